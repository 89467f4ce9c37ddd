// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import type { MemberTexts } from './texts';

export const memberTextsNe: Translation<MemberTexts> = {
  usernameInvalid: 'username कुनै सदस्यको प्रयोगकर्ता नाम हुनुपर्छ।',
};
