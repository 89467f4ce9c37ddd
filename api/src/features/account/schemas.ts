import type { FieldMessages } from '../../plugins/errors';
import { USER_LIMITS as L } from '../../limits';
import { messages } from '../../texts';
import type { SchemaType } from '../../lib/schemas';
import { codeDigitsSchema, languageSchema, publicUserSchema, registerBodySchema, registerMessages, userFieldTexts } from '../users';

// Request/response shapes of a member's own account: profile, email, password, sessions, reset,
// export, deletion. The profile's fields follow the register form's rules and messages (one definition).

const F = userFieldTexts;
const registered = registerBodySchema.properties;

export const profileBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    first_name: registered.first_name,
    last_name: registered.last_name,
    location: registered.location,
    phone_number: registered.phone_number,
    hide_phone_number: { type: 'boolean', description: 'Members who open this member’s contact details see the email only' },
    language: languageSchema,
  },
} as const;

export type ProfileBody = SchemaType<typeof profileBodySchema>;

export const profileMessages: FieldMessages = {
  first_name: registerMessages.first_name ?? {},
  last_name: registerMessages.last_name ?? {},
  location: registerMessages.location ?? {},
  phone_number: registerMessages.phone_number ?? {},
  hide_phone_number: registerMessages.hide_phone_number ?? {},
  language: registerMessages.language ?? {},
};

export const profileTrimmedFields = ['first_name', 'last_name', 'location', 'phone_number'];

const currentPassword = { type: 'string', minLength: 1, maxLength: L.passwordMax } as const;
const newPassword = { type: 'string', minLength: L.passwordMin, maxLength: L.passwordMax } as const;
const currentPasswordMessages = { default: F.currentPassword.required, maxLength: F.password.tooLong };
/** For a member without a password (joined by emailed code): a fresh code from POST /users/email-code/ instead. */
const code = {
  ...codeDigitsSchema,
  description: 'Instead of the password, for a member who has none: a fresh code asked for with POST /users/email-code/',
} as const;
const codeMessages = { default: messages.emailCode.codeFormat };
const newPasswordMessages = { required: F.newPassword.required, maxLength: F.newPassword.tooLong, default: F.newPassword.tooShort };

export const emailBodySchema = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: registered.email, password: currentPassword, code },
} as const;

export type EmailBody = SchemaType<typeof emailBodySchema>;

export const emailMessages: FieldMessages = { email: registerMessages.email ?? {}, password: currentPasswordMessages, code: codeMessages };
export const emailTrimmedFields = ['email'];

/** POST /users/me/email/: what was done, and the member with the address waiting (pending_email). */
export const emailChangeSchema = {
  type: 'object',
  required: ['detail', 'user'],
  properties: { detail: { type: 'string' }, user: publicUserSchema },
} as const;

export const passwordBodySchema = {
  type: 'object',
  required: ['new_password'],
  additionalProperties: false,
  properties: { current_password: currentPassword, code, new_password: newPassword },
} as const;

export type PasswordBody = SchemaType<typeof passwordBodySchema>;

export const passwordMessages: FieldMessages = {
  current_password: currentPasswordMessages,
  code: codeMessages,
  new_password: newPasswordMessages,
};

export const sessionSchema = {
  type: 'object',
  required: ['id', 'device', 'created_at', 'last_seen_at', 'is_current'],
  properties: {
    id: { type: 'integer' },
    device: { type: 'string', description: 'Browser and system, from the User-Agent it signed in with ("Chrome on Android")' },
    created_at: { type: 'string', format: 'date-time', description: 'When it signed in' },
    last_seen_at: { type: 'string', format: 'date-time', description: 'Its last request, to within five minutes' },
    is_current: { type: 'boolean', description: 'The session this request came with' },
  },
} as const;

export type SessionItem = SchemaType<typeof sessionSchema>;

export const sessionListSchema = {
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: sessionSchema } },
} as const;

export const sessionParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 9_007_199_254_740_991 } },
} as const;

export type SessionParams = SchemaType<typeof sessionParamsSchema>;

export const resetRequestBodySchema = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: registered.email },
} as const;

export type ResetRequestBody = SchemaType<typeof resetRequestBodySchema>;

export const resetRequestMessages: FieldMessages = { email: registerMessages.email ?? {} };

export const resetConfirmBodySchema = {
  type: 'object',
  required: ['token', 'new_password'],
  additionalProperties: false,
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 200, description: 'The token of the emailed link' },
    new_password: newPassword,
  },
} as const;

export type ResetConfirmBody = SchemaType<typeof resetConfirmBodySchema>;

export const resetConfirmMessages: FieldMessages = {
  token: { default: F.resetToken.required },
  new_password: newPasswordMessages,
};

export const deleteAccountBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { password: currentPassword, code },
} as const;

export type DeleteAccountBody = SchemaType<typeof deleteAccountBodySchema>;

export const deleteAccountMessages: FieldMessages = { password: currentPasswordMessages, code: codeMessages };
