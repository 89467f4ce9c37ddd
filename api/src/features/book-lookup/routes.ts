import type { FastifyPluginCallback } from 'fastify';
import { errorResponses } from '../../lib/schemas';
import { lookupQueryMessages, lookupQuerySchema, lookupSchema, type LookupQuery } from './schemas';
import type { BookLookupService } from './service';

/** GET /books/lookup/ (issue 40). */
export function bookLookupRoutes(service: BookLookupService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get<{ Querystring: LookupQuery }>(
      '/lookup/',
      {
        schema: {
          summary:
            'What BookNook knows of an edition, to fill a new listing: from the most recent accepted listing of this ISBN, ' +
            'else (when the operator set BOOK_LOOKUP_URL) from an external catalogue. 400 for a text that is no ISBN; 404 when nothing is known',
          tags: ['books'],
          querystring: lookupQuerySchema,
          response: { 200: lookupSchema, ...errorResponses(400, 404, 429) },
        },
        config: { validationMessages: lookupQueryMessages, rateLimit: 'bookLookup' },
      },
      (request) => service.lookup(request.query.isbn),
    );
    done();
  };
}
