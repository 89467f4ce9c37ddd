import { PAGE_LIMITS } from '../../limits';
import type { FieldMessages } from '../../plugins/errors';
import { bookDetailSchema, bookOwnerSchema, bookQueryTexts } from '../books';
import { MODERATION_QUEUES } from './queues';
import { propertyNames, type SchemaType } from '../../lib/schemas';
import { REJECTION_REASON_MAX } from './limits';
import { moderationTexts } from './texts';

/** Moderators see how to reach every owner. */
const ownerWithContactSchema = {
  type: 'object',
  required: [...bookOwnerSchema.required, 'email', 'phone_number', 'hide_phone_number'],
  properties: {
    ...bookOwnerSchema.properties,
    email: { type: 'string' },
    phone_number: { type: 'string' },
    hide_phone_number: { type: 'boolean' },
  },
} as const;

export const moderationBookSchema = {
  type: 'object',
  required: [...bookDetailSchema.required, 'rejection_reason', 'report_count', 'version'],
  properties: {
    ...bookDetailSchema.properties,
    user: ownerWithContactSchema,
    rejection_reason: { type: ['string', 'null'] },
    report_count: { type: 'integer' },
    version: { type: 'integer', description: 'Changes with every change to the book; accept and reject send the one reviewed' },
  },
} as const;

/** A book as a moderator sees it: every field, the owner with contact details, the rejection reason, reports, version. */
export type ModerationBook = SchemaType<typeof moderationBookSchema>;

export const moderationQuerySchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: propertyNames(MODERATION_QUEUES), default: 'unreviewed' },
    limit: { type: 'integer', minimum: 1, maximum: PAGE_LIMITS.maxLimit, default: 10 },
    offset: { type: 'integer', minimum: 0, maximum: PAGE_LIMITS.maxOffset, default: 0 },
  },
} as const;

export type ModerationQuery = SchemaType<typeof moderationQuerySchema>;

export const moderationQueryMessages: FieldMessages = {
  status: { default: moderationTexts.statusInvalid },
  limit: { default: bookQueryTexts.limit },
  offset: { default: bookQueryTexts.offset },
};

const versionSchema = {
  type: 'integer',
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'The version of the book the moderator reviewed (from the moderation list); 409 if it has changed since',
} as const;

const versionMessages = { default: moderationTexts.versionRequired };

/** Accept: the version reviewed. */
export const acceptBodySchema = {
  type: 'object',
  required: ['version'],
  properties: { version: versionSchema },
} as const;

/** Disable and enable act on reports about a listed book; the version is checked when sent. */
export const optionalVersionBodySchema = {
  type: ['object', 'null'],
  properties: { version: versionSchema },
} as const;

export type VersionBody = SchemaType<typeof optionalVersionBodySchema>;

export const versionBodyMessages: FieldMessages = { version: versionMessages };

export const rejectBodySchema = {
  type: 'object',
  required: ['reason', 'version'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: REJECTION_REASON_MAX }, version: versionSchema },
} as const;

export type RejectBody = SchemaType<typeof rejectBodySchema>;

export const rejectMessages: FieldMessages = {
  reason: {
    required: moderationTexts.reasonRequired,
    minLength: moderationTexts.reasonRequired,
    default: moderationTexts.reasonInvalid,
  },
  version: versionMessages,
};

export const bookReportsSchema = {
  type: 'object',
  required: ['items', 'count'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'reason', 'reporter', 'date_created'],
        properties: {
          id: { type: 'integer' },
          reason: { type: 'string' },
          reporter: { type: 'string', description: 'Username of the member who reported' },
          date_created: { type: 'string', format: 'date-time' },
        },
      },
    },
    count: { type: 'integer' },
  },
} as const;
