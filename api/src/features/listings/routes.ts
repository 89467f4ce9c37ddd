import type { FastifyPluginCallback } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { bookIdParamsSchema, errorResponses, type BookIdParams } from '../../lib/schemas';
import { currentUser, requireUser } from '../../plugins/session';
import { mailDate } from '../mail-delivery';
import type { ListingEvents } from './listing-events';
import type { ListingLifetimes } from './lifetime';
import { listingTexts } from './texts';

declare module 'fastify' {
  interface FastifyInstance {
    lifetimes: ListingLifetimes;
    listingEvents: ListingEvents;
  }
}

const renewedSchema = {
  type: 'object',
  required: ['detail', 'expires_at'],
  properties: { detail: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
} as const;

const renewTokenBodySchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 500, description: 'The token of the reminder mail’s link' } },
} as const;

/** "Still available" (issue 25): renewing a listing, signed in or from the reminder mail's link. */
export const listingsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const tags = ['books'];
  const answer = (expiresAt: Date) => ({ detail: listingTexts.renewed(mailDate(expiresAt)), expires_at: expiresAt });

  app.post<{ Params: BookIdParams }>(
    '/:id/renew/',
    {
      preValidation: requireUser,
      schema: {
        summary:
          'Renew my listing: it lives a full lifetime from now, listed again if it had ended (409 when sold, disabled or not accepted)',
        tags,
        params: bookIdParamsSchema,
        response: { 200: renewedSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => answer(await app.lifetimes.renew(currentUser(request).id, request.params.id)),
  );

  app.post<{ Body: { token: string } }>(
    '/renew/',
    {
      schema: {
        summary: 'Renew a listing from the link in its reminder mail (no sign-in: the link is signed)',
        tags,
        body: renewTokenBodySchema,
        response: { 200: renewedSchema, ...errorResponses(400, 404, 409) },
      },
      config: { validationMessages: { token: { default: listingTexts.renewLinkInvalid } }, csrf: 'json-only' },
    },
    async (request) => {
      const claim = await app.mailLinks.readRenew(request.body.token);
      if (!claim) throw new HttpError(400, listingTexts.renewLinkInvalid, { token: listingTexts.renewLinkInvalid });
      // A link outlives its listing: one deleted, or no longer the member's, is refused and says so.
      return answer(await app.lifetimes.renew(claim.userId, claim.bookId, listingTexts.renewLinkGone));
    },
  );
  done();
};
