// What the mail-delivery feature says about mail preferences.

import { localized } from '../../lib/language';
import { mailKindNamesNe, preferenceTextsNe } from './texts.ne';

const preferenceTextsEnglish = {
  invalid: 'Choose instant, digest or off.',
  nothingToChange: 'Send at least one of messages, wanted, moderation, expiry, handovers, or a push choice.',
  pushInvalid: 'Send push as {messages, wanted, handovers, expiry}, each true or false.',
  unsubscribed: (kind: string) => `You will no longer get ${kind} by email. You can turn it back on from your Profile page.`,
  linkInvalid:
    'This unsubscribe link is not valid: it may have been cut short or changed. Open it again from the email, or choose what mail you get on your Profile page.',
} as const;

/** How each kind of mail is named to the member (unsubscribe answers, the Profile page). */
const mailKindNamesEnglish = {
  messages: 'mail about unread messages',
  wanted: 'mail about wanted books',
  moderation: 'mail about your listings’ reviews',
  expiry: 'reminders about listings that end',
  handovers: 'reminders before a hand-over',
  digest: 'the daily digest',
} as const;

export type PreferenceTexts = typeof preferenceTextsEnglish;

export const preferenceTexts = localized(preferenceTextsEnglish, { ne: preferenceTextsNe });

export type MailKindNames = typeof mailKindNamesEnglish;

export const mailKindNames = localized(mailKindNamesEnglish, { ne: mailKindNamesNe });
