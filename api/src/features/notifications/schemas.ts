import { idSchema, type SchemaType } from '../../lib/schemas';
import type { FieldMessages } from '../../plugins/errors';
import { notificationTexts } from './texts';
import { NOTIFICATION_LIMITS as L } from './limits';

// The bell's list (issue 25): what happened to a member's wanted books, listings and bookmarks.

export const NOTIFICATION_KINDS = [
  'wanted_listed',
  'book_accepted',
  'book_rejected',
  'bookmark_sold',
  'bookmark_price_drop',
  'listing_expiring',
  'listing_expired',
  'handovers',
  'book_available_again',
  'reserved_book_deleted',
] as const;

export const notificationSchema = {
  type: 'object',
  required: ['id', 'kind', 'created_at', 'read', 'book', 'details'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: NOTIFICATION_KINDS },
    created_at: { type: 'string', format: 'date-time' },
    read: { type: 'boolean' },
    book: {
      type: ['object', 'null'],
      description: 'The book it is about (null once the book is gone)',
      required: ['id', 'name', 'price', 'book_image'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        price: { type: 'number' },
        book_image: { type: 'string' },
      },
    },
    details: {
      type: 'object',
      description:
        'rejection: {reason}; price drop: {old_price, new_price}; expiry: {expires_at}; wanted: {search, near, isbn?}; ' +
        'hand-over reminder: {conversation_id, handover_id, at, place}; available again: {conversation_id}; ' +
        'reserved book deleted: {conversation_id, book_name}',
      properties: {
        reason: { type: 'string' },
        old_price: { type: 'number' },
        new_price: { type: 'number' },
        expires_at: { type: 'string' },
        search: { type: 'string', description: 'Wanted: the saved search’s text (empty for a search by ISBN alone)' },
        isbn: {
          type: 'string',
          description: 'Wanted, when the saved search awaits an edition: its ISBN-13 as printed, with hyphens (issue 40)',
        },
        near: { type: 'boolean', description: 'Wanted: the saved search has a place, so the book is near the member' },
        conversation_id: { type: 'integer', description: 'The deal’s notices: the conversation they lead to' },
        handover_id: { type: 'integer' },
        at: { type: 'string', format: 'date-time', description: 'Hand-over reminder: when they meet' },
        place: { type: 'string', description: 'Hand-over reminder: where they meet' },
        book_name: { type: 'string', description: 'Reserved book deleted: its name (the book itself is gone)' },
      },
    },
  },
} as const;

export type NotificationItem = SchemaType<typeof notificationSchema>;

export const notificationListSchema = {
  type: 'object',
  required: ['results', 'has_more', 'unread'],
  properties: {
    results: { type: 'array', items: notificationSchema },
    has_more: { type: 'boolean' },
    unread: { type: 'integer', description: 'Unread notifications in all (the bell’s count)' },
  },
} as const;

export const notificationListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    before: { ...idSchema, description: 'Older than this notification (the last one of the previous page)' },
    limit: { type: 'integer', minimum: 1, maximum: L.pageMax, default: L.pageDefault },
  },
} as const;

export type NotificationListQuery = SchemaType<typeof notificationListQuerySchema>;

export const notificationListMessages: FieldMessages = {
  before: { default: notificationTexts.beforeInvalid },
  limit: { default: notificationTexts.limitInvalid },
};

export const unreadNotificationsSchema = {
  type: 'object',
  required: ['unread'],
  properties: { unread: { type: 'integer' } },
} as const;

export const markReadBodySchema = {
  type: 'object',
  required: ['up_to_id'],
  additionalProperties: false,
  properties: { up_to_id: { ...idSchema, description: 'Every notification up to this one (the newest seen) is read' } },
} as const;

export type MarkReadBody = SchemaType<typeof markReadBodySchema>;

export const markReadMessages: FieldMessages = { up_to_id: { default: notificationTexts.upToInvalid } };
