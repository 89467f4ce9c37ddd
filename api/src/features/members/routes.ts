import type { FastifyPluginCallback } from 'fastify';
import { errorResponses } from '../../lib/schemas';
import type { MembersService } from './service';
import { memberPageSchema, memberParamsMessages, memberParamsSchema, memberSummarySchema, type MemberParams } from './schemas';

export function memberRoutes(members: MembersService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get<{ Params: MemberParams }>(
      '/:username/',
      {
        schema: {
          summary:
            'A member’s public page: listed books, hand-overs completed, published ratings of the last 12 months, reply speed (404 once deleted)',
          tags: ['members'],
          params: memberParamsSchema,
          response: { 200: memberPageSchema, ...errorResponses(400, 404) },
        },
        config: { validationMessages: memberParamsMessages },
      },
      (request) => members.page(request.params.username, request.user),
    );
    app.get<{ Params: MemberParams }>(
      '/:username/summary/',
      {
        schema: {
          summary: 'A member’s figures alone (hand-overs completed, rating counts, reply speed), for a seller’s line (404 once deleted)',
          tags: ['members'],
          params: memberParamsSchema,
          response: { 200: memberSummarySchema, ...errorResponses(400, 404) },
        },
        config: { validationMessages: memberParamsMessages },
      },
      (request) => members.summary(request.params.username),
    );
    done();
  };
}
