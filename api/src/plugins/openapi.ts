import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { APP_VERSION } from '../version';

// The OpenAPI document, generated from the very schemas Fastify validates and serialises with:
// every route registered after this plugin (in its scope) is collected by an onRoute hook.

interface CollectedRoute {
  method: string;
  url: string;
  schema: NonNullable<RouteOptions['schema']>;
  openapiBody: object | undefined;
  produces: string | undefined;
  rateLimited: boolean;
}

type JsonObject = Record<string, unknown>;

const SAFE_METHODS = new Set(['get', 'head', 'options']);

function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parametersOf(schema: unknown, location: 'path' | 'query'): JsonObject[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const { properties = {}, required = [] } = schema as { properties?: Record<string, JsonObject>; required?: readonly string[] };
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function operationOf(route: CollectedRoute, prefix: string): JsonObject {
  const { schema } = route;
  const responses: JsonObject = {};
  for (const [status, body] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    const success = status.startsWith('2');
    const mediaType = success && route.produces ? route.produces : 'application/json';
    responses[status] = { description: success ? 'Success' : 'Error', content: { [mediaType]: { schema: body } } };
  }
  if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses['204'] = { description: 'No content' };
  const method = route.method.toLowerCase();
  const operation: JsonObject = {
    operationId: `${method}${route.url.slice(prefix.length).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(schema.summary ? { summary: schema.summary } : {}),
    ...(schema.tags ? { tags: schema.tags } : {}),
    parameters: [...parametersOf(schema.params, 'path'), ...parametersOf(schema.querystring, 'query')],
    responses,
  };
  if (schema.body) operation.requestBody = { required: true, content: { 'application/json': { schema: schema.body } } };
  if (route.openapiBody) operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: route.openapiBody } } };
  if (!SAFE_METHODS.has(method) && !route.openapiBody) operation.security = [{ session: [], csrf: [] }, { csrf: [] }];
  if (route.rateLimited) operation['x-rate-limited'] = true;
  return operation;
}

export interface OpenApiOptions {
  /** Routes under this prefix are documented, with paths relative to it (the server URL). */
  prefix: string;
}

/** Serves GET {prefix}/openapi.json describing every route of its scope. */
export const openapiPlugin = fp<OpenApiOptions & Record<string, unknown>>(
  (app, { prefix }, done) => {
    const routes: CollectedRoute[] = [];
    let document: JsonObject | undefined;

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.schema || !route.url.startsWith(prefix)) return;
      // A slice's root route ('/' under '/books') is reached as '/books/' (the contract's spelling).
      const url = route.url === route.prefix ? `${route.url}/` : route.url;
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url,
          schema: route.schema,
          openapiBody: route.config?.openapiBody,
          produces: route.config?.openapiProduces,
          rateLimited: route.config?.rateLimit !== undefined || route.config?.rateLimitedByHandler !== undefined,
        });
      }
    });

    function build(): JsonObject {
      const paths: Record<string, JsonObject> = {};
      for (const route of routes) {
        const path = toOpenApiPath(route.url.slice(prefix.length));
        paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, prefix) };
      }
      return {
        openapi: '3.1.0',
        info: {
          title: 'BookNook API',
          version: APP_VERSION,
          description:
            'Errors are always {"detail": "..."} (validation errors add "errors": {field: message}). Mutations need the csrftoken ' +
            "cookie's value in X-CSRFToken, except login/register (JSON only) and the local upload endpoint (signed policy).",
        },
        servers: [{ url: prefix }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
            csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
          },
        },
        paths,
      };
    }

    app.get(`${prefix}/openapi.json`, { config: {} }, () => {
      document ??= build();
      return document;
    });
    done();
  },
  { name: 'booknook-openapi' },
);
