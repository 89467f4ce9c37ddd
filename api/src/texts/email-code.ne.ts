// Nepali of email-code.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../lib/language';
import type { EmailCodeMessages } from './email-code';
import { ne } from './nepali';

export const emailCodeMessagesNe: Translation<EmailCodeMessages> = {
  sent: (email: string) =>
    `हामीले ${email} मा ६ अङ्कको कोड पठाएका छौं। त्यो कोड १० मिनेटभित्र लेख्नुहोस्, वा इमेलको लिङ्क खोल्नुहोस्। केही आएन? स्प्याम फोल्डर हेर्नुहोस्, वा फेरि माग्नुहोस्।`,
  wrongCode: 'त्यो कोड गलत छ वा अब चल्दैन। हामीले पठाएको पछिल्लो इमेल हेर्नुहोस्, वा नयाँ कोड माग्नुहोस्।',
  codeFormat: 'कोड भनेको हामीले पठाएको इमेलमा भएका ६ अङ्क हुन्।',
  invalidLink: 'यो लिङ्क मान्य छैन, यसको समय सकियो वा यो पहिले नै प्रयोग भइसक्यो। नयाँ कोड माग्नुहोस्।',
  nameNeeded: 'BookNook मा स्वागत छ। खाता बनाउन आफ्नो नाम बताउनुहोस् (कोड अझै केही मिनेट चल्छ)।',
  signedIn: 'तपाईं साइन इन हुनुभयो।',
  nextInvalid: 'साइन इनपछि जाने ठाउँ यही साइटको कुनै पेज हुनुपर्छ, जस्तै /books/42।',
  codeNeeded: 'तपाईंको खातामा पासवर्ड छैन: इमेलबाट कोड माग्नुहोस् र त्यसलाई code मा पठाउनुहोस्।',
  mail: {
    // The code keeps the digits it is typed with (0–9): a keyboard set to English cannot type Devanagari ones.
    subject: (code: string) => `${code} तपाईंको BookNook कोड हो`,
    heading: 'तपाईंको BookNook कोड',
    greeting: 'नमस्ते,',
    body: 'अगाडि बढ्न यो कोड BookNook मा लेख्नुहोस्। यो ठेगानाको खाता अझै छैन भने यसले नयाँ खाता बनाउँछ।',
    orLink: 'वा, जुन उपकरणमा साइन इन हुन चाहनुहुन्छ त्यहीँ यो लिङ्क खोल्नुहोस्:',
    button: 'BookNook मा जानुहोस्',
    expires: (minutes: number) => `कोड र लिङ्क एक पटक मात्र, ${ne(minutes)} मिनेटभित्र चल्छन्।`,
    notYou: 'तपाईंले मागेको होइन भने यो इमेल बेवास्ता गर्नुहोस्: कोडबिना कसैले साइन इन गर्न सक्दैन।',
  },
};
