import { BOOK_CATEGORIES, BOOK_LIMITS } from '../../limits';
import type { SchemaType } from '../../lib/schemas';
import type { FieldMessages } from '../../plugins/errors';
import { bookFieldTexts } from '../books';
import { bookLookupTexts } from './texts';

// GET /books/lookup/ (issue 40): what BookNook knows of an edition, to fill a new listing's form.

export const lookupQuerySchema = {
  type: 'object',
  required: ['isbn'],
  properties: {
    isbn: {
      type: 'string',
      minLength: 1,
      maxLength: BOOK_LIMITS.isbnTextMax,
      description: 'ISBN-10 or ISBN-13, hyphens and spaces allowed',
    },
  },
} as const;

export type LookupQuery = SchemaType<typeof lookupQuerySchema>;

export const lookupQueryMessages: FieldMessages = {
  isbn: { required: bookLookupTexts.isbnRequired, minLength: bookLookupTexts.isbnRequired, default: bookFieldTexts.isbn.invalid },
};

export const lookupCoverSchema = {
  type: ['object', 'null'],
  required: ['key', 'url', 'width', 'height'],
  description:
    'The cover of the listing the answer came from, to offer as the first photo: to keep it, send key as book_image (and first of images) ' +
    'with this isbn to POST /books/create/, which copies it into the new listing (it stays when the earlier listing goes). ' +
    'null when the answer came from the external catalogue (BookNook fetches no images from elsewhere)',
  properties: {
    key: { type: 'string', description: 'The photo’s key' },
    url: { type: 'string', description: 'A JPEG of it about 480 px wide, to show' },
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
  },
} as const;

export const lookupSchema = {
  type: 'object',
  required: ['isbn', 'name', 'author', 'publication', 'edition', 'category', 'cover', 'source'],
  properties: {
    isbn: { type: 'string', description: 'ISBN-13, digits only' },
    name: { type: 'string' },
    author: { type: ['string', 'null'] },
    publication: { type: ['string', 'null'] },
    edition: { type: ['integer', 'null'] },
    category: { type: ['string', 'null'], enum: [...BOOK_CATEGORIES, null], description: 'null when the catalogue cannot say' },
    cover: lookupCoverSchema,
    source: {
      type: 'string',
      enum: ['booknook', 'catalogue'],
      description: 'booknook: the most recent accepted listing of this ISBN; catalogue: the external catalogue (BOOK_LOOKUP_URL)',
    },
  },
} as const;

export type Lookup = SchemaType<typeof lookupSchema>;
