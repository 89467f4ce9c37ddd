import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { APP_VERSION } from '../version';
import { apiReferencePlugin } from './api-reference';
import { documentedRoute, SECURITY_SCHEMES } from './openapi-routes';

// The OpenAPI document, made by @fastify/swagger from the very schemas Fastify validates and serialises
// with: it collects every route registered after this plugin. app.swagger() gives the document once the
// app is ready; it is served at {prefix}/openapi.json, and read as a page at {prefix}/docs.

export interface OpenApiOptions {
  /** Routes under this prefix are documented, with paths relative to it (the server URL). */
  prefix: string;
}

/**
 * The document with its paths in order of the URL, not of registration: features register in the order their folders
 * and dependencies give (autoload), and the committed api/openapi.json should not change when that does.
 */
export function openapiDocument(app: FastifyInstance): Record<string, unknown> {
  const document = app.swagger() as { paths?: Record<string, unknown> };
  const paths = Object.entries(document.paths ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { ...document, paths: Object.fromEntries(paths) };
}

export const openapiPlugin = fp<OpenApiOptions & Record<string, unknown>>(
  async (app, { prefix }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'BookNook API',
          version: APP_VERSION,
          description:
            'Errors are always {"detail": "..."} (validation errors add "errors": {field: message}). Mutations need the csrftoken ' +
            "cookie's value in X-CSRFToken, except login/register (JSON only) and the local upload endpoint (signed policy).",
        },
        servers: [{ url: prefix }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      // OpenAPI 3.1 schemas are JSON Schema: `const` stays what the routes say.
      convertConstToEnum: false,
      transform: ({ route }) => documentedRoute(route, prefix),
    });

    app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, () => openapiDocument(app));
    await app.register(apiReferencePlugin, { prefix: `${prefix}/docs` });
  },
  { name: 'booknook-openapi' },
);
