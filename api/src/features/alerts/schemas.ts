import { BOOK_LIMITS as B } from '../../limits';
import { idSchema, type SchemaType } from '../../lib/schemas';
import type { FieldMessages } from '../../plugins/errors';
import {
  SAVED_SEARCH_CHOICE_NAMES,
  bookFieldTexts,
  bookQueryTexts,
  choiceMessages,
  choiceSavedSearchItemProperties,
  choiceSavedSearchProperties,
} from '../books';
import { savedSearchTexts } from './texts';
import { SAVED_SEARCH_LIMITS as L } from './limits';

// Wanted books (issue 25): a member's saved searches, with Browse's text and filters, a point and a radius.

const M = savedSearchTexts;
const F = bookFieldTexts;

export const BOOK_TYPES = ['school', 'college', 'bachelor'] as const;

/** POST /saved-searches/: Browse's parameters (name is the search text), and radius_km around the point. */
export const savedSearchBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: {
      type: 'string',
      maxLength: B.searchTextMax,
      description: 'The search text, as typed on Browse (an ISBN typed there is saved as isbn, as Browse reads it)',
    },
    isbn: {
      type: 'string',
      maxLength: B.isbnTextMax,
      description: '"Tell me when this edition is listed": ISBN-10 or ISBN-13, hyphens allowed; only books with this ISBN match',
    },
    ...choiceSavedSearchProperties,
    publication: { type: 'string', maxLength: B.publicationMax },
    edition: { type: 'integer', minimum: 1, maximum: B.editionMax },
    is_school_book: { type: 'boolean' },
    is_college_book: { type: 'boolean' },
    is_bachlore_book: { type: 'boolean' },
    grade: { type: 'integer', minimum: B.gradeMin, maximum: B.gradeMax },
    price_min: { type: 'number', minimum: 0, maximum: B.priceMax, description: 'Only books at this price or more' },
    price_max: { type: 'number', minimum: 0, maximum: B.priceMax, description: 'Only books at this price or less (at least price_min)' },
    free: { type: 'boolean', description: 'true: only books given away (price 0), with no price range; false: no filter' },
    latitude: {
      type: 'number',
      minimum: -90,
      maximum: 90,
      description: 'The searcher’s point (their position or chosen area); never shown to anyone',
    },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    radius_km: {
      type: 'number',
      minimum: L.radiusMinKm,
      maximum: L.radiusMaxKm,
      description: 'Books within this distance of the point (default 10 km)',
    },
  },
} as const;

export type SavedSearchBody = SchemaType<typeof savedSearchBodySchema>;

const radiusMessage = M.radiusInvalid(L.radiusMaxKm);

export const savedSearchMessages: FieldMessages = {
  name: { default: bookQueryTexts.text },
  isbn: { default: F.isbn.invalid },
  ...choiceMessages(SAVED_SEARCH_CHOICE_NAMES),
  publication: { default: F.publication.invalid },
  edition: { default: F.edition.invalid },
  is_school_book: { default: bookQueryTexts.flag },
  is_college_book: { default: bookQueryTexts.flag },
  is_bachlore_book: { default: bookQueryTexts.flag },
  grade: { default: F.grade.invalid },
  price_min: { default: bookQueryTexts.priceMin },
  price_max: { default: bookQueryTexts.priceMax },
  free: { default: bookQueryTexts.flag },
  latitude: { default: F.latitude.invalid },
  longitude: { default: F.longitude.invalid },
  radius_km: { default: radiusMessage },
};

export const savedSearchChangeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    paused: { type: 'boolean' },
    radius_km: { type: 'number', minimum: L.radiusMinKm, maximum: L.radiusMaxKm, description: 'Only for a search with a point' },
  },
} as const;

export type SavedSearchChange = SchemaType<typeof savedSearchChangeSchema>;

export const savedSearchChangeMessages: FieldMessages = {
  paused: { default: bookQueryTexts.flag },
  radius_km: { default: radiusMessage },
};

export const savedSearchSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'isbn',
    ...SAVED_SEARCH_CHOICE_NAMES,
    'publication',
    'edition',
    'book_type',
    'grade',
    'price_min',
    'price_max',
    'free',
    'near',
    'radius_km',
    'paused',
    'created_at',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: 'The search text ("" for filters only)' },
    isbn: { type: ['string', 'null'], description: 'The edition asked for: ISBN-13 digits, or null for any' },
    ...choiceSavedSearchItemProperties,
    publication: { type: ['string', 'null'] },
    edition: { type: ['integer', 'null'] },
    book_type: { type: ['string', 'null'], enum: [...BOOK_TYPES, null] },
    grade: { type: ['integer', 'null'] },
    price_min: { type: ['number', 'null'] },
    price_max: { type: ['number', 'null'] },
    free: { type: 'boolean', description: 'Only books given away (price 0)' },
    near: { type: 'boolean', description: 'Whether it is limited to radius_km around a point (the point itself is not sent back)' },
    radius_km: { type: ['number', 'null'] },
    paused: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export type SavedSearchItem = SchemaType<typeof savedSearchSchema>;

export const savedSearchListSchema = {
  type: 'object',
  required: ['items', 'max'],
  properties: { items: { type: 'array', items: savedSearchSchema }, max: { type: 'integer', description: 'How many a member may have' } },
} as const;

export const savedSearchIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export type SavedSearchIdParams = SchemaType<typeof savedSearchIdParamsSchema>;

export const savedSearchCreatedSchema = {
  type: 'object',
  required: ['detail', 'saved_search'],
  properties: { detail: { type: 'string' }, saved_search: savedSearchSchema },
} as const;
