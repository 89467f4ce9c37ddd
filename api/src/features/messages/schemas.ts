import { idSchema, propertyNames, type SchemaType } from '../../lib/schemas';
import { MAX_ID, MESSAGE_LIMITS, REPORT_REASON_MAX } from '../../limits';
import { messages } from '../../texts';
import type { FieldMessages } from '../../plugins/errors';
import { imageVariantsSchema } from '../books';
import { conversationTexts } from './texts';
import { handoverSchema, offerSchema } from './deal-rows';

// The conversations API (docs/architecture.md §11): request and response shapes, from which the
// OpenAPI document and the front end's types are generated.

export const BOOK_STATES = ['available', 'reserved', 'sold', 'unlisted', 'deleted'] as const;
export type BookState = (typeof BOOK_STATES)[number];

const memberProperties = {
  username: { type: 'string' },
  first_name: { type: 'string' },
  last_name: { type: 'string' },
} as const;

/** The other member of a conversation; null once they have left BookNook (a former member). */
const otherMemberSchema = {
  anyOf: [{ type: 'object', required: propertyNames(memberProperties), properties: memberProperties }, { type: 'null' }],
} as const;

const bookSummaryProperties = {
  id: { anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'null once the seller deleted the book' },
  name: { type: 'string' },
  price: { type: 'number' },
  status: {
    type: 'string',
    enum: BOOK_STATES,
    description:
      'available; reserved (listed, held for one buyer: this one when the conversation’s reserved_here); sold; unlisted (disabled, or otherwise no longer shown); deleted by its seller',
  },
  book_image: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'null once the book is deleted' },
  book_image_variants: imageVariantsSchema,
} as const;

const bookSummarySchema = {
  type: 'object',
  required: propertyNames(bookSummaryProperties),
  properties: bookSummaryProperties,
} as const;

const messageProperties = {
  id: { type: 'integer' },
  conversation_id: { type: 'integer' },
  body: { type: 'string', description: 'Plain text: never render it as HTML' },
  from_me: { type: 'boolean', description: 'Written by the caller (for a moderator: by the buyer)' },
  created_at: { type: 'string', format: 'date-time' },
} as const;

/**
 * What a message carries besides its text (issue 37). Always sent; not in `required` only so that clients' older
 * fixtures still type-check.
 */
const messageDealProperties = {
  kind: { type: 'string', enum: ['text', 'offer'], description: 'offer: the message is an offer (its body is the same in words)' },
  offer: { anyOf: [offerSchema, { type: 'null' }], description: 'The offer as it is now (its state moves on when answered)' },
} as const;

export const messageSchema = {
  type: 'object',
  required: propertyNames(messageProperties),
  properties: { ...messageProperties, ...messageDealProperties },
} as const;

export type Message = SchemaType<typeof messageSchema>;

const conversationProperties = {
  id: { type: 'integer' },
  role: { type: 'string', enum: ['buyer', 'seller', 'moderator'], description: "The caller's side of the conversation" },
  book: bookSummarySchema,
  other_member: otherMemberSchema,
  last_message: { anyOf: [messageSchema, { type: 'null' }] },
  unread_count: { type: 'integer', description: 'Messages from the other member the caller has not read' },
  other_read_id: { type: 'integer', description: 'The other member has read every message up to this id (seen marks)' },
  blocked_by_me: { type: 'boolean' },
  blocked_by_them: { type: 'boolean' },
  other_suspended: { type: 'boolean', description: 'The other member is suspended by an admin' },
  can_send: { type: 'boolean', description: 'false when either member blocked the other or the other member left' },
  reported_by_me: { type: 'boolean' },
  created_at: { type: 'string', format: 'date-time' },
} as const;

/** The deal in the conversation (issue 37): always sent, and required. */
const conversationDealProperties = {
  reserved_here: { type: 'boolean', description: "The book is reserved for this conversation's buyer" },
  offer: { anyOf: [offerSchema, { type: 'null' }], description: 'The latest offer, open or answered' },
  handover: {
    anyOf: [handoverSchema, { type: 'null' }],
    description: 'The hand-over being arranged (proposed or accepted), else the latest one done',
  },
} as const;

export const conversationSchema = {
  type: 'object',
  required: [...propertyNames(conversationProperties), ...propertyNames(conversationDealProperties)],
  properties: { ...conversationProperties, ...conversationDealProperties },
} as const;

export type Conversation = SchemaType<typeof conversationSchema>;

export const conversationListSchema = {
  type: 'object',
  required: ['results', 'has_more'],
  properties: {
    results: { type: 'array', items: conversationSchema },
    has_more: { type: 'boolean', description: 'Older conversations follow: ask again with before=<last id of results>' },
  },
} as const;

