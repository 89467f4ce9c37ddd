// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import type { NotificationTexts } from './texts';

export const notificationTextsNe: Translation<NotificationTexts> = {
  beforeInvalid: 'before कुनै सूचनाको id हुनुपर्छ।',
  limitInvalid: 'limit १ देखि ५० सम्मको पूर्ण सङ्ख्या हुनुपर्छ।',
  upToInvalid: 'up_to_id कुनै सूचनाको id हुनुपर्छ।',
};
