import type { FieldMessages } from '../../plugins/errors';
import type { SchemaType } from '../../lib/schemas';
import { MAX_ENDPOINT_LENGTH, MAX_KEY_LENGTH } from './limits';
import { pushTexts as T } from './texts';

// Request and answer shapes of /push/. A subscription is what the browser's PushSubscription.toJSON() gives.

const base64url = { type: 'string', minLength: 1, maxLength: MAX_KEY_LENGTH, pattern: '^[A-Za-z0-9_-]+={0,2}$' } as const;
const endpoint = { type: 'string', minLength: 1, maxLength: MAX_ENDPOINT_LENGTH } as const;

export const subscribeBodySchema = {
  type: 'object',
  required: ['endpoint', 'keys'],
  properties: {
    endpoint,
    keys: {
      type: 'object',
      required: ['p256dh', 'auth'],
      properties: { p256dh: base64url, auth: base64url },
    },
    expirationTime: { type: ['number', 'null'], description: 'As the browser gives it; not used' },
  },
} as const;
export type SubscribeBody = SchemaType<typeof subscribeBodySchema>;

export const unsubscribeBodySchema = {
  type: 'object',
  required: ['endpoint'],
  properties: { endpoint },
} as const;
export type UnsubscribeBody = SchemaType<typeof unsubscribeBodySchema>;

export const subscribeMessages: FieldMessages = { endpoint: { default: T.endpointInvalid }, keys: { default: T.keysInvalid } };
export const unsubscribeMessages: FieldMessages = { endpoint: { default: T.endpointInvalid } };

export const publicKeySchema = {
  type: 'object',
  required: ['key'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', description: 'The site’s VAPID public key, base64url: `applicationServerKey` for PushManager.subscribe()' },
  },
} as const;

export const subscriptionSchema = {
  type: 'object',
  required: ['endpoint'],
  additionalProperties: false,
  properties: { endpoint: { type: 'string' } },
} as const;
