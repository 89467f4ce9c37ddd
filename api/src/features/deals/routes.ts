import type { FastifyPluginCallback } from 'fastify';
import { errorResponses } from '../../lib/schemas';
import { currentUser, requireUser } from '../../plugins/session';
import { conversationIdParamsSchema, conversationSchema, type ConversationIdParams } from '../messages';
import { trimFields } from '../../lib/hooks';
import type { Handovers } from './handovers';
import type { Offers } from './offers';
import type { Ratings } from './ratings';
import type { Reservations } from './reservations';
import {
  handoverIdParamsSchema,
  offerIdParamsSchema,
  outcomeBodySchema,
  outcomeMessages,
  priceBodySchema,
  priceMessages,
  proposeHandoverBodySchema,
  proposeHandoverMessages,
  ratingBodySchema,
  ratingMessages,
  type OfferIdParams,
  type OutcomeBody,
  type PriceBody,
  type ProposeHandoverBody,
  type RatingBody,
} from './schemas';

const TAGS = ['deals'];

export interface DealServices {
  reservations: Reservations;
  offers: Offers;
  handovers: Handovers;
  ratings: Ratings;
}

/** Reservations and offers (issue 37): each answers the conversation as the caller now sees it. */
export function dealRoutes({ reservations, offers, handovers, ratings }: DealServices): FastifyPluginCallback {
  return (app, _options, done) => {
    const conversationStep = (path: string, summary: string, run: typeof reservations.reserve) =>
      app.post<{ Params: ConversationIdParams }>(
        `/conversations/:id/${path}/`,
        {
          preValidation: requireUser,
          schema: {
            summary,
            tags: TAGS,
            params: conversationIdParamsSchema,
            response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        (request) => run(currentUser(request), request.params.id),
      );
    conversationStep(
      'reserve',
      'The seller reserves the book for this conversation’s buyer (409 when reserved already or not listed)',
      (member, id) => reservations.reserve(member, id),
    );
    conversationStep('release', 'The seller releases the book reserved for this conversation’s buyer', (member, id) =>
      reservations.release(member, id),
    );

    app.post<{ Params: ConversationIdParams; Body: PriceBody }>(
      '/conversations/:id/offers/',
      {
        preValidation: requireUser,
        schema: {
          summary: 'The buyer offers a price (0: asks for the book free); the offer is also a message. 409 while another is open',
          tags: TAGS,
          params: conversationIdParamsSchema,
          body: priceBodySchema,
          response: { 201: conversationSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        config: { validationMessages: priceMessages, rateLimit: 'messageSend' },
      },
      async (request, reply) => reply.code(201).send(await offers.make(currentUser(request), request.params.id, request.body.price)),
    );

    const answerRoute = (path: string, summary: string, answer: 'accepted' | 'declined') =>
      app.post<{ Params: OfferIdParams }>(
        `/offers/:id/${path}/`,
        {
          preValidation: requireUser,
          schema: {
            summary,
            tags: TAGS,
            params: offerIdParamsSchema,
            response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        (request) => offers.answer(currentUser(request), request.params.id, answer),
      );
    answerRoute(
      'accept',
      'The other side accepts an open offer: the book is reserved at its price for the buyer (409 when reserved for another)',
      'accepted',
    );
    answerRoute('decline', 'The other side declines an open offer', 'declined');

    app.post<{ Params: OfferIdParams; Body: PriceBody }>(
      '/offers/:id/counter/',
      {
        preValidation: requireUser,
        schema: {
          summary: 'The other side answers an open offer with a price of their own (a new open offer, also a message)',
          tags: TAGS,
          params: offerIdParamsSchema,
          body: priceBodySchema,
          response: { 201: conversationSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        config: { validationMessages: priceMessages, rateLimit: 'messageSend' },
      },
      async (request, reply) =>
        reply.code(201).send(await offers.answer(currentUser(request), request.params.id, 'countered', request.body.price)),
    );
    app.post<{ Params: ConversationIdParams; Body: ProposeHandoverBody }>(
      '/conversations/:id/handovers/',
      {
        preValidation: requireUser,
        schema: {
          summary:
            'Either side proposes a time and a place to hand the book over; it replaces a proposal, or an agreed time nobody reported on',
          tags: TAGS,
          params: conversationIdParamsSchema,
          body: proposeHandoverBodySchema,
          response: { 201: conversationSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        config: { validationMessages: proposeHandoverMessages },
      },
      async (request, reply) =>
        reply.code(201).send(await handovers.propose(currentUser(request), request.params.id, request.body.at, request.body.place)),
    );

    app.post<{ Params: OfferIdParams }>(
      '/handovers/:id/accept/',
      {
        preValidation: requireUser,
        schema: {
          summary: 'The side that did not propose it accepts a hand-over: the book is reserved for the buyer (409 when held for another)',
          tags: TAGS,
          params: handoverIdParamsSchema,
          response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => handovers.accept(currentUser(request), request.params.id),
    );

    app.post<{ Params: OfferIdParams; Body: OutcomeBody }>(
      '/handovers/:id/outcome/',
      {
        preValidation: requireUser,
        schema: {
          summary:
            'Each side says once how an accepted hand-over went: both completed sells the book to the buyer; no_show or cancelled releases it',
          tags: TAGS,
          params: handoverIdParamsSchema,
          body: outcomeBodySchema,
          response: { 200: conversationSchema, ...errorResponses(400, 401, 404, 409) },
        },
        config: { validationMessages: outcomeMessages },
      },
      (request) => handovers.outcome(currentUser(request), request.params.id, request.body.outcome),
    );

    app.post<{ Params: OfferIdParams; Body: RatingBody }>(
      '/handovers/:id/rating/',
      {
        preValidation: [requireUser, trimFields(['text'])],
        schema: {
          summary: 'Rate the other member of a hand-over once it has an outcome: once each way, published when both rated or a week after',
          tags: TAGS,
          params: handoverIdParamsSchema,
          body: ratingBodySchema,
          response: { 201: conversationSchema, ...errorResponses(400, 401, 404, 409) },
        },
        config: { validationMessages: ratingMessages },
      },
      async (request, reply) => reply.code(201).send(await ratings.rate(currentUser(request), request.params.id, request.body)),
    );
    app.get<{ Params: OfferIdParams }>(
      '/handovers/:id/calendar.ics',
      {
        preValidation: requireUser,
        schema: {
          summary: 'An accepted hand-over as a calendar file (text/calendar, with a reminder two hours before), for either member',
          tags: TAGS,
          params: handoverIdParamsSchema,
          response: { 200: { type: 'string', description: 'An iCalendar file (RFC 5545)' }, ...errorResponses(400, 401, 404, 409) },
        },
        config: { openapiProduces: 'text/calendar' },
      },
      async (request, reply) => {
        const ics = await handovers.calendar(currentUser(request), request.params.id, app.config.publicUrl);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="handover-${request.params.id}.ics"`)
          .header('cache-control', 'private, no-store')
          .send(ics);
      },
    );
    done();
  };
}
