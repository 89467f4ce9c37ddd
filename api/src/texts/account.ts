// What the API tells a member about their own account, and the mail it sends them.

import { localized } from '../lib/language';
import { accountMessagesNe } from './account.ne';

const english = {
  nothingToChange: 'Send at least one of first_name, last_name, location, phone_number, hide_phone_number, language.',
  wrongPassword: 'That is not your current password.',
  emailChanged: 'Your email address has been changed.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  sessionEnded: 'That session has been signed out.',
  otherSessionsEnded: (count: number) =>
    count === 0 ? 'You have no other sessions.' : `Signed out of ${count} other session${count === 1 ? '' : 's'}.`,
  tooManyPasswordChecks: (seconds: number) =>
    `Too many password attempts. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
  /** The same answer whether or not an account uses the address. */
  resetRequested:
    'If an account uses that email address, we have sent it a link to choose a new password. The link works once, within an hour.',
  tooManyResets: (seconds: number) =>
    `Too many reset requests. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
  resetInvalid: 'This link is invalid, has expired or has already been used. Ask for a new one.',
  resetDone: 'Your password has been changed and every session signed out. Sign in with your new password.',
  deleted: 'Your account has been deleted.',
  /** The area Browse measures from with near=saved (issue 26). */
  savedArea: {
    source: 'source must be my_location, last_listing or area.',
    pointNeeded: 'my_location needs latitude and longitude.',
    pointNotTaken: 'Only my_location takes latitude and longitude: the place is your last listing’s or the area’s.',
    noListingWithPlace: 'None of your listings has a place yet: list a book with your location, or use your location.',
    labelNeeded: 'area needs label: the name of an area, as the list of areas gives it.',
    labelNotTaken: 'Only area takes a label: the name of the area.',
    noSuchArea: 'Books are not listed from an area of that name by two members or more: choose one from the list.',
    query: 'Type at least two letters of the area’s name (100 at most).',
    forgotten: 'Your saved area has been forgotten.',
    /** Browse with near=saved. */
    signInForSaved: 'Sign in to browse near your saved area.',
    noneSaved: 'You have no saved area: save one on your profile.',
    notWithPoint: 'near=saved measures from your saved area: send it without latitude and longitude.',
    near: 'near must be saved.',
  },
  /** Told to the member's address after a change they may not have made themselves. */
  noticeMail: {
    emailChangedSubject: 'Your BookNook email address was changed',
    emailChanged: (newEmail: string) =>
      `The email address of your BookNook account was changed to ${newEmail}. You will sign in with it from now on.`,
    passwordChangedSubject: 'Your BookNook password was changed',
    passwordChanged: 'The password of your BookNook account was changed, and every other device was signed out.',
    notYou: (resetLink: string) => `If it was not you, choose a new password at once (${resetLink}) and tell us by answering this email.`,
  },
  resetMail: {
    subject: 'Choose a new BookNook password',
    text: (firstName: string, link: string) =>
      `Hello ${firstName},\n\nSomeone, hopefully you, asked to choose a new password for your BookNook account. ` +
      `Open this link within an hour to do so (it works once):\n\n${link}\n\n` +
      `If it was not you, ignore this email: your password stays as it is.\n\nBookNook`,
    heading: 'Choose a new password',
    greeting: (firstName: string) => `Hello ${firstName},`,
    body: 'Someone, hopefully you, asked to choose a new password for your BookNook account. Open this link within an hour to do so (it works once):',
    button: 'Choose a new password',
    notYou: 'If it was not you, ignore this email: your password stays as it is.',
  },
} as const;

export type AccountMessages = typeof english;

export const accountMessages = localized(english, { ne: accountMessagesNe });
