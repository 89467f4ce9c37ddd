import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { Mailer } from '../../mail/mailer';
import { sql } from 'kysely';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../limits';
import { APP_VERSION } from '../../version';
import { healthTexts } from './texts';

/** A ready check answers within this, even when connecting to the database would take longer. */
const READY_TIMEOUT_MS = 2_000;

/** The mail server is asked again at most this often: a check is a whole SMTP conversation. */
const MAIL_CHECK_REUSE_MS = 30_000;

const checkSchema = {
  type: 'object',
  required: ['ok'],
  properties: { ok: { type: 'boolean' }, detail: { type: 'string' } },
} as const;
const checksSchema = {
  type: 'object',
  required: ['database', 'storage', 'mail'],
  properties: { database: checkSchema, storage: checkSchema, mail: checkSchema },
} as const;

const readySchema = {
  summary:
    'Ready: the database answers (for load balancers and orchestrators); 503 with Retry-After when it does not. ' +
    'Storage and mail are reported in checks (status "degraded" when one fails) without taking the instance out.',
  tags: ['health'],
  response: {
    200: {
      type: 'object',
      required: ['status', 'database', 'version', 'checks'],
      properties: { status: { type: 'string' }, database: { type: 'string' }, version: { type: 'string' }, checks: checksSchema },
    },
    503: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' }, checks: checksSchema } },
  },
};

interface Check {
  ok: boolean;
  detail?: string;
}

/** Resolves whether `work` succeeded within the ready timeout, and why not. */
async function withinTimeout(work: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: 'timed out' }), READY_TIMEOUT_MS);
  });
  const attempt = work().then(
    (): Check => ({ ok: true }),
    (error: unknown): Check => ({ ok: false, detail: error instanceof Error ? error.message : String(error) }),
  );
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthOptions {
  mailer: Mailer;
}

export const healthRoutes: FastifyPluginCallback<HealthOptions> = (app, { mailer }, done) => {
  const { db, kind } = app.database;
  let mailCheck: { at: number; result: Promise<Check> } | undefined;

  function checkMail(): Promise<Check> {
    if (!mailCheck || Date.now() - mailCheck.at > MAIL_CHECK_REUSE_MS) {
      mailCheck = { at: Date.now(), result: withinTimeout(() => mailer.check()) };
    }
    return mailCheck.result;
  }

  /** Every read replica answers (vacuously true without any); a failed one is also skipped by reads for a while. */
  async function checkReplicas(): Promise<Check> {
    const checks = await Promise.all(
      app.database.replicas.map(async (replica) => ({ replica, check: await withinTimeout(() => replica.check()) })),
    );
    const failed = checks.filter(({ check }) => !check.ok);
    if (failed.length === 0) return { ok: true };
    return { ok: false, detail: failed.map(({ replica, check }) => `${replica.description}: ${check.detail ?? ''}`).join('; ') };
  }

  async function ready(request: FastifyRequest, reply: FastifyReply) {
    const [database, storage, mail, replicas] = await Promise.all([
      withinTimeout(() => sql`select 1`.execute(db)),
      withinTimeout(() => app.storage.check()),
      checkMail(),
      checkReplicas(),
    ]);
    const found = { database, storage, mail };
    for (const [component, check] of Object.entries(found)) {
      app.metrics.ready.set({ component }, check.ok ? 1 : 0);
      if (!check.ok) request.log.warn(`ready check: ${component} failed: ${check.detail ?? ''}`);
    }
    if (!replicas.ok) request.log.warn(`ready check: read replica failed, its reads go to the primary: ${replicas.detail ?? ''}`);
    // The answer is public: why a check failed (hosts, ports, paths) goes to the log only.
    const publicCheck = (check: Check): Check => (check.ok ? { ok: true } : { ok: false, detail: healthTexts.checkFailed });
    // A replica down is no reason to take the instance out: the primary answers its reads meanwhile.
    const databaseCheck = database.ok && !replicas.ok ? { ok: true, detail: healthTexts.replicaDown } : publicCheck(database);
    const checks = { database: databaseCheck, storage: publicCheck(storage), mail: publicCheck(mail) };
    if (!database.ok) {
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: healthTexts.databaseUnavailable, checks });
    }
    const status = storage.ok && mail.ok && replicas.ok ? 'ok' : 'degraded';
    return { status, database: kind, version: APP_VERSION, checks };
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
