import { BOOK_LIMITS as L } from '../../limits';
import { idSchema, type SchemaType } from '../../lib/schemas';
import type { FieldMessages } from '../../plugins/errors';
import { imageKeysSchema } from './image-schemas';
import { bookTexts, bookFieldTexts } from './texts';
import { BOOK_CHOICE_NAMES, CHOICES_REQUIRED_ON_CREATE, choiceCreateProperties, choiceMessages, choiceProperties } from './choice-fields';

// Request bodies that write a book (list, edit, mark as sold) and their validation messages.

const F = bookFieldTexts;

const priceSchema = { type: 'number', minimum: 0, maximum: L.priceMax } as const;
const nameSchema = { type: 'string', minLength: 1, maxLength: L.nameMax } as const;
/** Empty (or only spaces) counts as no author. */
const authorSchema = { type: ['string', 'null'], maxLength: L.authorMax } as const;
/** Optional; empty or null is none. Normalised to 13 digits (./isbn.ts); a wrong check digit is a 400 naming it. */
const isbnSchema = {
  type: ['string', 'null'],
  maxLength: L.isbnTextMax,
  description: 'ISBN-10 or ISBN-13, hyphens and spaces allowed; stored as the 13 digits. Changing it sends the book back to review',
} as const;

export const createBookBodySchema = {
  type: 'object',
  required: ['name', ...CHOICES_REQUIRED_ON_CREATE, 'description', 'price', 'book_image'],
  properties: {
    name: nameSchema,
    ...choiceCreateProperties,
    author: authorSchema,
    isbn: isbnSchema,
    publication: { type: ['string', 'null'], maxLength: L.publicationMax },
    edition: { type: ['integer', 'null'], minimum: 1, maximum: L.editionMax },
    is_school_book: { type: 'boolean', default: false },
    is_college_book: { type: 'boolean', default: false },
    is_bachlore_book: { type: 'boolean', default: false },
    grade: { type: ['integer', 'null'], minimum: L.gradeMin, maximum: L.gradeMax },
    description: { type: 'string', minLength: 1, maxLength: L.descriptionMax },
    price: priceSchema,
    book_image: { type: 'string', minLength: 1, maxLength: L.imageKeyMax, description: 'The key of an upload grant: the cover' },
    images: {
      ...imageKeysSchema,
      description:
        'Optional: every photo in order, as upload keys (1 to 8, each once), starting with book_image. Without it the book has one photo, book_image. ' +
        'A cover offered by GET /books/lookup/ (its cover.key) may stand first, with the same isbn: it is copied into this book',
    },
    latitude: { type: ['number', 'null'], minimum: -90, maximum: 90 },
    longitude: { type: ['number', 'null'], minimum: -180, maximum: 180 },
  },
} as const;

export type CreateBookBody = SchemaType<typeof createBookBodySchema>;

const bookFieldMessages: FieldMessages = {
  name: { required: F.name.required, minLength: F.name.required, default: F.name.invalid },
  ...choiceMessages(BOOK_CHOICE_NAMES, { create: true }),
  publication: { default: F.publication.invalid },
  isbn: { default: F.isbn.invalid },
  edition: { minimum: F.edition.tooSmall, default: F.edition.invalid },
  is_school_book: { default: F.bookType.flag },
  is_college_book: { default: F.bookType.flag },
  is_bachlore_book: { default: F.bookType.flag },
  grade: { minimum: F.grade.tooSmall, maximum: F.grade.tooLarge, default: F.grade.invalid },
  description: { required: F.description.required, minLength: F.description.required, default: F.description.invalid },
  price: { required: F.price.required, minimum: F.price.negative, maximum: F.price.tooLarge, default: F.price.invalid },
  book_image: { required: F.bookImage.required, minLength: F.bookImage.required, default: F.bookImage.invalid },
  images: { minItems: F.images.empty, maxItems: F.images.tooMany, uniqueItems: F.images.duplicate, default: F.images.invalid },
  latitude: { default: F.latitude.invalid },
  longitude: { default: F.longitude.invalid },
};

export const createBookMessages = bookFieldMessages;

export const createdBookSchema = {
  type: 'object',
  required: ['detail', 'id'],
  properties: { detail: { type: 'string' }, id: { type: 'integer' } },
} as const;

export const updateBookBodySchema = {
  type: 'object',
  properties: {
    name: nameSchema,
    author: authorSchema,
    isbn: isbnSchema,
    ...choiceProperties,
    price: priceSchema,
    images: {
      ...imageKeysSchema,
      description:
        'Every photo in the new order, as upload keys: those of this book to keep and new uploads of yours; the first becomes the cover. ' +
        'Photos left out are deleted. A new photo sends the book back to review; reordering or removing does not',
    },
  },
} as const;

export type UpdateBookBody = SchemaType<typeof updateBookBodySchema>;

export const updateBookMessages = bookFieldMessages;

/** Fields trimmed before validation. */
export const bookTrimmedFields = ['name', 'author', 'isbn', 'publication', 'description', 'book_image'];

/** Mark as sold: optionally, the conversation whose buyer the book went to (for a later rating feature). */
export const markSoldBodySchema = {
  type: ['object', 'null'],
  properties: {
    sold_to_conversation_id: { ...idSchema, description: "One of the seller's conversations about this book: its buyer is recorded" },
  },
} as const;

export type MarkSoldBody = SchemaType<typeof markSoldBodySchema>;

export const markSoldMessages: FieldMessages = {
  sold_to_conversation_id: { default: bookTexts.soldToInvalid },
};
