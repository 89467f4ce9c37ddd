import type { FieldMessages } from '../../plugins/errors';
import type { SchemaType } from '../../lib/schemas';
import { MAX_PASSKEY_NAME, MAX_RESPONSE_FIELD } from './limits';
import { passkeyTexts as T } from './texts';

// Request and answer shapes of /users/passkeys/. The browser's answers are checked in full by
// SimpleWebAuthn; these schemas only bound their size and shape.

const encoded = { type: 'string', minLength: 1, maxLength: MAX_RESPONSE_FIELD, pattern: '^[A-Za-z0-9_=+/-]+$' } as const;
const credentialShape = {
  id: encoded,
  rawId: encoded,
  type: { type: 'string', enum: ['public-key'] },
  clientExtensionResults: { type: 'object' },
  authenticatorAttachment: { type: 'string', maxLength: 32 },
} as const;

/** What @simplewebauthn/browser's startRegistration() gives. */
const registrationResponseSchema = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response'],
  description: 'The browser’s answer to the registration options (startRegistration() of @simplewebauthn/browser)',
  properties: {
    ...credentialShape,
    response: {
      type: 'object',
      required: ['clientDataJSON', 'attestationObject'],
      properties: {
        clientDataJSON: encoded,
        attestationObject: encoded,
        authenticatorData: encoded,
        publicKey: encoded,
        publicKeyAlgorithm: { type: 'integer' },
        transports: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 32 } },
      },
    },
  },
} as const;

/** What @simplewebauthn/browser's startAuthentication() gives. */
const authenticationResponseSchema = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response'],
  description: 'The browser’s answer to the sign-in options (startAuthentication() of @simplewebauthn/browser)',
  properties: {
    ...credentialShape,
    response: {
      type: 'object',
      required: ['clientDataJSON', 'authenticatorData', 'signature'],
      properties: {
        clientDataJSON: encoded,
        authenticatorData: encoded,
        signature: encoded,
        userHandle: { type: 'string', maxLength: MAX_RESPONSE_FIELD },
      },
    },
  },
} as const;

export const addPasskeyBodySchema = {
  type: 'object',
  required: ['response'],
  additionalProperties: false,
  properties: {
    response: registrationResponseSchema,
    name: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_PASSKEY_NAME,
      description: 'What to call it on Profile; by default the device and browser it was made on',
    },
  },
} as const;
export type AddPasskeyBody = SchemaType<typeof addPasskeyBodySchema>;

export const signInBodySchema = {
  type: 'object',
  required: ['response'],
  additionalProperties: false,
  properties: { response: authenticationResponseSchema },
} as const;
export type SignInBody = SchemaType<typeof signInBodySchema>;

export const addPasskeyMessages: FieldMessages = {
  response: { default: T.responseInvalid },
  name: { default: T.nameInvalid(MAX_PASSKEY_NAME) },
};
export const signInMessages: FieldMessages = { response: { default: T.responseInvalid } };

export const passkeySchema = {
  type: 'object',
  required: ['id', 'name', 'created_at', 'last_used_at', 'synced'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: ['string', 'null'], format: 'date-time', description: 'When it last signed in; null: never yet' },
    synced: { type: 'boolean', description: 'Whether it is synced between the member’s devices (a password manager, a cloud keychain)' },
  },
} as const;
export type PasskeyView = SchemaType<typeof passkeySchema>;

export const passkeyListSchema = {
  type: 'object',
  required: ['results'],
  additionalProperties: false,
  properties: { results: { type: 'array', items: passkeySchema } },
} as const;

export const passkeyIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 } },
} as const;
export type PasskeyIdParams = SchemaType<typeof passkeyIdParamsSchema>;

/** WebAuthn options as the browser takes them (PublicKeyCredentialCreationOptionsJSON / …RequestOptionsJSON). */
export const ceremonyOptionsSchema = {
  type: 'object',
  required: ['challenge'],
  additionalProperties: true,
  description: 'Pass as `optionsJSON` to startRegistration() / startAuthentication() of @simplewebauthn/browser',
  properties: { challenge: { type: 'string' }, rpId: { type: 'string' }, timeout: { type: 'integer' } },
} as const;
