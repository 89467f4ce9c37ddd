import type { FieldMessages } from '../../plugins/errors';
import type { SchemaType } from '../../lib/schemas';
import { messages } from '../../messages';

// The saved area's shapes (issue 26). What goes back is only that an area is saved, where it came
// from and its label: never a point (docs/product.md "Saved area").

const M = messages.account.savedArea;

export const SAVED_AREA_SOURCES = ['my_location', 'last_listing'] as const;

/** The member's saved area; every field null when none is saved (no nested nullable object: the contract's generator wants flat enums). */
export const savedAreaSchema = {
  type: 'object',
  required: ['source', 'label', 'saved_at'],
  properties: {
    source: {
      type: ['string', 'null'],
      enum: [...SAVED_AREA_SOURCES, null],
      description:
        'null: no area saved. my_location: from the device (blurred like a listing from there); last_listing: that listing’s shown point',
    },
    label: {
      type: ['string', 'null'],
      description: 'my_location: the area on the member’s profile; last_listing: the listing’s name (null when blank or none saved)',
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
  },
} as const;

export type SaveAreaBody = SchemaType<typeof saveAreaBodySchema>;

export const saveAreaMessages: FieldMessages = {
  source: { default: M.source },
  latitude: { default: messages.bookFields.latitude.invalid },
  longitude: { default: messages.bookFields.longitude.invalid },
};
