import type { FieldMessages } from '../../plugins/errors';
import { USER_LIMITS as L } from '../../limits';
import type { SchemaType } from '../../lib/schemas';
import { messages } from '../../texts';
import { registerBodySchema, registerMessages } from './schemas';
import { userFieldTexts } from './texts';
import { EMAIL_CODE, NAME_PATTERN } from './limits';

// Continue with email (issue 36.1): request and answer shapes of /users/email-code/.

const F = userFieldTexts;
const C = messages.emailCode;

const altcha = {
  ...registerBodySchema.properties.altcha,
  description:
    'The answer to GET /users/register/challenge/, needed once the network has made a few accounts within the hour (for a code request: whatever the address)',
} as const;

/** The name of a new member: asked for only when the address has no account (400 on `first_name` after the right code). */
const nameProperties = {
  first_name: {
    type: 'string',
    minLength: L.nameMin,
    maxLength: L.nameMax,
    pattern: NAME_PATTERN,
    description: 'A new account’s name, of any script (needed only when the address has no account yet)',
  },
  last_name: { type: 'string', maxLength: L.nameMax, description: 'Optional' },
  altcha,
} as const;

export const codeDigitsSchema = {
  type: 'string',
  pattern: `^[0-9]{${EMAIL_CODE.digits}}$`,
  description: `The ${EMAIL_CODE.digits}-digit code from the email`,
} as const;

/**
 * Where the mailed link goes on to once it has signed in (the page the person was on when they asked): a path on this
 * site, never another site's address (one "/" first, no "//" or "/\\" that a browser would read as another host).
 */
export const NEXT_PATH_MAX = 500;
const nextPath = {
  type: 'string',
  maxLength: NEXT_PATH_MAX,
  pattern: '^/(?![/\\\\])[\\x21-\\x7e]*$',
  description: 'Optional: the page of this site the mailed link opens after signing in, e.g. /books/42?contact=seller',
} as const;

export const emailCodeRequestSchema = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: registerBodySchema.properties.email, altcha, next: nextPath },
} as const;

export type EmailCodeRequestBody = SchemaType<typeof emailCodeRequestSchema>;

export const emailCodeRequestMessages: FieldMessages = {
  email: registerMessages.email ?? {},
  altcha: registerMessages.altcha ?? {},
  next: { default: C.nextInvalid },
};

export const emailCodeVerifySchema = {
  type: 'object',
  required: ['email', 'code'],
  additionalProperties: false,
  properties: { email: { type: 'string', minLength: 1, maxLength: L.emailMax }, code: codeDigitsSchema, ...nameProperties },
} as const;

export type EmailCodeVerifyBody = SchemaType<typeof emailCodeVerifySchema>;

const nameMessages: FieldMessages = {
  first_name: { maxLength: F.firstName.tooLong, default: F.firstName.tooShort },
  last_name: { default: F.lastName.tooLong },
  altcha: registerMessages.altcha ?? {},
};

export const emailCodeVerifyMessages: FieldMessages = {
  email: { default: F.email.invalid },
  code: { default: C.codeFormat },
  ...nameMessages,
};

export const emailCodeLinkSchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 200, description: 'The token of the emailed link (after #token=)' },
    ...nameProperties,
  },
} as const;

export type EmailCodeLinkBody = SchemaType<typeof emailCodeLinkSchema>;

export const emailCodeLinkMessages: FieldMessages = { token: { default: C.invalidLink }, ...nameMessages };

export const emailCodeTrimmedFields = ['email', 'first_name', 'last_name'];
