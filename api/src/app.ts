import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { healthRoutes } from './features/health/routes';
import { usersRoutes } from './features/users/routes';
import { REQUEST_BODY_LIMIT_BYTES } from './limits';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin, notFoundHandler } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { mediaPlugin, staticSitePlugin } from './plugins/static-site';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The whole HTTP application, not listening: server.ts listens, tests use app.inject(). */
export async function buildApp({ config, database, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // Access logs belong to the front door (nginx); the API logs warnings and errors.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // All errors at once, so a form can show every field's message.
    ajv: { customOptions: { allErrors: true } },
  });
  app.decorate('config', config);
  app.decorate('database', database);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie);
  await app.register(csrfPlugin, { secureCookies: config.isProduction });

  await app.register(
    async (api) => {
      api.setNotFoundHandler(notFoundHandler);
      await api.register(sessionPlugin, { db: database.db, secureCookies: config.isProduction });
      await api.register(healthRoutes);
      await api.register(usersRoutes, { prefix: '/users' });
    },
    { prefix: API_PREFIX },
  );

  if (config.storage === 'local') {
    await app.register(mediaPlugin, { mediaDir: path.join(config.dataDir, 'media') });
  }
  if (config.webRoot) {
    await app.register(staticSitePlugin, { webRoot: config.webRoot });
  } else {
    app.setNotFoundHandler(notFoundHandler);
  }
  return app;
}
