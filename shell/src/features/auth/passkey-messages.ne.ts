import type { Translation } from '@booknook/platform';
import type { passkeyMessages } from './passkey-messages';

// Written without a native speaker: unreviewed (docs/i18n.md).
export const passkeyMessagesNe: Translation<typeof passkeyMessages> = {
  signIn: 'पासकीले साइन इन गर्नुहोस्',
  signingIn: 'तपाईंको पासकी पर्खँदै…',
  failed: 'पासकीले साइन इन हुन सकेन। फेरि प्रयास गर्नुहोस्, वा इमेलबाट अगाडि बढ्नुहोस्।',
};
