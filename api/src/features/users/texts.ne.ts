// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import type { UserFieldTexts, UserTexts } from './texts';

export const userTextsNe: Translation<UserTexts> = {
  usernameAvailable: 'यो प्रयोगकर्ता नाम उपलब्ध छ।',
  usernameTaken: 'यो प्रयोगकर्ता नाम पहिले नै लिइसकिएको छ',
  emailTaken: 'त्यो इमेल भएको प्रयोगकर्ता पहिले नै छ।',
  registered: 'दर्ता सफल भयो। कृपया साइन इन गर्नुहोस्।',
  invalidCredentials: 'इमेल वा पासवर्ड मिलेन।',
  loggedOut: 'साइन आउट भयो।',
  logoutCrossSite: 'BookNook कै पेजबाट साइन आउट गर्नुहोस्: अर्को साइटको लिङ्कले तपाईंलाई साइन आउट गर्न सक्दैन।',
};

export const userFieldTextsNe: Translation<UserFieldTexts> = {
  firstName: {
    required: 'पहिलो नाम चाहिन्छ।',
    tooShort: 'पहिलो नाममा कम्तीमा एउटा अक्षर हुनुपर्छ',
    tooLong: 'पहिलो नाम बढीमा १५० अक्षरको हुनुपर्छ।',
  },
  lastName: {
    required: 'थर चाहिन्छ।',
    tooShort: 'थरमा कम्तीमा एउटा अक्षर हुनुपर्छ',
    tooLong: 'थर बढीमा १५० अक्षरको हुनुपर्छ।',
  },
  username: {
    required: 'प्रयोगकर्ता नाम चाहिन्छ।',
    tooShort: 'प्रयोगकर्ता नाम कम्तीमा ३ अक्षरको हुनुपर्छ',
    tooLong: 'प्रयोगकर्ता नाम बढीमा १५० अक्षरको हुनुपर्छ।',
    invalid: 'प्रयोगकर्ता नाममा अक्षर, अङ्क र @ . + - _ मात्र हुन सक्छन्।',
  },
  email: {
    required: 'इमेल चाहिन्छ।',
    invalid: 'इमेल ठेगाना मान्य छैन',
  },
  password: {
    required: 'पासवर्ड चाहिन्छ।',
    tooShort: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ।',
    tooLong: 'पासवर्ड बढीमा १२८ अक्षरको हुनुपर्छ।',
  },
  currentPassword: { required: 'तपाईंको हालको पासवर्ड चाहिन्छ।' },
  newPassword: {
    required: 'नयाँ पासवर्ड चाहिन्छ।',
    tooShort: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ।',
    tooLong: 'पासवर्ड बढीमा १२८ अक्षरको हुनुपर्छ।',
  },
  resetToken: { required: 'लिङ्क अधुरो छ: इमेलको पूरै लिङ्क खोल्नुहोस्।' },
  location: {
    required: 'स्थान चाहिन्छ।',
    tooLong: 'स्थान बढीमा १०० अक्षरको हुनुपर्छ।',
  },
  phoneNumber: {
    required: 'फोन नम्बर चाहिन्छ।',
    tooShort: 'फोन नम्बर कम्तीमा १० अङ्कको हुनुपर्छ',
    invalid: 'फोन नम्बर १० देखि २० अक्षरको हुनुपर्छ: अङ्क, खाली ठाउँ, + वा -।',
  },
};
