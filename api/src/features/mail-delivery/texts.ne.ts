// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import type { MailKindNames, PreferenceTexts } from './texts';

export const preferenceTextsNe: Translation<PreferenceTexts> = {
  invalid: 'instant, digest वा off मध्ये एउटा रोज्नुहोस्।',
  nothingToChange: 'messages, wanted, moderation, expiry, handovers मध्ये कम्तीमा एउटा, वा push को रोजाइ पठाउनुहोस्।',
  pushInvalid: 'push लाई {messages, wanted, handovers, expiry} को रूपमा पठाउनुहोस्, हरेक true वा false।',
  unsubscribed: (kind: string) => `अब तपाईंलाई इमेलमा ${kind} आउने छैन। प्रोफाइल पेजबाट फेरि सुरु गर्न सक्नुहुन्छ।`,
  linkInvalid: 'यो अनसब्स्क्राइब लिङ्क मान्य छैन: यो अधुरो वा बदलिएको हुन सक्छ। इमेलबाट फेरि खोल्नुहोस्, वा प्रोफाइल पेजमा कस्ता इमेल आउने रोज्नुहोस्।',
};

export const mailKindNamesNe: Translation<MailKindNames> = {
  messages: 'नपढिएका सन्देशबारे इमेल',
  wanted: 'खोजेका किताबबारे इमेल',
  moderation: 'तपाईंका किताबको समीक्षाबारे इमेल',
  expiry: 'सकिन लागेका सूचीबारे सम्झना',
  handovers: 'किताब हस्तान्तरणअघिको सम्झना',
  digest: 'दैनिक सारांश',
};
