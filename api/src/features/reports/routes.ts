import type { FastifyPluginCallback } from 'fastify';
import { trimFields } from '../../lib/hooks';
import { detailSchema, errorResponses } from '../../lib/schemas';
import { messages } from '../../texts';
import { currentUser, requireUser } from '../../plugins/session';
import { reportBodySchema, reportMessages, type ReportBody } from './schemas';
import { reportBook } from './service';

export const reportsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { db } = app.database;

  app.post<{ Body: ReportBody }>(
    '/report-book/',
    {
      preValidation: [requireUser, trimFields(['reason'])],
      schema: {
        summary: 'Report a book to the moderators',
        tags: ['reports'],
        body: reportBodySchema,
        response: { 201: detailSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: { validationMessages: reportMessages, rateLimit: 'report' },
    },
    async (request, reply) => {
      await reportBook(db, app.books.rows, currentUser(request), request.body.book_id, request.body.reason);
      return reply.code(201).send({ detail: messages.reports.reported });
    },
  );

  done();
};
