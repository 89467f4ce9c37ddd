import { idSchema, type SchemaType } from '../../lib/schemas';
import { messages } from '../../texts';
import type { FieldMessages } from '../../plugins/errors';
import { bookItemSchema } from '../books';

export const bookmarkBodySchema = {
  type: 'object',
  required: ['book_id'],
  properties: { book_id: idSchema },
} as const;

export type BookmarkBody = SchemaType<typeof bookmarkBodySchema>;

export const bookmarkMessages: FieldMessages = {
  book_id: { default: messages.bookmarks.bookIdInvalid },
};

export const bookmarkListSchema = {
  type: 'object',
  required: ['bookmark_item'],
  properties: {
    bookmark_item: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'book'],
        properties: { id: { type: 'integer' }, book: bookItemSchema },
      },
    },
  },
} as const;
