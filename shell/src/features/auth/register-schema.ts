import { LIMITS } from '@booknook/contract';
import * as yup from 'yup';
import { memberDetailsFields, PASSWORD_MIN_LENGTH } from '@booknook/platform';
import { authMessages as messages } from './auth-messages';

const m = messages.register;
export const USERNAME_MIN_LENGTH = LIMITS.member.usernameMin;
/**
 * yup's email() takes `x@y`, which no one can write to: a new address needs a dot in its domain and an ending of two
 * or more characters. (Sign-in keeps yup's rule alone: an existing account must always be able to sign in.)
 */
export const EMAIL_DOMAIN = /@[^\s@]+\.[^\s@.]{2,}$/;

/** docs/product.md §5 register rules, with the API's limits (docs/architecture.md §4) so the server rarely has to refuse. */
export const registerSchema = yup.object({
  ...memberDetailsFields(yup),
  username: yup.string().trim().required(m.usernameTooShort).min(USERNAME_MIN_LENGTH, m.usernameTooShort),
  email: yup.string().trim().required(m.invalidEmail).email(m.invalidEmail).matches(EMAIL_DOMAIN, m.invalidEmail),
  password: yup.string().required(m.passwordTooShort).min(PASSWORD_MIN_LENGTH, m.passwordTooShort),
});

export type RegisterValues = yup.InferType<typeof registerSchema>;

export const emptyRegistration: RegisterValues = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  location: '',
  phone_number: '',
  hide_phone_number: false,
};
