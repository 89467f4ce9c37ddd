import type { FastifyPluginCallback } from 'fastify';
import { dropEmptyQueryParams, trimFields } from '../../lib/hooks';
import { bookIdParamsSchema, detailSchema, errorResponses, type BookIdParams } from '../../lib/schemas';
import { currentUser, requireModerator } from '../../plugins/session';
import { listSchema } from '../books';
import {
  bookReportsSchema,
  moderationBookSchema,
  moderationQueryMessages,
  moderationQuerySchema,
  acceptBodySchema,
  optionalVersionBodySchema,
  rejectBodySchema,
  rejectMessages,
  versionBodyMessages,
  type ModerationQuery,
  type RejectBody,
  type VersionBody,
} from './schemas';
import { moderateBook, reportsOfBook, type ModerationAction } from './service';
import { moderationTexts } from './texts';

const ACTION_MESSAGES: Record<ModerationAction, string> = {
  accept: moderationTexts.accepted,
  reject: moderationTexts.rejected,
  disable: moderationTexts.disabled,
  enable: moderationTexts.enabled,
};

export const moderationRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { db } = app.database;
  const { moderation: queries, listings } = app.books;

  app.get<{ Querystring: ModerationQuery }>(
    '/books/',
    {
      preValidation: [requireModerator, dropEmptyQueryParams],
      schema: {
        summary: 'Books for moderators: unreviewed (oldest first), reported (most reported first), accepted, rejected, disabled, all',
        tags: ['moderation'],
        querystring: moderationQuerySchema,
        response: { 200: listSchema(moderationBookSchema), ...errorResponses(400, 401, 403) },
      },
      config: { validationMessages: moderationQueryMessages },
    },
    (request) => queries.list(currentUser(request), request.query.status, request.query.limit, request.query.offset),
  );

  app.get<{ Params: BookIdParams }>(
    '/books/:id/',
    {
      preValidation: requireModerator,
      schema: {
        summary: 'One book as moderators see it now, with its version (to review again after a 409)',
        tags: ['moderation'],
        params: bookIdParamsSchema,
        response: { 200: moderationBookSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => queries.book(currentUser(request), request.params.id),
  );

  app.get<{ Params: BookIdParams }>(
    '/books/:id/reports/',
    {
      preValidation: requireModerator,
      schema: {
        summary: 'Reports filed against a book, newest first',
        tags: ['moderation'],
        params: bookIdParamsSchema,
        response: { 200: bookReportsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => reportsOfBook(db, request.params.id),
  );

  for (const action of ['accept', 'disable', 'enable'] as const) {
    app.post<{ Params: BookIdParams; Body: VersionBody | undefined }>(
      `/books/:id/${action}/`,
      {
        preValidation: requireModerator,
        schema: {
          summary: `${action[0]?.toUpperCase() ?? ''}${action.slice(1)} a book${action === 'accept' ? ' (the version reviewed; 409 if it changed since)' : ''}`,
          tags: ['moderation'],
          params: bookIdParamsSchema,
          body: action === 'accept' ? acceptBodySchema : optionalVersionBodySchema,
          response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        config: { validationMessages: versionBodyMessages },
      },
      async (request) => {
        const expiresAt = action === 'accept' ? app.lifetimes.endFromNow() : undefined;
        await moderateBook(db, listings, currentUser(request), request.params.id, action, { version: request.body?.version, expiresAt });
        if (action === 'accept') {
          await app.listingEvents.accepted(request.params.id).catch((error: unknown) => {
            request.log.error({ err: error }, 'what follows an acceptance could not be done');
          });
        }
        return { detail: ACTION_MESSAGES[action] };
      },
    );
  }

  app.post<{ Params: BookIdParams; Body: RejectBody }>(
    '/books/:id/reject/',
    {
      preValidation: [requireModerator, trimFields(['reason'])],
      schema: {
        summary: 'Reject a book with a reason its seller sees in My Books (the version reviewed; 409 if it changed since)',
        tags: ['moderation'],
        params: bookIdParamsSchema,
        body: rejectBodySchema,
        response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { validationMessages: rejectMessages },
    },
    async (request) => {
      const { reason, version } = request.body;
      await moderateBook(db, listings, currentUser(request), request.params.id, 'reject', { reason, version });
      await app.listingEvents.rejected(request.params.id, reason).catch((error: unknown) => {
        request.log.error({ err: error }, 'the seller of a rejected book could not be told');
      });
      return { detail: ACTION_MESSAGES.reject };
    },
  );

  done();
};
