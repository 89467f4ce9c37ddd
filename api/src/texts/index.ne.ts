// Nepali of index.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../lib/language';
import { accountMessagesNe } from './account.ne';
import { adminMessagesNe } from './admin.ne';
import { betweenVisitsMessagesNe } from './between-visits.ne';
import { emailCodeMessagesNe } from './email-code.ne';
import type { Messages } from './index';
import { ne, waitNe } from './nepali';
import { verificationMessagesNe } from './verification.ne';

export const nepaliMessages: Translation<Messages> = {
  verification: verificationMessagesNe,
  emailCode: emailCodeMessagesNe,
  ...betweenVisitsMessagesNe,
  errors: {
    badRequest: 'अनुरोध मिलेन।',
    invalidInput: 'दिइएको विवरण मान्य छैन।',
    invalidBody: 'अनुरोधको मुख्य भाग JSON object हुनुपर्छ।',
    malformedJson: 'अनुरोधको मुख्य भागको JSON बिग्रिएको छ।',
    emptyJson: 'अनुरोधको मुख्य भाग खाली छ, तर Content-Type application/json भनिएको छ।',
    bodyTooLarge: 'अनुरोधको मुख्य भाग धेरै ठूलो छ।',
    unsupportedMediaType: 'यो ढाँचा चल्दैन: अनुरोधको मुख्य भाग application/json मा पठाउनुहोस्।',
    notAuthenticated: 'पहिले साइन इन गर्नुहोस्: अनुरोधसँग साइन इनको प्रमाण आएन।',
    forbidden: 'तपाईंलाई यो काम गर्ने अनुमति छैन।',
    csrfFailed: 'CSRF असफल: CSRF टोकन छैन वा मिलेन।',
    notFound: 'भेटिएन।',
    methodNotAllowed: 'यो विधि यहाँ चल्दैन।',
    tooManyRequests: 'धेरै अनुरोधहरू आए। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
    rateLimited: (seconds: number) => `धेरै अनुरोधहरू आए। कृपया ${ne(seconds)} सेकेन्डपछि फेरि प्रयास गर्नुहोस्।`,
    tooManySignIns: (seconds: number) => `यो इमेल ठेगानाबाट साइन इनका धेरै प्रयास भए। कृपया ${waitNe(seconds)}पछि फेरि प्रयास गर्नुहोस्।`,
    internal: 'सर्भरभित्र त्रुटि भयो।',
    serviceUnavailable: 'सेवा अहिले उपलब्ध छैन। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
    databaseUnavailable: 'BookNook अहिले आफ्नो डाटाबेससम्म पुग्न सकेन। कृपया केही सेकेन्डपछि फेरि प्रयास गर्नुहोस्।',
    requestTimeout: 'अनुरोध आइपुग्न धेरै समय लाग्यो। कृपया फेरि प्रयास गर्नुहोस्।',
    headersTooLarge: 'अनुरोधका हेडरहरू धेरै ठूला छन्।',
    tooManyConnections: 'तपाईंको नेटवर्कबाट धेरै जडानहरू खुला छन्। कृपया केही सेकेन्डपछि फेरि प्रयास गर्नुहोस्।',
    nulCharacter: 'पाठमा NUL अक्षर हुनु हुँदैन।',
    mustBeBoolean: 'true वा false हुनुपर्छ।',
    notFiniteNumber: 'सङ्ख्या सीमित हुनुपर्छ।',
    webAppNotBuilt: 'वेब एप अझै बनाइएको छैन। "npm run build" चलाएर पेज फेरि खोल्नुहोस्।',
    unknownLanguage: 'language en (अङ्ग्रेजी) वा ne (नेपाली) हुनुपर्छ।',
  },
  account: accountMessagesNe,
  admin: adminMessagesNe,
  bookmarks: {
    added: 'बुकमार्क सफलतापूर्वक थपियो',
    removed: 'बुकमार्क सफलतापूर्वक हटाइयो',
    alreadyBookmarked: 'यो किताब पहिले नै बुकमार्कमा छ।',
    notBookmarked: 'यो किताब बुकमार्कमा छैन।',
    bookIdInvalid: 'book_id कुनै किताबको id हुनुपर्छ।',
  },
  moderation: {
    notModerator: 'यो काम मोडरेटरहरूले मात्र गर्न सक्छन्।',
  },
  conversations: {
    tooManyConversations: (seconds: number) =>
      `तपाईंले हालै धेरै कुराकानी सुरु गर्नुभयो। कृपया ${ne(Math.ceil(seconds / 60))} मिनेटपछि फेरि प्रयास गर्नुहोस्।`,
    tooManyMessages: (seconds: number) => `तपाईं धेरै छिटो सन्देश पठाउँदै हुनुहुन्छ। कृपया ${ne(seconds)} सेकेन्ड पर्खनुहोस्।`,
  },
  reports: {
    reported: 'धन्यवाद। यो किताबबारे मोडरेटरहरूलाई खबर गरियो।',
    alreadyReported: 'तपाईंले यो किताबबारे पहिले नै रिपोर्ट गरिसक्नुभएको छ।',
    ownBook: 'तपाईं आफ्नै किताबबारे रिपोर्ट गर्न सक्नुहुन्न।',
    reasonRequired: 'कृपया कारण लेख्नुहोस्।',
    reasonInvalid: 'कारण १ देखि १,००० अक्षरसम्मको हुनुपर्छ।',
  },
};
