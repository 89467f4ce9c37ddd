import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../lib/http-error';
import fp from 'fastify-plugin';
import { randomToken, sha256Hex } from '../lib/tokens';
import { SESSION_LAST_SEEN_EVERY_MS, SESSION_TTL_MS, USER_AGENT_MAX, type Language } from '../limits';
import { messages } from '../texts';
import { activeSuspension } from '../lib/suspension';
import { SESSION_COOKIE, setCsrfCookie } from './csrf';
import { useMemberLanguage } from './language';

export { SESSION_COOKIE };

/** The logged-in member as the rest of the API sees it (never the password hash). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  location: string;
  phone_number: string;
  hide_phone_number: boolean;
  is_moderator: boolean;
  /** Above moderators: manages them, suspensions, blocked domains; reads the audit log. */
  is_admin: boolean;
  /** The member has opened the link mailed to their address (features/users/verification.ts). */
  email_verified: boolean;
  /** An address the member asked to move to, not confirmed yet. */
  pending_email: string | null;
  /** The language the member chose: what the API answers them in (plugins/language.ts). */
  language: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The member this request is authenticated as, or null for a guest. */
    user: SessionUser | null;
    /** SHA-256 of the session token the request presented, if it named a live session. */
    sessionTokenHash: string | null;
    /** The public id of that session (the member's list of sessions marks it as this one). */
    sessionId: number | null;
    /** The session's member is suspended: the request is a guest's, and what needs a member is refused with this. */
    suspension: { reason: string; until: Date | null } | null;
  }
  interface FastifyReply {
    /** Log `userId` in: a new session and cookie; the request's old session (if any) is deleted. */
    startSession(userId: number): Promise<void>;
    /** Log out: delete the session and clear the cookie. */
    endSession(): Promise<void>;
  }
}

export interface SessionOptions {
  db: Kysely<DB>;
  secureCookies: boolean;
}

/** The logged-in member making this request; 401 for a guest. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw notSignedIn(request);
  return request.user;
}

/** Why a request without a member is refused: a suspended member is told why and until when (403), a guest 401. */
function notSignedIn(request: FastifyRequest): HttpError {
  const { suspension } = request;
  return suspension
    ? new HttpError(403, messages.admin.suspended(suspension.reason, suspension.until))
    : new HttpError(401, messages.errors.notAuthenticated);
}

/**
 * Hook for routes that need a logged-in member. Use it as `preValidation`, so that a guest
 * learns they must log in (401) before being told what is wrong with the input (400).
 */
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(request.user ? undefined : notSignedIn(request));
}

/** Hook for moderators' routes: 401 for a guest, 403 for a member who does not moderate. */
export function requireModerator(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!request.user) done(notSignedIn(request));
  else if (!request.user.is_moderator) done(new HttpError(403, messages.moderation.notModerator));
  else done();
}

/** Hook for admins' routes: 401 for a guest, 403 for anyone else. */
export function requireAdmin(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!request.user) done(notSignedIn(request));
  else if (!request.user.is_admin) done(new HttpError(403, messages.admin.notAdmin));
  else done();
}

/**
 * Server-side sessions in the `sessions` table keyed by the SHA-256 of a random token, so a
 * leaked database does not leak usable cookies. Lives in the database, not in memory, so any
 * API instance can serve any request.
 */
export const sessionPlugin = fp<SessionOptions & Record<string, unknown>>(
  (app, { db, secureCookies }, done) => {
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: secureCookies,
    };

    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('suspension', null);

    app.decorateReply('startSession', async function startSession(this: FastifyReply, userId: number) {
      const token = randomToken();
      const tokenHash = sha256Hex(token);
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      const previous = this.request.sessionTokenHash;
      await db.transaction().execute(async (trx) => {
        // Rotation: the session the client arrived with, if any, ends here.
        if (previous) await trx.deleteFrom('sessions').where('token_hash', '=', previous).execute();
        // Housekeeping on an indexed column, so logins keep the table small.
        await trx.deleteFrom('sessions').where('expires_at', '<', new Date()).execute();
        const userAgent = (this.request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX);
        const session = await trx
          .insertInto('sessions')
          .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, user_agent: userAgent })
          .returning('id')
          .executeTakeFirstOrThrow();
        this.request.sessionId = session.id;
      });
      this.request.sessionTokenHash = tokenHash;
      this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt, maxAge: SESSION_TTL_MS / 1000 });
      // Renewed at sign-in, bound to the new session: no token from before (a guest's, or one
      // planted by someone else) is any good afterwards.
      setCsrfCookie(this, token, secureCookies);
    });

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      const current = this.request.sessionTokenHash;
      if (current) await db.deleteFrom('sessions').where('token_hash', '=', current).execute();
      this.request.sessionTokenHash = null;
      this.request.sessionId = null;
      this.request.user = null;
      this.clearCookie(SESSION_COOKIE, cookieOptions);
      setCsrfCookie(this, undefined, secureCookies);
    });

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const tokenHash = sha256Hex(token);
      const found = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as session_id',
          'sessions.last_seen_at',
          'users.id',
          'users.username',
          'users.email',
          'users.first_name',
          'users.last_name',
          'users.location',
          'users.phone_number',
          'users.hide_phone_number',
          'users.is_moderator',
          'users.is_admin',
          'users.pending_email',
          'users.language',
          'users.suspended_at',
          'users.suspended_until',
          'users.suspension_reason',
          sql<boolean>`users.email_verified_at IS NOT NULL`.as('email_verified'),
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', new Date())
        .executeTakeFirst();
      const suspension = found && activeSuspension(found);
      if (found && suspension) {
        // Suspended: the session is kept (so its next page can say why and until when, and a lifted suspension
        // restores it) but acts as a guest's, and everything that needs a member is refused with the reason.
        request.suspension = suspension;
        useMemberLanguage(request, found.language);
        request.sessionTokenHash = tokenHash;
        request.sessionId = found.session_id;
        return;
      }
      if (found) {
        const {
          session_id: sessionId,
          last_seen_at: lastSeen,
          suspended_at: _at,
          suspended_until: _until,
          suspension_reason: _reason,
          ...user
        } = found;
        request.user = user;
        useMemberLanguage(request, user.language);
        request.sessionTokenHash = tokenHash;
        request.sessionId = sessionId;
        // The member's list of sessions says when each was last used; to within a few minutes is enough.
        if (Date.now() - lastSeen.getTime() > SESSION_LAST_SEEN_EVERY_MS) {
          await db.updateTable('sessions').set({ last_seen_at: new Date() }).where('token_hash', '=', tokenHash).execute();
        }
      } else {
        // Unknown or expired: drop the cookie so the browser stops sending it.
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      }
    });
    done();
  },
  { name: 'booknook-session' },
);
