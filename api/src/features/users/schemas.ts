import type { FieldMessages } from '../../plugins/errors';
import { LANGUAGES, USER_LIMITS as L } from '../../limits';
import { messages } from '../../texts';
import type { SchemaType } from '../../lib/schemas';
import { userFieldTexts } from './texts';
import { NAME_PATTERN, PHONE_PATTERN, USERNAME_PATTERN } from './limits';

// Request/response shapes of the users slice: the single source for validation (and, later,
// the OpenAPI document). Each request schema comes with the messages its errors map to.

const F = userFieldTexts;

export const languageSchema = {
  type: 'string',
  enum: LANGUAGES,
  description: 'What the API answers this member in and mail to them is written in: en (English) or ne (Nepali)',
} as const;

export const publicUserSchema = {
  type: 'object',
  required: [
    'first_name',
    'last_name',
    'username',
    'email',
    'location',
    'phone_number',
    'hide_phone_number',
    'is_moderator',
    'is_admin',
    'email_verified',
    'pending_email',
  ],
  properties: {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string' },
    location: { type: 'string' },
    phone_number: { type: 'string' },
    hide_phone_number: { type: 'boolean', description: 'Members who open this member’s contact details see the email only' },
    is_moderator: { type: 'boolean' },
    is_admin: { type: 'boolean', description: 'Above moderators: the /admin screen' },
    email_verified: {
      type: 'boolean',
      description: 'The member opened the link mailed to their address; until then they cannot see contacts or start conversations',
    },
    pending_email: {
      type: ['string', 'null'],
      description: 'An address the member asked to move to; `email` stays until its link is opened',
    },
    // Always sent; not in `required` until the web app's test fixtures of a member carry it (issue 39).
    language: languageSchema,
  },
} as const;

export type PublicUser = SchemaType<typeof publicUserSchema>;

export const detailSchema = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
} as const;

const usernameSchema = {
  type: 'string',
  minLength: L.usernameMin,
  maxLength: L.usernameMax,
  pattern: USERNAME_PATTERN,
} as const;

const usernameMessages = {
  required: F.username.required,
  minLength: F.username.tooShort,
  maxLength: F.username.tooLong,
  default: F.username.invalid,
};

export const registerBodySchema = {
  type: 'object',
  required: ['first_name', 'last_name', 'username', 'email', 'password', 'location', 'phone_number'],
  additionalProperties: false,
  properties: {
    first_name: { type: 'string', minLength: L.nameMin, maxLength: L.nameMax, pattern: NAME_PATTERN },
    last_name: { type: 'string', minLength: L.nameMin, maxLength: L.nameMax, pattern: NAME_PATTERN },
    username: usernameSchema,
    email: { type: 'string', format: 'email', maxLength: L.emailMax },
    password: { type: 'string', minLength: L.passwordMin, maxLength: L.passwordMax },
    location: { type: 'string', maxLength: L.locationMax },
    phone_number: { type: 'string', minLength: L.phoneMin, maxLength: L.phoneMax, pattern: PHONE_PATTERN },
    hide_phone_number: {
      type: 'boolean',
      default: false,
      description: 'Keep the phone number from members: they see the email only (the profile can change it later)',
    },
    language: {
      ...languageSchema,
      description: 'The language to answer and mail the new member in; by default the request’s (lang cookie, then Accept-Language)',
    },
    altcha: {
      type: 'string',
      maxLength: 4000,
      description:
        'The answer to GET /users/register/challenge/ (base64 of {challenge, solution}), needed only once a network has made a few accounts within the hour',
    },
  },
} as const;

export type RegisterBody = SchemaType<typeof registerBodySchema>;

export const registerMessages: FieldMessages = {
  first_name: { required: F.firstName.required, maxLength: F.firstName.tooLong, default: F.firstName.tooShort },
  last_name: { required: F.lastName.required, maxLength: F.lastName.tooLong, default: F.lastName.tooShort },
  username: usernameMessages,
  email: { required: F.email.required, default: F.email.invalid },
  password: { required: F.password.required, maxLength: F.password.tooLong, default: F.password.tooShort },
  location: { required: F.location.required, default: F.location.tooLong },
  phone_number: { required: F.phoneNumber.required, minLength: F.phoneNumber.tooShort, default: F.phoneNumber.invalid },
  hide_phone_number: { default: messages.errors.mustBeBoolean },
  language: { default: messages.errors.unknownLanguage },
  altcha: { default: messages.verification.challenge.invalid },
};

/** GET /users/register/challenge/: an ALTCHA v2 challenge (features/users/signup-challenge.ts). */
export const signupChallengeSchema = {
  type: 'object',
  required: ['required', 'challenge'],
  properties: {
    required: { type: 'boolean', description: 'Whether the next sign-up from this network needs the answer' },
    challenge: {
      type: 'object',
      required: ['parameters'],
      properties: {
        parameters: {
          type: 'object',
          required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix'],
          properties: {
            algorithm: { type: 'string' },
            nonce: { type: 'string' },
            salt: { type: 'string' },
            cost: { type: 'integer' },
            keyLength: { type: 'integer' },
            keyPrefix: { type: 'string' },
            keySignature: { type: 'string' },
            expiresAt: { type: 'number' },
            data: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
          },
        },
        signature: { type: 'string' },
      },
    },
  },
} as const;

export const verifyEmailBodySchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 200, description: 'The token of the emailed link' } },
} as const;

export type VerifyEmailBody = SchemaType<typeof verifyEmailBodySchema>;

export const verifyEmailMessages: FieldMessages = { token: { default: messages.verification.invalidLink } };

/** Fields of the register form that are trimmed before validation (never the password). */
export const registerTrimmedFields = ['first_name', 'last_name', 'username', 'email', 'location', 'phone_number'];

export const loginBodySchema = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: {
    // No format or length rules: a malformed email or short password is simply not a match (401).
    email: { type: 'string', minLength: 1, maxLength: L.emailMax },
    password: { type: 'string', minLength: 1, maxLength: L.passwordMax },
  },
} as const;

export type LoginBody = SchemaType<typeof loginBodySchema>;

export const loginMessages: FieldMessages = {
  email: { default: F.email.required, maxLength: F.email.invalid },
  password: { default: F.password.required, maxLength: F.password.tooLong },
};

export const loginTrimmedFields = ['email'];

export const checkUsernameQuerySchema = {
  type: 'object',
  required: ['username'],
  properties: { username: usernameSchema },
} as const;

export type CheckUsernameQuery = SchemaType<typeof checkUsernameQuerySchema>;

export const checkUsernameMessages: FieldMessages = { username: usernameMessages };

/** A suspended member's own view of their suspension (GET /users/me/suspension/). */
export const suspensionSchema = {
  type: 'object',
  required: ['reason', 'until'],
  additionalProperties: false,
  properties: {
    reason: { type: 'string', description: 'Why, as the admin wrote it' },
    until: { type: ['string', 'null'], format: 'date-time', description: 'When it ends by itself; null: when an admin lifts it' },
  },
} as const;
