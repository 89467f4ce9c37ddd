import { type RequestBodyOf, type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

// How the member gets each kind of mail (issue 25): at once, in the daily digest, or not at all.

export type MailPreferences = ResponseOf<'/users/me/mail-preferences/', 'get'>;
/** The kinds of mail (the answer also says the server's unread-mail delay, and which kinds push: issue 41). */
export type MailKind = Exclude<keyof MailPreferences, 'unread_delay_seconds' | 'push'>;
export type MailDelivery = MailPreferences[MailKind];

/** In the order the profile lists them. */
export const MAIL_KINDS: readonly MailKind[] = ['messages', 'wanted', 'moderation', 'expiry', 'handovers'];
export const MAIL_DELIVERIES: readonly MailDelivery[] = ['instant', 'digest', 'off'];

/** Which kinds also push to the member's browsers (issue 41), in the order the profile lists them. */
export type PushChoices = MailPreferences['push'];
export type PushKind = keyof PushChoices;
export const PUSH_KINDS: readonly PushKind[] = ['messages', 'wanted', 'handovers', 'expiry'];

export const MAIL_PREFERENCES_KEY = '/users/me/mail-preferences/';

export async function getMailPreferences(): Promise<MailPreferences> {
  return (await http.get<MailPreferences>(MAIL_PREFERENCES_KEY)).data;
}

export async function changeMailPreferences(change: RequestBodyOf<'/users/me/mail-preferences/', 'patch'>): Promise<MailPreferences> {
  return (await http.patch<MailPreferences>(MAIL_PREFERENCES_KEY, change)).data;
}
