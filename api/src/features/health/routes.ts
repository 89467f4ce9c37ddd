import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../limits';
import { messages } from '../../messages';
import { APP_VERSION } from '../../version';

/** A ready check answers within this, even when connecting to the database would take longer. */
const READY_TIMEOUT_MS = 2_000;

const readySchema = {
  summary: 'Ready: the database answers (for load balancers and orchestrators); 503 with Retry-After when it does not',
  tags: ['health'],
  response: {
    200: {
      type: 'object',
      required: ['status', 'database', 'version'],
      properties: { status: { type: 'string' }, database: { type: 'string' }, version: { type: 'string' } },
    },
    503: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } },
  },
};

export const healthRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { db, kind } = app.database;

  async function databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
    });
    const query = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function ready(request: FastifyRequest, reply: FastifyReply) {
    if (!(await databaseAnswers())) {
      request.log.warn('ready check: the database does not answer');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: messages.health.databaseUnavailable });
    }
    return { status: 'ok', database: kind, version: APP_VERSION };
  }

  // Live: the process answers HTTP. Never touches the database, so a database outage does not get
  // healthy API processes restarted by whatever watches them.
  app.get(
    '/health/live',
    {
      schema: {
        summary: 'Live: the process answers (never checks the database)',
        tags: ['health'],
        response: { 200: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } },
      },
    },
    () => ({ status: 'ok' }),
  );
  app.get('/health/ready', { schema: readySchema }, ready);
  // The first health check, kept for what already calls it: the same as ready.
  app.get('/health', { schema: readySchema }, ready);
  done();
};
