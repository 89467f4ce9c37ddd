import { idSchema, type SchemaType } from '../../lib/schemas';
import type { FieldMessages } from '../../plugins/errors';
import { HANDOVER_OUTCOMES } from '../messages';
import { HANDOVER_MAX_DAYS_AHEAD, HANDOVER_PLACE_MAX, OFFER_PRICE_MAX, RATING_TEXT_MAX } from './limits';
import { dealTexts } from './texts';

// Request shapes of the deal's routes (issue 37). Every step answers the conversation as the caller now sees it
// (features/messages: its book's status, reserved_here, offer and handover), so a client redraws from one answer.

export const offerIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export type OfferIdParams = SchemaType<typeof offerIdParamsSchema>;

export const priceBodySchema = {
  type: 'object',
  required: ['price'],
  properties: {
    price: { type: 'number', minimum: 0, maximum: OFFER_PRICE_MAX, description: '0 asks for the book free' },
  },
  additionalProperties: false,
} as const;

export type PriceBody = SchemaType<typeof priceBodySchema>;

export const priceMessages: FieldMessages = {
  price: { default: dealTexts.priceInvalid },
};

export const handoverIdParamsSchema = offerIdParamsSchema;

export const proposeHandoverBodySchema = {
  type: 'object',
  required: ['at', 'place'],
  properties: {
    at: { type: 'string', format: 'date-time', description: 'When, in the future (at most 60 days ahead)' },
    place: { type: 'string', minLength: 1, maxLength: HANDOVER_PLACE_MAX, description: 'Where, in words (trimmed)' },
  },
  additionalProperties: false,
} as const;

export type ProposeHandoverBody = SchemaType<typeof proposeHandoverBodySchema>;

export const proposeHandoverMessages: FieldMessages = {
  at: { default: dealTexts.atInvalid(HANDOVER_MAX_DAYS_AHEAD) },
  place: { default: dealTexts.placeInvalid(HANDOVER_PLACE_MAX) },
};

export const outcomeBodySchema = {
  type: 'object',
  required: ['outcome'],
  properties: { outcome: { type: 'string', enum: HANDOVER_OUTCOMES } },
  additionalProperties: false,
} as const;

export type OutcomeBody = SchemaType<typeof outcomeBodySchema>;

export const outcomeMessages: FieldMessages = { outcome: { default: dealTexts.outcomeInvalid } };

export const RATING_SCORES = ['up', 'down'] as const;
export const RATING_REASONS = ['no_show', 'late', 'not_as_described', 'rude', 'other'] as const;

export const ratingBodySchema = {
  type: 'object',
  required: ['score'],
  properties: {
    score: { type: 'string', enum: RATING_SCORES },
    reason: { type: 'string', enum: RATING_REASONS, description: 'Required with down; ignored with up' },
    text: { type: 'string', maxLength: RATING_TEXT_MAX, description: 'Optional, plain text (trimmed; empty is none)' },
  },
  additionalProperties: false,
} as const;

export type RatingBody = SchemaType<typeof ratingBodySchema>;

export const ratingMessages: FieldMessages = {
  score: { default: dealTexts.scoreInvalid },
  reason: { default: dealTexts.reasonInvalid },
  text: { default: dealTexts.ratingTextInvalid(RATING_TEXT_MAX) },
};
