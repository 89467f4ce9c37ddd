import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '@booknook/platform';
import { authMessages as messages } from './auth-messages';

/** An address someone can write to: sign in by password, and Continue with email. */
export const emailSchema = yup.string().trim().email(messages.login.invalidEmail).required(messages.login.invalidEmail);

export const loginSchema = yup.object({
  email: emailSchema,
  password: yup.string().min(PASSWORD_MIN_LENGTH, messages.login.passwordTooShort).required(messages.login.passwordTooShort),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
