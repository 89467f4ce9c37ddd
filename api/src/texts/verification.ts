// Confirming an email address (issue 24.3, 24.5): what the API answers, and the mail it sends.

import { localized } from '../lib/language';
import { verificationMessagesNe } from './verification.ne';

const inTime = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

const english = {
  /** The one answer to every valid sign-up, whether or not the address already has an account. */
  registered:
    'Thank you. We have sent a link to your email address: open it to confirm the address. You can sign in meanwhile, and browse, bookmark and list books.',
  /** The one answer to a change of address, whether or not another account uses the new one. */
  emailChangeSent: (email: string) =>
    `We have sent a link to ${email}. Your address changes when you open it; until then you sign in with your current one.`,
  sameEmail: 'That is already your email address.',
  confirmed: 'Thank you: your email address is confirmed.',
  changed: (email: string) => `Thank you: your email address is now ${email}.`,
  invalidLink: 'This link is invalid, has expired or has already been used. Sign in and ask for a new one.',
  addressTaken: 'Another account has confirmed this address since the link was sent. Sign in and choose another address.',
  resent: (email: string) => `We have sent a new link to ${email}.`,
  alreadyConfirmed: 'Your email address is already confirmed.',
  tooManyResends: (seconds: number) => `Too many links asked for. Please try again in ${inTime(seconds)}.`,
  /** A member who has not confirmed their address asks for a seller's contact or starts a conversation. */
  required: (email: string) =>
    `Confirm your email address first: open the link we sent to ${email}. This keeps sellers' details away from fake accounts.`,
  challenge: {
    required:
      'Several accounts were made from your network within the hour. Your browser has to solve a short puzzle before another one: submit the form again.',
    invalid: 'The puzzle answer is wrong or has expired. Submit the form again for a new puzzle.',
  },
  mail: {
    confirmSubject: 'Confirm your email address for BookNook',
    confirmHeading: 'Confirm your email address',
    greeting: (firstName: string) => `Hello ${firstName},`,
    confirmSignup:
      'Welcome to BookNook. Open this link to confirm that this is your email address. Then you can see sellers’ contact details and write to them.',
    confirmChange:
      'You asked to use this email address for your BookNook account. Open this link to confirm it; until then you sign in with your current address.',
    button: 'Confirm my address',
    expires: (days: number) => `The link works once, within ${days} days.`,
    notYou: 'If it was not you, ignore this email: nothing changes without the link.',
    existsSubject: 'Someone tried to use your email address on BookNook',
    existsHeading: 'You already have an account',
    existsSignup: 'Someone, perhaps you, tried to create a new BookNook account with this email address, which already has one.',
    existsChange: 'Someone signed in to another BookNook account asked to move it to this email address, which already has an account.',
    existsWhatNow: 'If it was you, sign in with this address. If you have forgotten the password, choose a new one:',
    existsButton: 'Choose a new password',
    existsNotYou: 'If it was not you, ignore this email: nothing has changed.',
  },
} as const;

export type VerificationMessages = typeof english;

export const verificationMessages = localized(english, { ne: verificationMessagesNe });
