import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { globalCallbackPlugin } from '../lib/global-plugin';
import { randomToken, safeEqual } from '../lib/tokens';
import { messages } from '../messages';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const CSRF_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * How a route may do without the X-CSRFToken header:
 * - `json-only`: only with Content-Type application/json. A cross-site form cannot send that
 *   without a CORS preflight, which this API never allows, so JSON itself proves same-origin.
 * - `signed-policy`: the request carries its own signed authorisation (the local upload
 *   endpoint, authorised by its S3-style POST policy like S3 itself).
 */
export type CsrfExemption = 'json-only' | 'signed-policy';

/** Routes exempt from the double-submit check, keyed by "METHOD /route/pattern/". */
export const CSRF_EXEMPT_ROUTES: ReadonlyMap<string, CsrfExemption> = new Map<string, CsrfExemption>([
  ['POST /api/v1/users/login/', 'json-only'],
  ['POST /api/v1/users/register/', 'json-only'],
  ['POST /api/v1/s3/upload/', 'signed-policy'],
]);

export interface CsrfOptions {
  secureCookies: boolean;
}

function isJson(request: FastifyRequest): boolean {
  const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0] ?? '';
  return mediaType.trim().toLowerCase() === 'application/json';
}

/**
 * Double-submit CSRF protection. Any response hands out a readable `csrftoken` cookie when the
 * request has none; unsafe methods must echo the cookie's value in X-CSRFToken.
 */
export const csrfPlugin = globalCallbackPlugin<CsrfOptions & Record<string, unknown>>('booknook-csrf', (app, options, done) => {
  app.addHook('onRequest', (request, reply, next) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    const hasValidCookie = typeof cookieToken === 'string' && TOKEN_PATTERN.test(cookieToken);
    if (!hasValidCookie) {
      reply.setCookie(CSRF_COOKIE, randomToken(), {
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookies,
        httpOnly: false,
        maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
      });
    }
    next(checkCsrf(request, hasValidCookie ? cookieToken : undefined));
  });
  done();
});

/** Why this request may not proceed, or undefined when it may. */
function checkCsrf(request: FastifyRequest, cookieToken: string | undefined): HttpError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const exemption = CSRF_EXEMPT_ROUTES.get(`${request.method} ${request.routeOptions.url ?? ''}`);
  if (exemption === 'json-only') {
    return isJson(request) ? undefined : new HttpError(415, messages.errors.unsupportedMediaType);
  }
  if (exemption === 'signed-policy') return undefined;
  const headerToken = request.headers[CSRF_HEADER];
  if (cookieToken === undefined || typeof headerToken !== 'string' || !safeEqual(headerToken, cookieToken)) {
    return new HttpError(403, messages.errors.csrfFailed);
  }
  return undefined;
}
