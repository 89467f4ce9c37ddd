import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import fp from 'fastify-plugin';
import { safeEqual } from '../lib/tokens';
import { messages } from '../texts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** The session cookie (plugins/session.ts) whose token a CSRF token is bound to. */
export const SESSION_COOKIE = 'sessionid';
const CSRF_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** `<nonce>.<HMAC of the nonce keyed by the session token>`, both base64url. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function macOf(nonce: string, sessionToken: string | undefined): string {
  // A guest's token is keyed by nothing: it protects nothing, and login renews it.
  return createHmac('sha256', sessionToken ?? '')
    .update(nonce)
    .digest('base64url');
}

/**
 * A CSRF token bound to a session: a fresh nonce and its HMAC keyed by the session token itself,
 * a secret only the member's browser (HttpOnly cookie) and this request know. A token planted in
 * a member's browser (by a sibling subdomain, say) is worthless without their session token.
 */
export function issueCsrfToken(sessionToken: string | undefined): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${macOf(nonce, sessionToken)}`;
}

/** Whether `token` was issued for the session `sessionToken` (undefined: for a guest). */
export function csrfTokenFits(token: string, sessionToken: string | undefined): boolean {
  const [, nonce, mac] = TOKEN_PATTERN.exec(token) ?? [];
  return nonce !== undefined && mac !== undefined && safeEqual(mac, macOf(nonce, sessionToken));
}

function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** Hand the browser a token for `sessionToken`: on a first visit, at sign-in and at sign-out. */
export function setCsrfCookie(reply: FastifyReply, sessionToken: string | undefined, secureCookies: boolean): void {
  reply.setCookie(CSRF_COOKIE, issueCsrfToken(sessionToken), {
    path: '/',
    sameSite: 'lax',
    secure: secureCookies,
    httpOnly: false,
    maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * How a route may do without the X-CSRFToken header:
 * - `json-only`: only with Content-Type application/json. A cross-site form cannot send that
 *   without a CORS preflight, which this API never allows, so JSON itself proves same-origin.
 * - `signed-policy`: the request carries its own signed authorisation (the local upload
 *   endpoint, authorised by its S3-style POST policy like S3 itself).
 */
export type CsrfExemption = 'json-only' | 'signed-policy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How this route may do without the X-CSRFToken header (see CsrfExemption), declared by the route itself: a guest's
     * sign-in call, a link opened from a mail, a request signed on its own. Core code names no feature's routes.
     */
    csrf?: CsrfExemption;
  }
  interface FastifyInstance {
    /** The routes exempt from the double-submit check, "METHOD /route/pattern/" → how (kept for the tests and audits). */
    csrfExemptRoutes: ReadonlyMap<string, CsrfExemption>;
  }
}

export interface CsrfOptions {
  secureCookies: boolean;
}

function isJson(request: FastifyRequest): boolean {
  const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0] ?? '';
  return mediaType.trim().toLowerCase() === 'application/json';
}

/**
 * Double-submit CSRF protection with tokens bound to the session. Any response hands out a readable
 * `csrftoken` cookie when the request has none, or one that was not issued for its session (a new
 * session at sign-in gets a new token); unsafe methods must echo the cookie's value in X-CSRFToken.
 */
export const csrfPlugin = fp<CsrfOptions & Record<string, unknown>>(
  (app, options, done) => {
    const exempt = new Map<string, CsrfExemption>();
    app.decorate('csrfExemptRoutes', exempt);
    app.addHook('onRoute', (route) => {
      const exemption = route.config?.csrf;
      if (!exemption) return;
      for (const method of [route.method].flat()) exempt.set(`${method} ${route.url}`, exemption);
    });
    app.addHook('onRequest', (request, reply, next) => {
      const sessionToken = sessionTokenOf(request);
      const cookieToken = request.cookies[CSRF_COOKIE];
      const fits = typeof cookieToken === 'string' && csrfTokenFits(cookieToken, sessionToken);
      if (!fits) setCsrfCookie(reply, sessionToken, options.secureCookies);
      next(checkCsrf(request, fits ? cookieToken : undefined));
    });
    done();
  },
  { name: 'booknook-csrf' },
);

/** Why this request may not proceed, or undefined when it may. */
function checkCsrf(request: FastifyRequest, cookieToken: string | undefined): HttpError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const exemption = request.routeOptions.config.csrf;
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
