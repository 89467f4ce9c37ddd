import type { FieldMessages } from '../../plugins/errors';
import type { SchemaType } from '../../lib/schemas';
import { messages } from '../../texts';
import { bookFieldTexts } from '../books';

// The saved area's shapes (issue 26). What goes back is only that an area is saved, where it came
// from and its label: never a point (docs/product.md "Saved area").

const M = messages.account.savedArea;

export const SAVED_AREA_SOURCES = ['my_location', 'last_listing', 'area'] as const;

/** The member's saved area; every field null when none is saved (no nested nullable object: the contract's generator wants flat enums). */
export const savedAreaSchema = {
  type: 'object',
  required: ['source', 'label', 'saved_at'],
  properties: {
    source: {
      type: ['string', 'null'],
      enum: [...SAVED_AREA_SOURCES, null],
      description:
        'null: no area saved. my_location: from the device (blurred like a listing from there); last_listing: that listing’s shown point; area: the middle of the books listed from an area (GET /users/me/area/choices/)',
    },
    label: {
      type: ['string', 'null'],
      description:
        'my_location: the area on the member’s profile; last_listing: the listing’s name; area: the area’s name (null when blank or none saved)',
    },
    saved_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export type SavedAreaAnswer = SchemaType<typeof savedAreaSchema>;

export const saveAreaBodySchema = {
  type: 'object',
  required: ['source'],
  additionalProperties: false,
  properties: {
    source: { type: 'string', enum: SAVED_AREA_SOURCES },
    latitude: { type: 'number', minimum: -90, maximum: 90, description: 'my_location only: the device’s position' },
    longitude: { type: 'number', minimum: -180, maximum: 180, description: 'my_location only' },
    label: { type: 'string', minLength: 1, maxLength: 200, description: 'area only: the area’s name, as the choices give it' },
  },
} as const;

export type SaveAreaBody = SchemaType<typeof saveAreaBodySchema>;

export const saveAreaMessages: FieldMessages = {
  source: { default: M.source },
  latitude: { default: bookFieldTexts.latitude.invalid },
  longitude: { default: bookFieldTexts.longitude.invalid },
  label: { default: M.labelNeeded },
};

/** GET /users/me/area/choices/: areas whose name has `q` in it. */
export const areaChoicesQuerySchema = {
  type: 'object',
  required: ['q'],
  additionalProperties: false,
  properties: { q: { type: 'string', minLength: 2, maxLength: 100, description: 'part of the area’s name, any case' } },
} as const;

export type AreaChoicesQuery = SchemaType<typeof areaChoicesQuerySchema>;

export const areaChoicesSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      maxItems: 8,
      items: {
        type: 'object',
        required: ['label', 'books'],
        properties: {
          label: { type: 'string', description: 'the area’s name as most of its members write it' },
          books: { type: 'integer', description: 'books listed from it now' },
        },
      },
    },
  },
} as const;

export type AreaChoices = SchemaType<typeof areaChoicesSchema>;

export const areaChoicesMessages: FieldMessages = { q: { default: M.query } };
