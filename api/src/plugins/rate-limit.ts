import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { globalCallbackPlugin } from '../lib/global-plugin';
import { HttpError } from '../lib/http-error';
import type { RateLimitName } from '../lib/route-config';
import { RATE_LIMITS } from '../limits';
import { messages } from '../messages';

export interface RateLimitOptions {
  db: Kysely<DB>;
  /** Scales every limit; 0 turns rate limiting off. */
  multiplier: number;
}

/** Members are limited as themselves; guests (login, register) by their address. */
function bucketOf(name: RateLimitName, request: FastifyRequest): string {
  const who = request.user && (name === 'uploadGrant' || name === 'report') ? `user:${request.user.id}` : `ip:${request.ip}`;
  return `${name}:${who}`;
}

/** Old windows are swept now and then, by whichever request draws the short straw. */
const SWEEP_PROBABILITY = 0.01;

/**
 * Fixed-window rate limits kept in the database (`rate_limits`), so that several API instances
 * share them. A route opts in with `config: { rateLimit: 'login' }`; over the limit it answers
 * 429 with `detail` and `Retry-After`.
 */
export const rateLimitPlugin = globalCallbackPlugin<RateLimitOptions & Record<string, unknown>>(
  'booknook-rate-limit',
  (app, { db, multiplier }, done) => {
    app.addHook('onRequest', async (request) => {
      const name = request.routeOptions.config.rateLimit;
      if (!name || multiplier === 0) return;
      const { max, windowSeconds } = RATE_LIMITS[name];
      const allowed = Math.max(1, Math.floor(max * multiplier));
      const row = await sql<{ hits: number; retry_after: number }>`
      INSERT INTO rate_limits (bucket, window_start, hits)
      VALUES (${bucketOf(name, request)}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), 1)
      ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
      RETURNING hits, ceil(extract(epoch FROM window_start) + ${windowSeconds} - extract(epoch FROM now()))::int AS retry_after`.execute(
        db,
      );
      const { hits, retry_after: retryAfter } = row.rows[0] ?? { hits: 0, retry_after: windowSeconds };
      if (Math.random() < SWEEP_PROBABILITY) {
        await db
          .deleteFrom('rate_limits')
          .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
          .execute();
      }
      if (hits > allowed) {
        const seconds = Math.max(1, retryAfter);
        throw new HttpError(429, messages.errors.rateLimited(seconds), undefined, seconds);
      }
    });
    done();
  },
);
