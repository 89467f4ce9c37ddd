// Nepali of account.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../lib/language';
import type { AccountMessages } from './account';
import { ne, waitNe } from './nepali';

export const accountMessagesNe: Translation<AccountMessages> = {
  nothingToChange: 'first_name, last_name, location, phone_number, hide_phone_number, language मध्ये कम्तीमा एउटा पठाउनुहोस्।',
  wrongPassword: 'त्यो तपाईंको हालको पासवर्ड होइन।',
  emailChanged: 'तपाईंको इमेल ठेगाना बदलियो।',
  passwordChanged: 'तपाईंको पासवर्ड बदलियो। अरू सबै सत्रहरूबाट साइन आउट गरियो।',
  sessionEnded: 'त्यो सत्रबाट साइन आउट गरियो।',
  otherSessionsEnded: (count: number) => (count === 0 ? 'तपाईंको अरू कुनै सत्र छैन।' : `अरू ${ne(count)} सत्रबाट साइन आउट गरियो।`),
  tooManyPasswordChecks: (seconds: number) => `पासवर्डका धेरै प्रयास भए। कृपया ${waitNe(seconds)}पछि फेरि प्रयास गर्नुहोस्।`,
  resetRequested: 'त्यो इमेल ठेगाना कुनै खाताले प्रयोग गर्छ भने हामीले त्यहाँ नयाँ पासवर्ड रोज्ने लिङ्क पठाएका छौं। लिङ्क एक पटक मात्र, एक घण्टाभित्र चल्छ।',
  tooManyResets: (seconds: number) => `पासवर्ड नयाँ बनाउने धेरै अनुरोध आए। कृपया ${waitNe(seconds)}पछि फेरि प्रयास गर्नुहोस्।`,
  resetInvalid: 'यो लिङ्क मान्य छैन, यसको समय सकियो वा यो पहिले नै प्रयोग भइसक्यो। नयाँ लिङ्क माग्नुहोस्।',
  resetDone: 'तपाईंको पासवर्ड बदलियो र सबै सत्रहरूबाट साइन आउट गरियो। नयाँ पासवर्डले साइन इन गर्नुहोस्।',
  deleted: 'तपाईंको खाता मेटाइयो।',
  savedArea: {
    source: 'source my_location, last_listing वा area हुनुपर्छ।',
    pointNeeded: 'my_location लाई latitude र longitude चाहिन्छ।',
    pointNotTaken: 'latitude र longitude my_location ले मात्र लिन्छ: अरूमा ठाउँ तपाईंको पछिल्लो किताब वा क्षेत्रकै हुन्छ।',
    noListingWithPlace: 'तपाईंका कुनै किताबमा अझै ठाउँ छैन: आफ्नो स्थानसहित किताब राख्नुहोस्, वा आफ्नो स्थान प्रयोग गर्नुहोस्।',
    labelNeeded: 'area लाई label चाहिन्छ: क्षेत्रहरूको सूचीमा भएजस्तै क्षेत्रको नाम।',
    labelNotTaken: 'label area ले मात्र लिन्छ: क्षेत्रको नाम।',
    noSuchArea: 'त्यो नामको क्षेत्रबाट दुई वा बढी सदस्यले किताब राखेका छैनन्: सूचीबाट एउटा रोज्नुहोस्।',
    query: 'क्षेत्रको नामका कम्तीमा दुई अक्षर लेख्नुहोस् (बढीमा १००)।',
    forgotten: 'तपाईंको सुरक्षित क्षेत्र हटाइयो।',
    signInForSaved: 'सुरक्षित क्षेत्रको नजिक किताब हेर्न साइन इन गर्नुहोस्।',
    noneSaved: 'तपाईंको कुनै सुरक्षित क्षेत्र छैन: प्रोफाइलमा एउटा सुरक्षित गर्नुहोस्।',
    notWithPoint: 'near=saved ले तपाईंको सुरक्षित क्षेत्रबाट नाप्छ: latitude र longitude बिना पठाउनुहोस्।',
    near: 'near को मान saved हुनुपर्छ।',
  },
  noticeMail: {
    emailChangedSubject: 'तपाईंको BookNook इमेल ठेगाना बदलियो',
    emailChanged: (newEmail: string) => `तपाईंको BookNook खाताको इमेल ठेगाना ${newEmail} मा बदलियो। अबदेखि तपाईं यसैले साइन इन गर्नुहुनेछ।`,
    passwordChangedSubject: 'तपाईंको BookNook पासवर्ड बदलियो',
    passwordChanged: 'तपाईंको BookNook खाताको पासवर्ड बदलियो, र अरू सबै उपकरणबाट साइन आउट गरियो।',
    notYou: (resetLink: string) =>
      `यो तपाईंले गर्नुभएको होइन भने तुरुन्तै नयाँ पासवर्ड रोज्नुहोस् (${resetLink}) र यही इमेलको जवाफ दिएर हामीलाई बताउनुहोस्।`,
  },
  resetMail: {
    subject: 'नयाँ BookNook पासवर्ड रोज्नुहोस्',
    text: (firstName: string, link: string) =>
      `नमस्ते ${firstName},\n\nकसैले, सायद तपाईंले नै, आफ्नो BookNook खाताका लागि नयाँ पासवर्ड रोज्न माग्नुभयो। ` +
      `त्यसका लागि यो लिङ्क एक घण्टाभित्र खोल्नुहोस् (यो एक पटक मात्र चल्छ):\n\n${link}\n\n` +
      `तपाईंले मागेको होइन भने यो इमेल बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।\n\nBookNook`,
    heading: 'नयाँ पासवर्ड रोज्नुहोस्',
    greeting: (firstName: string) => `नमस्ते ${firstName},`,
    body: 'कसैले, सायद तपाईंले नै, आफ्नो BookNook खाताका लागि नयाँ पासवर्ड रोज्न माग्नुभयो। त्यसका लागि यो लिङ्क एक घण्टाभित्र खोल्नुहोस् (यो एक पटक मात्र चल्छ):',
    button: 'नयाँ पासवर्ड रोज्नुहोस्',
    notYou: 'तपाईंले मागेको होइन भने यो इमेल बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।',
  },
};
