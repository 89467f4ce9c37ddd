import { idSchema, type SchemaType } from '../../lib/schemas';
import type { FieldMessages } from '../../plugins/errors';
import { OFFER_PRICE_MAX } from './limits';
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
