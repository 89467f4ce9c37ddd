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

/** Routes exempt from the double-submit check, keyed by "METHOD /route/pattern/". */
export const CSRF_EXEMPT_ROUTES: ReadonlyMap<string, CsrfExemption> = new Map<string, CsrfExemption>([
  ['POST /api/v1/users/login/', 'json-only'],
  ['POST /api/v1/users/register/', 'json-only'],
  // Continue with email (issue 36.1): sign-in and sign-up like the two above; the link may be opened signed out.
  ['POST /api/v1/users/email-code/', 'json-only'],
  ['POST /api/v1/users/email-code/verify/', 'json-only'],
  ['POST /api/v1/users/email-code/link/', 'json-only'],
  // Signing in with a passkey (issue 36.2): the sign-in page asks for its options as it opens, before any token.
  ['POST /api/v1/users/passkeys/authentication/options/', 'json-only'],
  ['POST /api/v1/users/passkeys/authentication/', 'json-only'],
  // A guest asking for, or using, a reset link has no session to protect; JSON-only like sign-in.
  ['POST /api/v1/users/password-reset/', 'json-only'],
  ['POST /api/v1/users/password-reset/confirm/', 'json-only'],
  // A confirmation link may be opened in a browser that is not signed in, or signed in as someone else.
  ['POST /api/v1/users/verify-email/', 'json-only'],
  // A renewal from a reminder mail's link: the signed token is the authority, the browser may be signed out.
  ['POST /api/v1/books/renew/', 'json-only'],
  // One-click unsubscribe (RFC 8058): mail clients POST a form to the address in the mail, signed like an upload policy.
  ['POST /api/v1/mail/unsubscribe/', 'signed-policy'],
  // A remote's load/error report (features/remote-health): it touches no member's data, and anyone may post it
  // directly anyway, so a token would guard nothing; JSON-only still keeps other sites' forms out. It is sent from
  // pages before the API has answered them once, when the browser may hold no csrftoken cookie yet.
  ['POST /api/v1/remote-events/', 'json-only'],
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
 * Double-submit CSRF protection with tokens bound to the session. Any response hands out a readable
 * `csrftoken` cookie when the request has none, or one that was not issued for its session (a new
 * session at sign-in gets a new token); unsafe methods must echo the cookie's value in X-CSRFToken.
 */
export const csrfPlugin = fp<CsrfOptions & Record<string, unknown>>(
  (app, options, done) => {
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
