// What the moderation feature tells moderators (notModerator stays in src/texts/: the session plugin sends it).

import { localized } from '../../lib/language';
import { moderationTextsNe } from './texts.ne';

const moderationTextsEnglish = {
  accepted: 'Book accepted. It is now listed.',
  rejected: 'Book rejected. The seller sees your reason in My Books.',
  disabled: 'Book disabled. Only its seller can see it now.',
  enabled: 'Book enabled again.',
  changedSinceSeen: 'This book has changed since you opened it. It has been reloaded: please review it again.',
  versionRequired: 'Send the version of the book you reviewed.',
  reasonRequired: 'Please give the seller a reason.',
  reasonInvalid: 'The reason must be 1 to 1000 characters.',
  statusInvalid: 'status must be one of unreviewed, reported, accepted, rejected, disabled, all.',
  ownListing: 'This is your own listing: another moderator or an admin reviews it.',
} as const;

export type ModerationTexts = typeof moderationTextsEnglish;

export const moderationTexts = localized(moderationTextsEnglish, { ne: moderationTextsNe });
