import { BOOK_LIMITS as L, PAGE_LIMITS } from '../../limits';
import { idSchema, propertyNames, type SchemaType } from '../../lib/schemas';
import { messages } from '../../texts';
import type { FieldMessages } from '../../plugins/errors';
import { bookImagesSchema, imageVariantsSchema } from './image-schemas';
import { bookFieldTexts, bookQueryTexts } from './texts';
import { BROWSE_RADIUS_KM } from './limits';
import { LISTING_STATUSES } from './book-rows';
import { BROWSE_CHOICE_NAMES, choiceMessages, choiceProperties, choiceQueryProperties } from './choice-fields';

// Request/response shapes of the books slice (docs/architecture.md §4): the single source for validation,
// serialisation (a response never carries a field that is not listed here) and OpenAPI.

const F = bookFieldTexts;

const Q = bookQueryTexts;

export const bookItemProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  book_image: {
    type: 'string',
    description: 'URL of the cover image: a JPEG variant about 480 px wide (the first at least that wide, else the widest)',
  },
  book_image_variants: imageVariantsSchema,
  ...choiceProperties,
  price: { type: 'number' },
  author: { type: ['string', 'null'], description: 'Optional: who wrote the book' },
  isbn: { type: ['string', 'null'], description: 'The edition’s ISBN-13, 13 digits without hyphens (issue 40); null when none was given' },
  publication: { type: ['string', 'null'] },
  edition: { type: ['integer', 'null'] },
  is_school_book: { type: 'boolean' },
  is_college_book: { type: 'boolean' },
  is_bachlore_book: { type: 'boolean' },
  grade: { type: ['integer', 'null'] },
  is_sold: { type: 'boolean' },
  is_bookmarked: { type: ['boolean', 'null'], description: 'Whether the caller bookmarked the book; null for a guest' },
  distance: { type: 'string', description: 'Metres with an "m" suffix ("1523.40 m"), or "None"' },
  owner_first_name: { type: 'string' },
  owner_last_name: { type: 'string' },
  owner_location: { type: 'string' },
} as const;

/**
 * Sent with every book (a list item, a page, My Books): required in lists and My Books (every list reads it in
 * LIST_ITEM_COLUMNS); not yet on the book page, whose schema the moderators' view extends.
 */
const listingStatusProperty = {
  status: {
    type: 'string',
    enum: LISTING_STATUSES,
    description: 'available; reserved (still listed, held for one buyer: issue 37); sold; unlisted (not shown in Browse)',
  },
} as const;

export const bookItemSchema = {
  type: 'object',
  required: [...propertyNames(bookItemProperties), 'status'],
  properties: { ...bookItemProperties, ...listingStatusProperty },
} as const;

const statusProperties = {
  is_reviewed: { type: 'boolean' },
  is_accepted: { type: 'boolean' },
  is_rejected: { type: 'boolean' },
  is_disabled: { type: 'boolean' },
  is_expired: { type: 'boolean', description: 'The listing has ended (its lifetime passed): not listed; its owner may renew it' },
  expires_at: { type: ['string', 'null'], format: 'date-time', description: 'When the listing ends (null until it is first accepted)' },
} as const;

/** An item of My Books: the list item plus its review state and, when rejected, the moderator's reason. */
export const myBookItemSchema = {
  type: 'object',
  required: [
    ...propertyNames(bookItemProperties),
    'status',
    ...propertyNames(statusProperties),
    'description',
    'date_created',
    'rejection_reason',
    'images',
  ],
  properties: {
    ...bookItemProperties,
    ...listingStatusProperty,
    ...statusProperties,
    description: { type: 'string' },
    date_created: { type: 'string', format: 'date-time' },
    rejection_reason: { type: ['string', 'null'] },
    images: bookImagesSchema,
  },
} as const;

