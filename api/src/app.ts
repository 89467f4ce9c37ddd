import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { betweenVisitsRoutes, setUpBetweenVisits } from './between-visits';
import { accountRoutes } from './features/account/routes';
import { passkeyRoutes } from './features/passkeys';
import { AccountService } from './features/account/service';
import { savedAreaRoutes } from './features/saved-area/routes';
import { SavedAreas } from './features/saved-area/service';
import { bookmarksRoutes } from './features/bookmarks/routes';
import { createBookServices, type BookServices } from './features/books/book-services';
import { booksRoutes } from './features/books/routes';
import { healthRoutes } from './features/health/routes';
import { LiveHub, type LiveMessage } from './features/messages/live';
import { ConversationReports } from './features/messages/conversation-reports';
import { loadLiveMessages } from './features/messages/live-replay';
import { conversationReportRoutes } from './features/messages/report-routes';
import { conversationsRoutes } from './features/messages/routes';
import { ConversationsService } from './features/messages/service';
import { adminRoutes } from './features/admin/routes';
import { moderationRoutes } from './features/moderation/routes';
import { operationsRoutes, setUpMetrics } from './features/operations/routes';
import { remoteEventRoutes, remoteHealthInternalRoutes } from './features/remote-health/routes';
import { reportsRoutes } from './features/reports/routes';
import { ImageService } from './features/uploads/images';
import { sitemapRoutes } from './features/sitemap/routes';
import { uploadsRoutes } from './features/uploads/routes';
import { startUploadSweeper, type UploadSweeper } from './features/uploads/sweep';
import { usersRoutes } from './features/users/routes';
import { SignupChallenges } from './features/users/signup-challenge';
import { AddressVerification } from './features/users/verification';
import { verificationRoutes } from './features/users/verification-routes';
import { EmailCodes } from './features/users/email-code';
import { emailCodeRoutes } from './features/users/email-code-routes';
import './lib/route-config';
import { DurableJobs } from './jobs/durable-jobs';
import { markWriters, RecentWriters } from './lib/read-your-writes';
import { guardConnections, trustedProxies, type ConnectionGuard } from './lib/connection-guard';
import { CONNECTION_LIMITS, HEADERS_TIMEOUT_SECONDS, MESSAGE_LIMITS, REQUEST_BODY_LIMIT_BYTES } from './limits';
import { messages } from './texts';
import { csrfPlugin } from './plugins/csrf';
import { clientErrorHandler, errorsPlugin, notFoundHandler } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { mediaPlugin, staticSitePlugin } from './plugins/static-site';
import { createMailer } from './mail/mailer';
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
  }
}

export const API_PREFIX = '/api/v1';

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
  setUpMetrics(app, database, jobs);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
    onSent: (outcome) => app.metrics.mails.inc({ outcome }),
  });
  app.addHook('onClose', () => mailer.close());

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie);
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
      await api.register(healthRoutes, { mailer });
      const verification = new AddressVerification(database.db, { mailer, publicUrl: config.publicUrl, log: app.log });
      app.decorate('verification', verification);
      const signupChallenges = new SignupChallenges(database.db, api.rateLimits, config.rateLimitMultiplier);
      app.decorate('signupChallenges', signupChallenges);
      app.decorate(
        'emailCodes',
        new EmailCodes(database.db, {
          mailer,
          rateLimits: api.rateLimits,
          challenges: signupChallenges,
          publicUrl: config.publicUrl,
          log: app.log,
        }),
      );
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(verificationRoutes, { prefix: '/users' });
      await api.register(emailCodeRoutes, { prefix: '/users' });
      await api.register(passkeyRoutes, { prefix: '/users' });
      app.decorate(
        'account',
        new AccountService(database.db, {
          images: app.images,
          listings: app.books.listings,
          mailer,
          verification,
          emailCodes: app.emailCodes,
          rateLimits: api.rateLimits,
          publicUrl: config.publicUrl,
          log: app.log,
        }),
      );
      await api.register(accountRoutes, { prefix: '/users' });
      app.decorate('savedAreas', new SavedAreas(database.db));
      await api.register(savedAreaRoutes, { prefix: '/users' });
      await api.register(booksRoutes, { prefix: '/books' });
      await api.register(bookmarksRoutes, { prefix: '/bookmarks' });
      await api.register(reportsRoutes, { prefix: '/reports' });
      await api.register(remoteEventRoutes);
      await api.register(uploadsRoutes, { prefix: '/s3' });
      await api.register(moderationRoutes, { prefix: '/moderation' });
      await api.register(adminRoutes, { prefix: '/admin', mailer });
      const live: LiveHub = new LiveHub({
        db: database.db,
        listenUrl: database.url,
        log: app.log,
        streamsPerMember: MESSAGE_LIMITS.streamsPerMember,
        streamsPerInstance: config.maxEventStreams,
        heartbeatMs: MESSAGE_LIMITS.heartbeatSeconds * 1000,
        loadMessage: async (id): Promise<LiveMessage | undefined> => (await loadLiveMessages(database.db, { id }))[0],
      });
      const conversations = new ConversationsService(database.db, app.storage, live, api.rateLimits);
      app.decorate('live', live);
      app.decorate('conversations', conversations);
      app.decorate('conversationReports', new ConversationReports(database.db, app.storage));
      setUpBetweenVisits(app, jobs, mailer);
      await api.register(conversationsRoutes, { prefix: '/conversations' });
      await api.register(conversationReportRoutes);
      await betweenVisitsRoutes(api);
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
