import type { FastifyPluginCallback } from 'fastify';
import { trimFields } from '../../lib/hooks';
import { detailSchema, errorResponses } from '../../lib/schemas';
import { currentUser, requireModerator, requireUser } from '../../plugins/session';
import { ConversationReports } from './conversation-reports';
import {
  conversationIdParamsSchema,
  reportConversationBodySchema,
  reportConversationMessages,
  reportedConversationListSchema,
  type ConversationIdParams,
  type ReportConversationBody,
} from './schemas';
import { conversationTexts } from './texts';

declare module 'fastify' {
  interface FastifyInstance {
    conversationReports: ConversationReports;
  }
}

const M = conversationTexts;

/** A member reports a conversation (/conversations/:id/report/); moderators read and close reports (/moderation/conversations/). */
export const conversationReportRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = app.conversationReports;

  app.post<{ Params: ConversationIdParams; Body: ReportConversationBody }>(
    '/conversations/:id/report/',
    {
      preValidation: [requireUser, trimFields(['reason'])],
      schema: {
        summary: 'Report a conversation to the moderators',
        tags: ['conversations'],
        params: conversationIdParamsSchema,
        body: reportConversationBodySchema,
        response: { 201: detailSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
      config: { validationMessages: reportConversationMessages, rateLimit: 'conversationReport' },
    },
    async (request, reply) => {
      await service.report(currentUser(request), request.params.id, request.body.reason);
      return reply.code(201).send({ detail: M.reported });
    },
  );

  app.get(
    '/moderation/conversations/',
    {
      preValidation: requireModerator,
      schema: {
        summary: 'Reported conversations, the longest waiting first, with their open reports and latest messages',
        tags: ['moderation'],
        response: { 200: reportedConversationListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ results: await service.reported(currentUser(request)) }),
  );

  app.post<{ Params: ConversationIdParams }>(
    '/moderation/conversations/:id/resolve/',
    {
      preValidation: requireModerator,
      schema: {
        summary: "Close a conversation's open reports",
        tags: ['moderation'],
        params: conversationIdParamsSchema,
        response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.resolveReports(currentUser(request), request.params.id);
      return { detail: M.reportResolved };
    },
  );

  done();
};