/** The seller as a book page shows them to anyone: no phone number or email (see sellerContactSchema). */
export const bookOwnerSchema = {
  type: 'object',
  required: ['first_name', 'last_name', 'username', 'location'],
  properties: {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    username: { type: 'string' },
    location: { type: 'string', description: 'The area the seller gave (free text), never a position' },
    email: {
      type: 'string',
      description:
        'For a signed-in member with a confirmed address, counted against their contact budget like GET /books/{id}/contact/ (absent for guests, when the budget is spent, or with with_contact=false)',
    },
    phone_number: { type: ['string', 'null'], description: 'As email; null when the seller hides it' },
  },
} as const;

/** GET /books/{id}/contact/: how to reach the seller, for signed-in members. */
export const sellerContactSchema = {
  type: 'object',
  required: ['email', 'phone_number', 'phone_number_hidden'],
  properties: {
    email: { type: 'string' },
    phone_number: {
      type: ['string', 'null'],
      description: 'null when the seller hides it from members (the seller and moderators still see it)',
    },
    phone_number_hidden: { type: 'boolean', description: 'The seller keeps the phone number from members' },
  },
} as const;

/** GET /books/{id}/?with_contact=false: the page without the seller's contacts (nothing counted). */
export const bookDetailQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    with_contact: { type: 'boolean', default: true, description: 'Include the seller’s contacts when the caller may see them' },
  },
} as const;

export type BookDetailQuery = SchemaType<typeof bookDetailQuerySchema>;

export const bookDetailQueryMessages: FieldMessages = { with_contact: { default: bookQueryTexts.flag } };

export const bookDetailSchema = {
  type: 'object',
  required: [...propertyNames(bookItemProperties), ...propertyNames(statusProperties), 'description', 'date_created', 'user', 'images'],
  properties: {
    ...bookItemProperties,
    ...listingStatusProperty,
    ...statusProperties,
    description: { type: 'string' },
    date_created: { type: 'string', format: 'date-time' },
    user: bookOwnerSchema,
    images: bookImagesSchema,
  },
} as const;

export type BookItem = SchemaType<typeof bookItemSchema>;
export type ImageVariant = BookItem['book_image_variants'][number];
export type MyBookItem = SchemaType<typeof myBookItemSchema>;
export type BookOwner = SchemaType<typeof bookOwnerSchema>;
export type BookDetail = SchemaType<typeof bookDetailSchema>;
export type SellerContact = SchemaType<typeof sellerContactSchema>;

/** GET /books/: the page, has_more, and the capped count unless with_count=false. */
export function browseListSchema<T extends object>(item: T) {
  return {
    type: 'object',
    required: ['items', 'has_more'],
    properties: {
      items: { type: 'array', items: item },
      count: { type: 'integer', description: 'Matches, at most 1000; absent with with_count=false' },
      has_more: { type: 'boolean', description: 'More books follow this page (within the 1000 a list shows)' },
    },
  } as const;
}

export function listSchema<T extends object>(item: T) {
  return {
    type: 'object',
    required: ['items', 'count'],
    properties: { items: { type: 'array', items: item }, count: { type: 'integer' } },
  } as const;
}

const limitSchema = { type: 'integer', minimum: 1, maximum: PAGE_LIMITS.maxLimit, default: PAGE_LIMITS.defaultLimit } as const;
const offsetSchema = { type: 'integer', minimum: 0, maximum: PAGE_LIMITS.maxOffset, default: 0 } as const;

export const BOOK_ORDERINGS = ['price', '-price', 'distance', '-created'] as const;
export type BookOrdering = (typeof BOOK_ORDERINGS)[number];