export const conversationListQuerySchema = {
  type: 'object',
  properties: {
    before: { ...idSchema, description: 'Only conversations whose last message is older than this message id' },
    limit: { type: 'integer', minimum: 1, maximum: MESSAGE_LIMITS.inboxPageMax, default: MESSAGE_LIMITS.inboxPageDefault },
    book_id: { ...idSchema, description: "Only the caller's conversations about this book (a seller choosing whom they sold it to)" },
  },
  additionalProperties: false,
} as const;

export type ConversationListQuery = SchemaType<typeof conversationListQuerySchema>;

export const messagePageSchema = {
  type: 'object',
  required: ['results', 'has_more'],
  properties: {
    results: { type: 'array', items: messageSchema, description: 'Oldest first' },
    has_more: { type: 'boolean', description: 'Older messages follow: ask again with before=<first id of results>' },
  },
} as const;

export const messagePageQuerySchema = {
  type: 'object',
  properties: {
    before: { ...idSchema, description: 'Only messages older than this id (paging upward)' },
    limit: { type: 'integer', minimum: 1, maximum: MESSAGE_LIMITS.pageMax, default: MESSAGE_LIMITS.pageDefault },
  },
  additionalProperties: false,
} as const;

export type MessagePageQuery = SchemaType<typeof messagePageQuerySchema>;

export const pagingMessages: FieldMessages = {
  before: { default: conversationTexts.beforeInvalid },
  book_id: { default: messages.bookmarks.bookIdInvalid },
};

export const conversationIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export type ConversationIdParams = SchemaType<typeof conversationIdParamsSchema>;

export const startConversationBodySchema = {
  type: 'object',
  required: ['book_id'],
  properties: { book_id: idSchema },
} as const;

export type StartConversationBody = SchemaType<typeof startConversationBodySchema>;

export const startConversationMessages: FieldMessages = {
  book_id: { default: messages.bookmarks.bookIdInvalid },
};

export const sendMessageBodySchema = {
  type: 'object',
  required: ['body'],
  properties: { body: { type: 'string', minLength: 1, maxLength: MESSAGE_LIMITS.bodyMax } },
} as const;

export type SendMessageBody = SchemaType<typeof sendMessageBodySchema>;

export const sendMessageMessages: FieldMessages = {
  body: {
    required: conversationTexts.bodyRequired,
    minLength: conversationTexts.bodyRequired,
    maxLength: conversationTexts.bodyTooLong,
    default: conversationTexts.bodyRequired,
  },
};

export const readBodySchema = {
  type: 'object',
  required: ['last_read_id'],
  properties: { last_read_id: { type: 'integer', minimum: 0, maximum: MAX_ID } },
} as const;

export type ReadBody = SchemaType<typeof readBodySchema>;

export const readMessages: FieldMessages = {
  last_read_id: { default: conversationTexts.readInvalid },
};

export const unreadSchema = {
  type: 'object',
  required: ['unread_conversations'],
  properties: {
    unread_conversations: { type: 'integer', description: 'Conversations with messages the caller has not read' },
  },
} as const;

export const reportConversationBodySchema = {
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: REPORT_REASON_MAX } },
} as const;

export type ReportConversationBody = SchemaType<typeof reportConversationBodySchema>;

export const reportConversationMessages: FieldMessages = {
  reason: {
    required: messages.reports.reasonRequired,
    minLength: messages.reports.reasonRequired,
    default: messages.reports.reasonInvalid,
  },
};

const conversationReportProperties = {
  reason: { type: 'string' },
  created_at: { type: 'string', format: 'date-time' },
  reporter: { type: 'string', enum: ['buyer', 'seller'], description: 'Which side reported' },
} as const;

const reportedConversationProperties = {
  conversation: conversationSchema,
  buyer: otherMemberSchema,
  seller: otherMemberSchema,
  reports: {
    type: 'array',
    items: { type: 'object', required: propertyNames(conversationReportProperties), properties: conversationReportProperties },
  },
  messages: { type: 'array', items: messageSchema, description: 'The newest 200, oldest first; from_me means from the buyer' },
} as const;

export const reportedConversationListSchema = {
  type: 'object',
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: { type: 'object', required: propertyNames(reportedConversationProperties), properties: reportedConversationProperties },
    },
  },
} as const;

export type ReportedConversation = SchemaType<typeof reportedConversationListSchema>['results'][number];

export const eventsQuerySchema = {
  type: 'object',
  properties: {
    last_event_id: { type: 'string', pattern: '^[0-9]{1,15}$', description: 'For clients that cannot send the Last-Event-ID header' },
  },
  additionalProperties: false,
} as const;

export type EventsQuery = SchemaType<typeof eventsQuerySchema>;
