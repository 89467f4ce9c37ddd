import { REJECTION_REASON_MAX, PAGE_LIMITS } from '../../limits';
import { messages } from '../../messages';
import type { FieldMessages } from '../../plugins/errors';
import { bookDetailSchema } from '../books/schemas';
import { MODERATION_QUEUES, type ModerationQueueName } from '../books/service';

export const moderationBookSchema = {
  type: 'object',
  required: [...bookDetailSchema.required, 'rejection_reason', 'report_count'],
  properties: {
    ...bookDetailSchema.properties,
    rejection_reason: { type: ['string', 'null'] },
    report_count: { type: 'integer' },
  },
} as const;

export const moderationQuerySchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: Object.keys(MODERATION_QUEUES), default: 'unreviewed' },
    limit: { type: 'integer', minimum: 1, maximum: PAGE_LIMITS.maxLimit, default: 10 },
    offset: { type: 'integer', minimum: 0, maximum: PAGE_LIMITS.maxOffset, default: 0 },
  },
} as const;

export interface ModerationQuery {
  status: ModerationQueueName;
  limit: number;
  offset: number;
}

export const moderationQueryMessages: FieldMessages = {
  status: { default: messages.moderation.statusInvalid },
  limit: { default: messages.booksQuery.limit },
  offset: { default: messages.booksQuery.offset },
};

export const rejectBodySchema = {
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: REJECTION_REASON_MAX } },
} as const;

export interface RejectBody {
  reason: string;
}

export const rejectMessages: FieldMessages = {
  reason: {
    required: messages.moderation.reasonRequired,
    minLength: messages.moderation.reasonRequired,
    default: messages.moderation.reasonInvalid,
  },
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
