import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

// The API reference the teams read: Swagger UI over the OpenAPI document, at {prefix} (/api/v1/docs).
// Its scripts, styles and icons are files of @fastify/swagger-ui served from {prefix}/static/: nothing
// from another origin, no inline script, so the page runs under the site's own CSP (script-src 'self';
// its inline style attributes and data: icons are already allowed) both from the API and behind nginx,
// which adds the same policy to everything under /api/.

export interface ApiReferenceOptions {
  /** Where the page is served; the document it reads is at {prefix}/json. */
  prefix: string;
}

export const apiReferencePlugin = fp<ApiReferenceOptions & Record<string, unknown>>(
  async (app, { prefix }) => {
    await app.register(fastifySwaggerUi, {
      routePrefix: prefix,
      theme: { title: 'BookNook API reference' },
      // No badge from a public validator: the page needs no other origin.
      validatorUrl: false,
    });
  },
  { name: 'booknook-api-reference', dependencies: ['@fastify/swagger'] },
);
