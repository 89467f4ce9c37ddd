// Continue with email (issue 36.1): what the API answers, and the mail with the code.

import { localized } from '../lib/language';
import { emailCodeMessagesNe } from './email-code.ne';

const english = {
  /** The one answer to every valid code request, whether or not the address has an account. */
  sent: (email: string) =>
    `We have sent a 6-digit code to ${email}. Enter it within 10 minutes, or open the link in the email. Nothing came? Check the spam folder, or ask again.`,
  /** A wrong, old, used or exhausted code: one answer for all, and the same whether or not the address has an account. */
  wrongCode: 'That code is wrong or no longer works. Check the latest email we sent, or ask for a new code.',
  codeFormat: 'The code is the 6 digits in the email we sent.',
  invalidLink: 'This link is invalid, has expired or has already been used. Ask for a new code.',
  /** Said only after the right code: the address has no account yet. */
  nameNeeded: 'Welcome to BookNook. Tell us your name to create your account (the code still works for a few minutes).',
  signedIn: 'You are signed in.',
  /** `next`, where the mailed link goes on to, was not a path on this site. */
  nextInvalid: 'Where to go after signing in must be a page of this site, such as /books/42.',
  /** A member without a password confirms what the password would have confirmed with a fresh code. */
  codeNeeded: 'Your account has no password: ask for a code by email and send it as code.',
  mail: {
    subject: (code: string) => `${code} is your BookNook code`,
    heading: 'Your BookNook code',
    greeting: 'Hello,',
    body: 'Enter this code on BookNook to continue. If this address has no account yet, it creates one.',
    orLink: 'Or open this link on the device where you want to be signed in:',
    button: 'Continue to BookNook',
    expires: (minutes: number) => `The code and the link work once, within ${minutes} minutes.`,
    notYou: 'If it was not you, ignore this email: nobody can sign in without the code.',
  },
} as const;

export type EmailCodeMessages = typeof english;

export const emailCodeMessages = localized(english, { ne: emailCodeMessagesNe });
