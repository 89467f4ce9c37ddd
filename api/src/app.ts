import path from 'node:path';
import autoload from '@fastify/autoload';
import fastifyCookie from '@fastify/cookie';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createBookServices, type BookServices } from './features/books';
import { setUpMetrics, operationsRoutes } from './features/operations';
import { remoteHealthInternalRoutes } from './features/remote-health';
import { sitemapRoutes } from './features/sitemap';
import { ImageService, startUploadSweeper, type UploadSweeper } from './features/uploads';
import './lib/route-config';
import { DurableJobs } from './jobs/durable-jobs';
import { markWriters, RecentWriters } from './lib/read-your-writes';
import { guardConnections, trustedProxies, type ConnectionGuard } from './lib/connection-guard';
import { CONNECTION_LIMITS, HEADERS_TIMEOUT_SECONDS, REQUEST_BODY_LIMIT_BYTES } from './limits';
import type { FeatureOptions } from './lib/feature-plugin';
import { messages } from './texts';
import { csrfPlugin } from './plugins/csrf';
import { clientErrorHandler, errorsPlugin, notFoundHandler } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { languagePlugin } from './plugins/language';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { mediaPlugin, staticSitePlugin } from './plugins/static-site';
import { createMailer, type Mailer } from './mail/mailer';
import { createStorage } from './storage';
import { LocalStorage } from './storage/local';
import type { Storage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    connections: ConnectionGuard;
    storage: Storage;
    images: ImageService;
    /** Built once per app: one browse cache that every writer clears. */
    books: BookServices;
    mailer: Mailer;
    /** The durable job queue: features define their jobs on it as they register. */
    jobs: DurableJobs;
  }
}

export const API_PREFIX = '/api/v1';
/** A feature's door to the server, in its folder: `plugin.ts` here, `plugin.js` once built. */
const FEATURE_PLUGIN = /^plugin\.(?:ts|js)$/;

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where images go; by default the one STORAGE selects. */
  storage?: Storage;
  /**
   * Sweep unused uploads once the app is ready and then hourly, until it closes (the server does;
   * tests call the sweep themselves).
   */
  sweepUploads?: boolean;
  /**
   * Work the durable job queue here (the server does). Without it jobs are only queued: tests run
   * them with app.jobs.runDue(name), or start an app that works them.
   */
  runJobs?: boolean;
}

