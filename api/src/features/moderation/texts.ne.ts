// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import type { ModerationTexts } from './texts';

export const moderationTextsNe: Translation<ModerationTexts> = {
  accepted: 'किताब स्वीकृत भयो। अब यो सूचीमा छ।',
  rejected: 'किताब अस्वीकृत भयो। बिक्रेताले तपाईंको कारण मेरा किताबहरूमा देख्नुहुन्छ।',
  disabled: 'किताब निष्क्रिय गरियो। अब यसको बिक्रेताले मात्र यसलाई देख्न सक्नुहुन्छ।',
  enabled: 'किताब फेरि सक्रिय गरियो।',
  changedSinceSeen: 'तपाईंले खोलेपछि यो किताब बदलिएको छ। यसलाई फेरि लोड गरियो: कृपया फेरि हेर्नुहोस्।',
  versionRequired: 'तपाईंले हेरेको किताबको version पठाउनुहोस्।',
  reasonRequired: 'कृपया बिक्रेतालाई कारण दिनुहोस्।',
  reasonInvalid: 'कारण १ देखि १,००० अक्षरसम्मको हुनुपर्छ।',
  statusInvalid: 'status unreviewed, reported, accepted, rejected, disabled, all मध्ये एउटा हुनुपर्छ।',
  ownListing: 'यो तपाईंकै किताब हो: अर्को मोडरेटर वा एडमिनले यसलाई हेर्नुहुन्छ।',
};
