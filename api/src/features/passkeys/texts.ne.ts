// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import { ne } from '../../texts/nepali';
import type { PasskeyTexts } from './texts';

export const passkeyTextsNe: Translation<PasskeyTexts> = {
  rpName: 'BookNook',
  added: 'पासकी थपियो। अर्को पटक यसैले साइन इन गर्नुहोस्।',
  removed: 'पासकी हटाइयो।',
  notFound: 'तपाईंका पासकीमध्ये यस्तो कुनै छैन।',
  tooMany: (max: number) => `तपाईंसँग पहिले नै ${ne(max)} वटा पासकी छन्। पहिले प्रयोग नगर्ने एउटा हटाउनुहोस्।`,
  alreadyAdded: 'यो पासकी पहिले नै तपाईंको खातामा छ।',
  expired: 'त्यो पासकी अनुरोधको समय सकियो। कृपया फेरि प्रयास गर्नुहोस्।',
  notVerified: 'त्यो पासकी जाँच गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्, वा अर्को तरिकाले साइन इन गर्नुहोस्।',
  unknownPasskey: 'यो पासकी कुनै BookNook खातामा छैन। अर्को तरिकाले साइन इन गरेर प्रोफाइलमा फेरि थप्नुहोस्।',
  counterMismatch: 'यो पासकीमा भरोसा गर्न सकिएन (यो नक्कल भएको हुन सक्छ)। अर्को तरिकाले साइन इन गरेर प्रोफाइलमा यसलाई हटाउनुहोस्।',
  responseInvalid: 'ब्राउजरको पासकी उत्तर `response` मा पठाउनुहोस्।',
  nameInvalid: (max: number) => `पासकीको नाम १ देखि ${ne(max)} अक्षरको हुन्छ।`,
  unnamed: 'पासकी',
};
