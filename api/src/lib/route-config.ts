// Per-route settings read by the cross-cutting plugins (set in a route's `config`). A route schema's OpenAPI
// annotations (summary, tags, consumes) are typed by @fastify/swagger.
import type { RATE_LIMITS } from '../limits';

/** Named rate limits (see plugins/rate-limit.ts). */
export type RateLimitName = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Count this route's requests against a rate limit; over it, 429 with Retry-After. */
    rateLimit?: RateLimitName;
    /** The request body of a route that parses it itself (multipart), for the OpenAPI document. */
    openapiBody?: object;
    /** The media type of a route's success answer when it is not JSON (an event stream), for the OpenAPI document. */
    openapiProduces?: string;
    /** A limit the handler counts itself (only some requests count), for the OpenAPI document. */
    rateLimitedByHandler?: RateLimitName;
  }
}
