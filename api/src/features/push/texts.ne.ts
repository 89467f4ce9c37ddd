// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import { ne } from '../../texts/nepali';
import type { PushTexts } from './texts';

export const pushTextsNe: Translation<PushTexts> = {
  endpointInvalid: 'पुस सेवाको ठेगाना `endpoint` मा पठाउनुहोस्: https:// URL।',
  endpointNotHttps: 'पुस सदस्यताको endpoint https:// ठेगाना हुनुपर्छ।',
  endpointNotPublic: 'पुस सदस्यताको endpoint सार्वजनिक ठेगानामा हुनुपर्छ।',
  keysInvalid: 'सदस्यताका कुञ्जीहरू `keys: {p256dh, auth}` (base64url) को रूपमा पठाउनुहोस्।',
  tooMany: (max: number) => `तपाईंका ${ne(max)} वटा ब्राउजरमा पहिले नै सूचना आउँछ। पहिले प्रयोग नगर्ने एउटामा बन्द गर्नुहोस्।`,
  notFound: 'तपाईंका पुस सदस्यतामध्ये यस्तो कुनै छैन।',
};
