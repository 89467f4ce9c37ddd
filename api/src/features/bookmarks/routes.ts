import type { FastifyPluginCallback } from 'fastify';
import { detailSchema, errorResponses } from '../../lib/schemas';
import { messages } from '../../texts';
import { currentUser, requireUser } from '../../plugins/session';
import { bookmarkBodySchema, bookmarkListSchema, bookmarkMessages, type BookmarkBody } from './schemas';
import { BookmarksService } from './service';

export const bookmarksRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { db } = app.database;
  const bookmarks = new BookmarksService(db, app.storage);

  app.get(
    '/',
    {
      preValidation: requireUser,
      schema: {
        summary: "The caller's bookmarks, newest first",
        tags: ['bookmarks'],
        response: { 200: bookmarkListSchema, ...errorResponses(401) },
      },
    },
    (request) => bookmarks.list(currentUser(request)),
  );

  app.post<{ Body: BookmarkBody }>(
    '/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Bookmark a book',
        tags: ['bookmarks'],
        body: bookmarkBodySchema,
        response: { 201: detailSchema, ...errorResponses(400, 401, 404, 409) },
      },
      config: { validationMessages: bookmarkMessages },
    },
    async (request, reply) => {
      await bookmarks.add(currentUser(request), request.body.book_id);
      return reply.code(201).send({ detail: messages.bookmarks.added });
    },
  );

  app.delete<{ Body: BookmarkBody }>(
    '/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Remove a bookmark',
        tags: ['bookmarks'],
        body: bookmarkBodySchema,
        response: { 200: detailSchema, ...errorResponses(400, 401, 404) },
      },
      config: { validationMessages: bookmarkMessages },
    },
    async (request) => {
      await bookmarks.remove(currentUser(request), request.body.book_id);
      return { detail: messages.bookmarks.removed };
    },
  );

  done();
};
