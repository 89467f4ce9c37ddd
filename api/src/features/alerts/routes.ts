import type { FastifyPluginCallback } from 'fastify';
import { trimFields } from '../../lib/hooks';
import { detailSchema, errorResponses } from '../../lib/schemas';
import { currentUser, requireUser } from '../../plugins/session';
import {
  savedSearchBodySchema,
  savedSearchChangeMessages,
  savedSearchChangeSchema,
  savedSearchCreatedSchema,
  savedSearchIdParamsSchema,
  savedSearchListSchema,
  savedSearchMessages,
  savedSearchSchema,
  type SavedSearchBody,
  type SavedSearchChange,
  type SavedSearchIdParams,
} from './schemas';
import type { SavedSearchesService } from './service';
import { savedSearchTexts } from './texts';
import { SAVED_SEARCH_LIMITS } from './limits';

declare module 'fastify' {
  interface FastifyInstance {
    savedSearches: SavedSearchesService;
  }
}

const tags = ['wanted books'];
const M = savedSearchTexts;

/** Wanted books (issue 25): /saved-searches/. */
export const savedSearchesRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = app.savedSearches;

  app.get(
    '/',
    {
      preValidation: requireUser,
      schema: { summary: 'My saved searches, newest first', tags, response: { 200: savedSearchListSchema, ...errorResponses(401) } },
    },
    async (request) => ({ items: await service.list(currentUser(request).id), max: SAVED_SEARCH_LIMITS.perMember }),
  );

  app.post<{ Body: SavedSearchBody }>(
    '/',
    {
      preValidation: [requireUser, trimFields(['name', 'publication'])],
      schema: {
        summary:
          'Save a search (Browse’s text and filters, a point and radius_km): I am told when a matching book is listed. 400 without text or filter, past 50 km, past 20 searches',
        tags,
        body: savedSearchBodySchema,
        response: { 201: savedSearchCreatedSchema, ...errorResponses(400, 401) },
      },
      config: { validationMessages: savedSearchMessages },
    },
    async (request, reply) => {
      const saved = await service.create(currentUser(request).id, request.body);
      return reply.code(201).send({ detail: M.saved, saved_search: saved });
    },
  );

  app.patch<{ Params: SavedSearchIdParams; Body: SavedSearchChange }>(
    '/:id/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Pause or resume a saved search, or change its radius',
        tags,
        params: savedSearchIdParamsSchema,
        body: savedSearchChangeSchema,
        response: { 200: savedSearchSchema, ...errorResponses(400, 401, 404) },
      },
      config: { validationMessages: savedSearchChangeMessages },
    },
    (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete<{ Params: SavedSearchIdParams }>(
    '/:id/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Delete a saved search',
        tags,
        params: savedSearchIdParamsSchema,
        response: { 200: detailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await service.remove(currentUser(request).id, request.params.id);
      return { detail: M.deleted };
    },
  );
  done();
};
