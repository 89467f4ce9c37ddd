// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import type { ListingTexts } from './texts';

export const listingTextsNe: Translation<ListingTexts> = {
  renewed: (date: string) => `तपाईंको सूची नवीकरण भयो: यो ${date} सम्म रहन्छ।`,
  cannotRenew: 'यो सूची नवीकरण गर्न मिल्दैन: यो बिक्री भइसक्यो, निष्क्रिय गरियो वा हेर्न बाँकी छ।',
  renewLinkInvalid: 'यो नवीकरण लिङ्क मान्य छैन। साइन इन गरेर मेरा किताबहरूबाट सूची नवीकरण गर्नुहोस्।',
  renewLinkGone: 'यो नवीकरण लिङ्क अब चल्दैन: यसले नवीकरण गर्ने सूची मेटाइयो, वा अब तपाईंको होइन। तपाईंका सूचीहरू मेरा किताबहरूमा छन्।',
};
