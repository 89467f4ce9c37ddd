import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import fp from 'fastify-plugin';
import { clientNetwork } from '../lib/client-network';
import { HttpError } from '../lib/http-error';
import type { RateLimitName } from '../lib/route-config';
import { MEMBER_RATE_LIMITS, RATE_LIMITS } from '../limits';
import { messages } from '../texts';

export interface RateLimitOptions {
  db: Kysely<DB>;
  /** Scales every limit; 0 turns rate limiting off. */
  multiplier: number;
}

/** The rate limits, for a route that counts something only its handler knows (the account a login names). */
export interface RateLimits {
  /** Count one request of `who` against limit `name`; 429 with Retry-After when over it. */
  hit(name: RateLimitName, who: string, detail?: (seconds: number) => string): Promise<void>;
  /** Forget `who`'s count (a successful sign-in clears its account's failed attempts). */
  reset(name: RateLimitName, who: string): Promise<void>;
  /** `who`'s count in the current window of `name`, without counting (0 when rate limits are off). */
  peek(name: RateLimitName, who: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** Members are limited as themselves; guests (login, register) by their network (an IPv6 /64 counts as one). */
function requesterOf(name: RateLimitName, request: FastifyRequest): string {
  return request.user && MEMBER_RATE_LIMITS.includes(name) ? `user:${request.user.id}` : `ip:${clientNetwork(request.ip)}`;
}

/**
 * What a member over a limit is told, where the generic message would not say what to do. Read when refused, not
 * here, so that it is in the request's language.
 */
const RATE_LIMIT_DETAILS: Partial<Record<RateLimitName, (seconds: number) => string>> = {
  conversationStart: (seconds) => messages.conversations.tooManyConversations(seconds),
  messageSend: (seconds) => messages.conversations.tooManyMessages(seconds),
  passwordCheck: (seconds) => messages.account.tooManyPasswordChecks(seconds),
  passwordReset: (seconds) => messages.account.tooManyResets(seconds),
  passwordResetConfirm: (seconds) => messages.account.tooManyResets(seconds),
};

/** The start of the current fixed window of `windowSeconds`. */
function windowStart(windowSeconds: number) {
  return sql<Date>`to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds})`;
}

/**
 * One more for `who` in the current window of `name`, in one upsert: the count after it and the
 * seconds the window has left. Run in a transaction, the row stays locked until it ends (others
 * counting the same `who` wait), and a rollback takes the one back.
 */
export async function countOne(db: Kysely<DB>, name: RateLimitName, who: string): Promise<{ hits: number; retryAfter: number }> {
  const { windowSeconds } = RATE_LIMITS[name];
  const row = await sql<{ hits: number; retry_after: number }>`
    INSERT INTO rate_limits (bucket, window_start, hits)
    VALUES (${`${name}:${who}`}, ${windowStart(windowSeconds)}, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
    RETURNING hits, ceil(extract(epoch FROM window_start) + ${windowSeconds} - extract(epoch FROM now()))::int AS retry_after`.execute(db);
  const { hits, retry_after: retryAfter } = row.rows[0] ?? { hits: 0, retry_after: windowSeconds };
  return { hits, retryAfter };
}

/** Old windows are swept now and then, by whichever request draws the short straw. */
const SWEEP_PROBABILITY = 0.01;

/**
 * Fixed-window rate limits kept in the database (`rate_limits`), so that several API instances
 * share them. A route opts in with `config: { rateLimit: 'login' }`; over the limit it answers
 * 429 with `detail` and `Retry-After`. The count is one upsert, so concurrent requests cannot
 * slip past it.
 */
export const rateLimitPlugin = fp<RateLimitOptions & Record<string, unknown>>(
  (app, { db, multiplier }, done) => {
    /** One more for `who` in the current window of `name`: the count after it and the seconds the window has left. */
    async function increment(name: RateLimitName, who: string): Promise<{ hits: number; retryAfter: number }> {
      const counted = await countOne(db, name, who);
      if (Math.random() < SWEEP_PROBABILITY) {
        await db
          .deleteFrom('rate_limits')
          .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
          .execute();
      }
      return counted;
    }

    const rateLimits: RateLimits = {
      async hit(name, who, detail = messages.errors.rateLimited) {
        if (multiplier === 0) return;
        const allowed = Math.max(1, Math.floor(RATE_LIMITS[name].max * multiplier));
        const { hits, retryAfter } = await increment(name, who);
        if (hits > allowed) {
          const seconds = Math.max(1, retryAfter);
          throw new HttpError(429, detail(seconds), undefined, seconds);
        }
      },
      async reset(name, who) {
        if (multiplier === 0) return;
        await db.deleteFrom('rate_limits').where('bucket', '=', `${name}:${who}`).execute();
      },
      async peek(name, who) {
        if (multiplier === 0) return 0;
        const row = await db
          .selectFrom('rate_limits')
          .select('hits')
          .where('bucket', '=', `${name}:${who}`)
          .where('window_start', '=', windowStart(RATE_LIMITS[name].windowSeconds))
          .executeTakeFirst();
        return row?.hits ?? 0;
      },
    };
    app.decorate('rateLimits', rateLimits);

    app.addHook('onRequest', async (request) => {
      const name = request.routeOptions.config.rateLimit;
      if (name) await rateLimits.hit(name, requesterOf(name, request), RATE_LIMIT_DETAILS[name]);
    });
    done();
  },
  { name: 'booknook-rate-limit' },
);
