// What the passkeys feature tells people (the texts several features share are in src/texts/).

import { localized } from '../../lib/language';
import { passkeyTextsNe } from './texts.ne';

const passkeyTextsEnglish = {
  /** The site's name as the browser shows it when it asks to make a passkey. */
  rpName: 'BookNook',
  added: 'Passkey added. Next time, sign in with it.',
  removed: 'Passkey removed.',
  notFound: 'No such passkey among yours.',
  tooMany: (max: number) => `You have ${max} passkeys already. Remove one you no longer use first.`,
  alreadyAdded: 'This passkey is already on your account.',
  /** A challenge that is unknown, used already, expired, or was for something else. */
  expired: 'That passkey request has expired. Please try again.',
  /** The browser's answer did not check out (another site, a bad signature, a malformed answer). */
  notVerified: 'That passkey could not be checked. Please try again, or sign in another way.',
  /** Signed with a passkey the site does not know: removed, or made for another account that is gone. */
  unknownPasskey: 'This passkey is not on any BookNook account. Sign in another way, then add it again on Profile.',
  /** The authenticator's signature count went backwards: the passkey may have been copied. */
  counterMismatch: 'This passkey could not be trusted (it may have been copied). Sign in another way and remove it on Profile.',
  responseInvalid: 'Send the browser’s passkey answer as `response`.',
  nameInvalid: (max: number) => `A passkey’s name is 1 to ${max} characters.`,
  /** The name a passkey gets when the browser does not say what it runs on. */
  unnamed: 'Passkey',
} as const;

export type PasskeyTexts = typeof passkeyTextsEnglish;

export const passkeyTexts = localized(passkeyTextsEnglish, { ne: passkeyTextsNe });
