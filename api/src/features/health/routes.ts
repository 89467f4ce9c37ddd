import type { FastifyPluginCallback } from 'fastify';
import { sql } from 'kysely';
import { messages } from '../../messages';
import { APP_VERSION } from '../../version';

export const healthRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { db, kind } = app.database;

  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ detail: messages.health.databaseUnavailable });
    }
    return { status: 'ok', database: kind, version: APP_VERSION };
  });
  done();
};