export const browseQuerySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: L.searchTextMax, description: 'Search title, publication and description (typo-tolerant)' },
    ...choiceQueryProperties,
    isbn: {
      type: 'string',
      maxLength: L.isbnTextMax,
      description:
        'The copies of one edition: an ISBN-10 or ISBN-13, hyphens and spaces allowed (400 when it is not a valid ISBN). ' +
        'name= recognises an ISBN too (10 or 13 digits, nothing else) and then searches by it rather than by words',
    },
    exclude_id: { ...idSchema, description: 'Leave this book out (a book page’s "more copies nearby")' },
    near_book: {
      ...idSchema,
      description:
        'Measure distance and radius from this listed book’s shown point instead of latitude/longitude (for a visitor with no point of their own)',
    },
    publication: { type: 'string', maxLength: L.publicationMax, description: 'Publication contains (case-insensitive)' },
    edition: { type: 'integer', minimum: 1, maximum: L.editionMax },
    is_school_book: { type: 'boolean' },
    is_college_book: { type: 'boolean' },
    is_bachlore_book: { type: 'boolean' },
    grade: { type: 'integer', minimum: L.gradeMin, maximum: L.gradeMax },
    price_min: { type: 'number', minimum: 0, maximum: L.priceMax, description: 'Only books at this price or more' },
    price_max: { type: 'number', minimum: 0, maximum: L.priceMax, description: 'Only books at this price or less (at least price_min)' },
    hide_reserved: { type: 'boolean', description: 'true: leave out books reserved for a buyer; false: no filter' },
    free: { type: 'boolean', description: 'true: only books given away (price 0), whatever price_max says; false: no filter' },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    ordering: { type: 'string', enum: BOOK_ORDERINGS },
    near: {
      type: 'string',
      enum: ['saved'],
      description: 'saved: measure from the member’s saved area (GET /users/me/area/) instead of latitude/longitude; members only',
    },
    radius: {
      type: 'number',
      minimum: BROWSE_RADIUS_KM.min,
      maximum: BROWSE_RADIUS_KM.max,
      description: 'Kilometres: only books at most this far from latitude/longitude (or near=saved), measured like distance',
    },
    with_count: {
      type: 'boolean',
      default: true,
      description: 'false: no count is made (cheaper); page on has_more. The answer then has no count',
    },
    limit: limitSchema,
    offset: offsetSchema,
  },
} as const;

export type BrowseQuery = SchemaType<typeof browseQuerySchema>;

export const browseQueryMessages: FieldMessages = {
  name: { default: Q.text },
  ...choiceMessages(BROWSE_CHOICE_NAMES),
  isbn: { default: F.isbn.invalid },
  exclude_id: { default: Q.excludeId },
  near_book: { default: Q.nearBook },
  author: { default: F.author.invalid },
  publication: { default: F.publication.invalid },
  edition: { default: F.edition.invalid },
  is_school_book: { default: Q.flag },
  is_college_book: { default: Q.flag },
  is_bachlore_book: { default: Q.flag },
  grade: { default: F.grade.invalid },
  price_min: { default: Q.priceMin },
  price_max: { default: Q.priceMax },
  free: { default: Q.flag },
  hide_reserved: { default: Q.flag },
  latitude: { default: F.latitude.invalid },
  longitude: { default: F.longitude.invalid },
  ordering: { default: Q.ordering },
  radius: { default: Q.radius },
  near: { default: messages.account.savedArea.near },
  with_count: { default: Q.flag },
  limit: { default: Q.limit },
  offset: { default: Q.offset },
};

export const MY_BOOKS_FILTERS = ['all', 'sold', 'unreviewed', 'accepted', 'rejected', 'expired'] as const;
export type MyBooksFilter = (typeof MY_BOOKS_FILTERS)[number];

export const myBooksQuerySchema = {
  type: 'object',
  properties: {
    filter_by: { type: 'string', enum: MY_BOOKS_FILTERS, default: 'all' },
    limit: { ...limitSchema, default: 10 },
    offset: offsetSchema,
  },
} as const;

export type MyBooksQuery = SchemaType<typeof myBooksQuerySchema>;

export const myBooksQueryMessages: FieldMessages = {
  filter_by: { default: Q.filterBy },
  limit: { default: Q.limit },
  offset: { default: Q.offset },
};
