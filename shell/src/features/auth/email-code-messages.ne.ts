import type { Translation } from '@booknook/platform';
import type { emailCodeMessages } from './email-code-messages';

// Written without a native speaker: unreviewed (docs/i18n.md).
export const emailCodeMessagesNe: Translation<typeof emailCodeMessages> = {
  intro: 'नयाँ हुनुहुन्छ वा फेरि आउनुभयो: आफ्नो इमेल लेख्नुहोस्, हामी एउटा कोड पठाउनेछौं। पासवर्ड चाहिँदैन।',
  continueWithEmail: 'इमेलबाट अगाडि बढ्नुहोस्',
  sending: 'कोड पठाउँदै…',
  orPassword: 'वा आफ्नो पासवर्डले साइन इन गर्नुहोस्',
  codeTitle: 'आफ्नो इमेल हेर्नुहोस्',
  codeSent: 'हामीले {email} मा ६ अङ्कको कोड पठायौं। यो १० मिनेटसम्म चल्छ; इमेलमा तपाईंलाई साइन इन गराउने लिङ्क पनि छ।',
  code: 'इमेलको कोड',
  codeHint: 'छ अङ्क। पूरै कोड टाँस्न सक्नुहुन्छ।',
  codeRequired: 'इमेलका ६ अङ्क लेख्नुहोस्।',
  name: 'तपाईंको नाम',
  nameHint: 'BookNook मा नयाँ? तपाईंलाई के भनेर बोलाउने भन्नुहोस्। पहिले नै खाता छ भने खाली छोड्नुहोस्।',
  submit: 'अगाडि बढ्नुहोस्',
  checking: 'साइन इन गराउँदै…',
  otherEmail: 'अर्को इमेल प्रयोग गर्नुहोस्',
  sendAgain: 'नयाँ कोड पठाउनुहोस्',
  sentAgain: 'हामीले नयाँ कोड पठायौं। पुरानो अब चल्दैन।',
  failed: 'केही गलत भयो। फेरि प्रयास गर्नुहोस्।',
  link: {
    title: 'BookNook मा अगाडि बढ्नुहोस्',
    intro: 'इमेलको लिङ्कले यो यन्त्रमा साइन इन गर्न ट्याप गर्नुहोस्।',
    newcomer: 'स्वागत छ! खाता बनाउन आफ्नो नाम भन्नुहोस्।',
    submit: 'साइन इन',
    missingToken: 'यो लिङ्क अधुरो छ। इमेलबाट पूरा लिङ्क खोल्नुहोस्, वा नयाँ कोड माग्नुहोस्।',
    askAgain: 'नयाँ कोड माग्नुहोस्',
  },
};
