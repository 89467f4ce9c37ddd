import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { DurableJobs } from '../../jobs/durable-jobs';
import { HttpError } from '../../lib/http-error';
import { safeEqual } from '../../lib/tokens';
import { Metrics } from './metrics';
import { operationTexts } from './texts';

// The operator's doors on the API's own port: /metrics (Prometheus) and the embedded database's
// snapshot that `npm run backup` takes while the site runs. Neither goes through nginx (nginx.conf
// answers 404 for both); both open only to the server itself, /metrics also to a bearer token.

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * From this machine, and not relayed by a proxy on it: nginx connects from loopback too, but says
 * whom for in X-Forwarded-For / X-Real-IP / Forwarded.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const headers = request.headers;
  const relayed = headers['x-forwarded-for'] !== undefined || headers['x-real-ip'] !== undefined || headers.forwarded !== undefined;
  return !relayed && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && given !== undefined && safeEqual(given, token);
}

/**
 * The app's metrics, fed by the database, the job queue and the images (before any route is
 * registered, so that every answer is counted and timed).
 */
export function setUpMetrics(app: FastifyInstance, database: Database, jobs: DurableJobs): void {
  const metrics = new Metrics({
    openEventStreams: () => (app.hasDecorator('live') ? app.live.openStreams : 0),
    pool: () => ({ total: database.pool.totalCount, idle: database.pool.idleCount, waiting: database.pool.waitingCount }),
    replicas: () => database.replicas,
    jobQueueDepths: () => jobs.depths(),
  });
  app.decorate('metrics', metrics);
  database.observeQueries((seconds, failed) => metrics.queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds));
  database.observeReads((target) => metrics.readQueries.inc({ target }));
  app.images.onProcessed = (seconds, outcome) => metrics.imageProcessing.observe({ outcome }, seconds);
  instrumentRequests(app);
}

/** Count and time every answer by its route pattern (never the raw URL: ids would make endless series). */
function instrumentRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    app.metrics.observeRequest(request.method, route, reply.statusCode, seconds);
    const query = request.query as { name?: unknown } | undefined;
    if (
      route.replace(/\/$/, '') === '/api/v1/books' &&
      request.method === 'GET' &&
      typeof query?.name === 'string' &&
      query.name.trim() !== ''
    ) {
      app.metrics.searchDuration.observe(seconds);
    }
    done();
  });
}

export const operationsRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/metrics', async (request, reply) => {
    if (!isLocalRequest(request) && !hasToken(request, app.config.metricsToken)) {
      throw new HttpError(403, operationTexts.localOnly);
    }
    const text = await app.metrics.registry.metrics();
    return reply.header('content-type', app.metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });

  // The embedded database's files as a tarball, copied between two queries (pglite-worker.mjs).
  app.get('/internal/embedded-snapshot', async (request, reply) => {
    if (!isLocalRequest(request)) throw new HttpError(403, operationTexts.localOnly);
    const snapshot = app.database.snapshot?.bind(app.database);
    if (!snapshot) throw new HttpError(404, operationTexts.embeddedOnly);
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'booknook-snapshot-'));
    const file = path.join(dir, 'pgdata.tar');
    try {
      await snapshot(file);
    } catch (error) {
      await fs.promises.rm(dir, { recursive: true, force: true });
      throw error;
    }
    const stream = fs.createReadStream(file);
    stream.on('close', () => void fs.promises.rm(dir, { recursive: true, force: true }));
    return reply.header('content-type', 'application/x-tar').header('cache-control', 'no-store').send(stream);
  });
  done();
};