/** The whole HTTP application, not listening: server.ts listens, tests use app.inject(). */
export async function buildApp({
  config,
  database,
  logger = false,
  storage,
  sweepUploads = false,
  runJobs = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    logger,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // Slow clients are cut: the whole request within the timeout, the headers sooner. Node checks
    // these every connectionsCheckingInterval, so a quarter of the timeout (at most 5 s) keeps the
    // cut close to the limit.
    requestTimeout: requestTimeoutMs,
    // No bytes either way for this long and the socket is closed (lib/connection-guard.ts).
    connectionTimeout: config.socketIdleTimeoutSeconds * 1000,
    keepAliveTimeout: Math.min(CONNECTION_LIMITS.keepAliveSeconds, config.socketIdleTimeoutSeconds) * 1000,
    http: {
      headersTimeout: Math.min(requestTimeoutMs, HEADERS_TIMEOUT_SECONDS * 1000),
      connectionsCheckingInterval: Math.max(250, Math.min(5000, Math.round(requestTimeoutMs / 4))),
    },
    clientErrorHandler,
    trustProxy: config.trustProxy,
    // Access logs belong to the front door (nginx); the API logs warnings and errors.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // All errors at once, so a form can show every field's message.
    ajv: { customOptions: { allErrors: true } },
  });
  app.decorate('config', config);
  const isTrustedProxy = proxyAddr.compile(trustedProxies(config.trustProxy));
  app.decorate(
    'connections',
    guardConnections(app, {
      maxPipelined: CONNECTION_LIMITS.maxPipelined,
      maxPerClient: config.maxConnectionsPerClient,
      isTrustedProxy: (address) => isTrustedProxy(address, 0),
      tooManyConnectionsBody: JSON.stringify({ detail: messages.errors.tooManyConnections }),
    }),
  );
  app.decorate('database', database);
  app.decorate('storage', storage ?? createStorage(config, database.db));
  app.decorate(
    'images',
    new ImageService(database.db, app.storage, { concurrency: config.imageConcurrency, timeoutSeconds: config.imageTimeoutSeconds }),
  );
  const writers = new RecentWriters();
  app.decorate(
    'books',
    createBookServices({
      db: database.db,
      read: database.read,
      writers,
      databaseKind: database.kind,
      images: app.images,
      browseCacheMs: config.browseCacheSeconds * 1000,
      uploadMarginHours: config.uploadSweepMarginHours,
    }),
  );

  const jobs = new DurableJobs({
    database,
    log: app.log,
    work: runJobs,
    pollSeconds: config.jobPollSeconds,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    onFailure: (queue) => app.metrics.jobFailures.inc({ queue }),
  });
  app.decorate('jobs', jobs);
  setUpMetrics(app, database, jobs);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
    onSent: (outcome) => app.metrics.mails.inc({ outcome }),
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie);
  await app.register(languagePlugin);
  await app.register(csrfPlugin, { secureCookies: config.isProduction });
  await app.register(openapiPlugin, { prefix: API_PREFIX });

  await app.register(
    async (api) => {
      api.setNotFoundHandler(notFoundHandler);
      // An empty body sent as JSON (a bodiless PATCH or POST from some clients) counts as no body.
      const parseJson = api.getDefaultJsonParser('error', 'error');
      api.removeContentTypeParser('application/json');
      api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.trim() === '') {
          done(null, undefined);
          return;
        }
        void parseJson(request, text, done);
      });
      await api.register(inputHygienePlugin);
      await api.register(sessionPlugin, { db: database.db, secureCookies: config.isProduction });
      markWriters(api, writers);
      await api.register(rateLimitPlugin, { db: database.db, multiplier: config.rateLimitMultiplier });
      // Each feature is a folder with a plugin.ts that registers its services, jobs and routes (docs/development.md,
      // "Adding an API feature"): a new feature is a new folder, not a line here.
      await api.register(autoload, {
        dir: path.join(__dirname, 'features'),
        indexPattern: FEATURE_PLUGIN,
        matchFilter: (file: string) => FEATURE_PLUGIN.test(path.basename(file)),
        maxDepth: 1,
        dirNameRoutePrefix: false,
        options: { root: app } satisfies FeatureOptions,
      });
    },
    { prefix: API_PREFIX },
  );

  // At the site's root, for search engines (nginx sends these paths here too).
  await app.register(sitemapRoutes);
  // At the root too, never proxied by nginx: /metrics and the embedded snapshot for backups.
  await app.register(operationsRoutes);
  await app.register(remoteHealthInternalRoutes);

  // Listening starts with the app; open streams end before it closes (their clients reconnect).
  app.addHook('onReady', async () => {
    await app.live.start();
    await app.jobs.start();
  });
  app.addHook('preClose', async () => {
    await app.jobs.stop();
    await app.live.stop();
  });

  if (sweepUploads) {
    let sweeper: UploadSweeper | undefined;
    app.addHook('onReady', (done) => {
      // The first sweep runs in the background: starting never waits for it.
      sweeper = startUploadSweeper({
        db: database.db,
        images: app.images,
        marginHours: config.uploadSweepMarginHours,
        log: app.log,
      });
      done();
    });
    // Before the caller closes the database: stop the timer and let a sweep in progress finish.
    app.addHook('onClose', async () => {
      await sweeper?.stop();
    });
  }
  if (app.storage instanceof LocalStorage) {
    await app.register(mediaPlugin, { mediaDir: app.storage.mediaDir });
  }
  if (config.webRoot) {
    await app.register(staticSitePlugin, { webRoot: config.webRoot, siteDir: config.siteDir });
  } else {
    app.setNotFoundHandler(notFoundHandler);
  }
  return app;
}
