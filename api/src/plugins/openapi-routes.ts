import type { FastifySchema, RouteOptions } from 'fastify';

// How one route appears in the OpenAPI document. @fastify/swagger turns a route's schema into an operation;
// this adds the house's conventions to that schema first: the operation id made from the path, the
// security of a mutation, the rate-limit mark, a multipart or streamed body kept in the route's config,
// and "Success"/"Error" response descriptions. The route's own schema is never changed (Fastify
// validates with it).

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** @fastify/swagger's key for a response's description, kept out of the response's schema. */
const RESPONSE_DESCRIPTION = 'x-response-description';

/** Signed in (session cookie) or not, a mutation carries the csrftoken cookie's value in X-CSRFToken. */
const MUTATION_SECURITY: NonNullable<FastifySchema['security']> = [{ session: [], csrf: [] }, { csrf: [] }];

export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
  csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
} as const;

type RegisteredRoute = RouteOptions & { prefix?: string };

/** The methods a route documents: HEAD is Fastify's echo of a GET. */
function documentedMethods(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
}

/** A slice's root route ('/' under '/books') is reached as '/books/' (the contract's spelling). */
function contractUrl(route: RegisteredRoute): string {
  return route.url === route.prefix ? `${route.url}/` : route.url;
}

/** getBooksId for GET /books/:id/: the method, then each word of the path after the prefix. */
function operationIdOf(method: string, url: string, prefix: string): string {
  const words = url
    .slice(prefix.length)
    .replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ? next.toUpperCase() : ''));
  return `${method.toLowerCase()}${words}`;
}

/**
 * Responses as @fastify/swagger reads them when given their content: the success answer in the route's
 * media type, errors always JSON. A route that answers no 2xx body says 204.
 */
function describedResponses(response: FastifySchema['response'], produces: string | undefined): Record<string, object> {
  const responses: Record<string, object> = {};
  for (const [status, body] of Object.entries((response ?? {}) as Record<string, unknown>)) {
    const success = status.startsWith('2');
    responses[status] = {
      [RESPONSE_DESCRIPTION]: success ? 'Success' : 'Error',
      content: { [success && produces ? produces : 'application/json']: { schema: body } },
    };
  }
  if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
    responses['204'] = { type: 'null', [RESPONSE_DESCRIPTION]: 'No content' };
  }
  return responses;
}

/** The schema @fastify/swagger documents for `route`, or one that hides it (outside the API, or without a schema). */
export function documentedRoute(route: RegisteredRoute, prefix: string): { schema: FastifySchema; url: string } {
  const { schema } = route;
  if (!schema || schema.hide || !route.url.startsWith(prefix)) return { schema: { hide: true }, url: route.url };
  const methods = documentedMethods(route);
  const method = methods[0];
  if (method === undefined || methods.length > 1) {
    // One schema makes one operation: several methods would share its id and security.
    throw new Error(`${methods.join(', ')} ${route.url}: register each method as its own route for the OpenAPI document`);
  }
  const url = contractUrl(route);
  const config = route.config ?? {};
  const documented: FastifySchema & Record<string, unknown> = {
    ...schema,
    operationId: operationIdOf(method, url, prefix),
    response: describedResponses(schema.response, config.openapiProduces),
  };
  if (config.openapiBody) documented.body = config.openapiBody;
  if (!SAFE_METHODS.has(method) && !config.openapiBody) documented.security = MUTATION_SECURITY;
  if (config.rateLimit !== undefined || config.rateLimitedByHandler !== undefined) documented['x-rate-limited'] = true;
  return { schema: documented, url };
}
