// What the users feature tells people: signing up and in, and the fields of a member's details.

import { localized } from '../../lib/language';
import { userFieldTextsNe, userTextsNe } from './texts.ne';

const userEnglish = {
  usernameAvailable: 'Username is available.',
  usernameTaken: 'Username already exists',
  emailTaken: 'A user with that email already exists.',
  registered: 'Registration successful. Please sign in.',
  invalidCredentials: 'Invalid email or password.',
  loggedOut: 'Logged out.',
  logoutCrossSite: 'Sign out from BookNook’s own pages: a link from another site cannot sign you out.',
} as const;

const userFieldEnglish = {
  firstName: {
    required: 'First name is required.',
    tooShort: 'First name must have at least one letter',
    tooLong: 'First name must be at most 150 characters.',
  },
  lastName: {
    required: 'Last name is required.',
    tooShort: 'Last name must have at least one letter',
    tooLong: 'Last name must be at most 150 characters.',
  },
  username: {
    required: 'Username is required.',
    tooShort: 'Username must be at least 3 characters',
    tooLong: 'Username must be at most 150 characters.',
    invalid: 'Username may contain only letters, digits and @ . + - _ characters.',
  },
  email: {
    required: 'Email is required.',
    invalid: 'Invalid email address',
  },
  password: {
    required: 'Password is required.',
    tooShort: 'Password must be at least 8 characters.',
    tooLong: 'Password must be at most 128 characters.',
  },
  currentPassword: { required: 'Your current password is required.' },
  newPassword: {
    required: 'A new password is required.',
    tooShort: 'Password must be at least 8 characters.',
    tooLong: 'Password must be at most 128 characters.',
  },
  resetToken: { required: 'The link is incomplete: open the whole link from the email.' },
  location: {
    required: 'Location is required.',
    tooLong: 'Location must be at most 100 characters.',
  },
  phoneNumber: {
    required: 'Phone number is required.',
    tooShort: 'Phone number must be at least 10 digits',
    invalid: 'Phone number must be 10 to 20 characters: digits, spaces, + or -.',
  },
} as const;

export type UserTexts = typeof userEnglish;
export type UserFieldTexts = typeof userFieldEnglish;

export const userTexts = localized(userEnglish, { ne: userTextsNe });
export const userFieldTexts = localized(userFieldEnglish, { ne: userFieldTextsNe });
