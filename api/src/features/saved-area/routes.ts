import type { FastifyPluginCallback } from 'fastify';
import { detailSchema, errorResponses } from '../../lib/schemas';
import { messages } from '../../texts';
import { currentUser, requireUser } from '../../plugins/session';
import {
  areaChoicesMessages,
  areaChoicesQuerySchema,
  areaChoicesSchema,
  saveAreaBodySchema,
  saveAreaMessages,
  savedAreaSchema,
  type AreaChoicesQuery,
  type SaveAreaBody,
} from './schemas';
import type { SavedAreas } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    savedAreas: SavedAreas;
  }
}

/** A member's saved area, under /users/me/ beside the profile (issue 26). */
export const savedAreaRoutes: FastifyPluginCallback = (app, _options, done) => {
  const tags = ['account'];

  app.get(
    '/me/area/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'My saved area: whether one is saved, where from, its label (never the point)',
        tags,
        response: { 200: savedAreaSchema },
      },
    },
    (request) => app.savedAreas.get(currentUser(request).id),
  );

  app.put<{ Body: SaveAreaBody }>(
    '/me/area/',
    {
      preValidation: requireUser,
      schema: {
        summary:
          'Save my area for Browse (near=saved): my location (blurred like a listing from there), my last listing’s place, or an area by its name',
        tags,
        body: saveAreaBodySchema,
        response: { 200: savedAreaSchema, ...errorResponses(400) },
      },
      config: { validationMessages: saveAreaMessages },
    },
    (request) => app.savedAreas.save(currentUser(request), request.body),
  );

  app.get<{ Querystring: AreaChoicesQuery }>(
    '/me/area/choices/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Areas to save by name: the places on members’ profiles (and their towns) that two members or more list books from',
        tags,
        querystring: areaChoicesQuerySchema,
        response: { 200: areaChoicesSchema, ...errorResponses(400) },
      },
      config: { validationMessages: areaChoicesMessages, rateLimit: 'areaChoices' },
    },
    (request) => app.savedAreas.choices(request.query.q),
  );

  app.delete(
    '/me/area/',
    {
      preValidation: requireUser,
      schema: { summary: 'Forget my saved area', tags, response: { 200: detailSchema } },
    },
    async (request) => {
      await app.savedAreas.forget(currentUser(request).id);
      return { detail: messages.account.savedArea.forgotten };
    },
  );
  done();
};
