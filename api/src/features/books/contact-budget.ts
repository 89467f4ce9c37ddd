import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { contactTexts } from './texts';
import { CONTACT_REVEALS } from './limits';

// How many sellers' contact details may be opened (issue 12.3, issue 24.3): per member, an hourly
// and a daily number of distinct sellers; per client network (an IPv4 address, an IPv6 /64), a daily
// number whatever accounts it uses, so that many free accounts behind one address add up to no more.
// Opening a seller again within the window costs nothing. Counted in the database, so every API
// instance shares the counts.

export interface ContactLimit {
  /** Sellers a member may open per hour; 0 = no limit at all (RATE_LIMIT_MULTIPLIER=0). */
  perWindow: number;
  windowSeconds: number;
  perMemberDay: number;
  perNetworkDay: number;
}

/** The limits scaled like every rate limit (RATE_LIMIT_MULTIPLIER). */
export function contactLimitFor(multiplier: number): ContactLimit {
  const scaled = (limit: number) => (multiplier === 0 ? 0 : Math.max(1, Math.floor(limit * multiplier)));
  return {
    perWindow: scaled(CONTACT_REVEALS.perWindow),
    windowSeconds: CONTACT_REVEALS.windowSeconds,
    perMemberDay: scaled(CONTACT_REVEALS.perMemberDay),
    perNetworkDay: scaled(CONTACT_REVEALS.perNetworkDay),
  };
}

const DAY_SECONDS = 24 * 60 * 60;

/** Count and the seconds until the oldest of them leaves the window of `seconds`. */
function countSince(seconds: number) {
  return [
    sql<number>`count(*)::int`.as('count'),
    sql<number>`coalesce(ceil(extract(epoch FROM min(revealed_at) + make_interval(secs => ${seconds}) - now())), 1)::int`.as('retry_after'),
  ] as const;
}

const since = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;

function refuse(detail: string, seconds: number): never {
  const wait = Math.max(1, seconds);
  throw new HttpError(429, detail, undefined, wait);
}

/**
 * Count `sellerId` against `viewerId`'s and `network`'s budgets, or answer 429 with Retry-After. The
 * viewer's row and the network's advisory lock are held for the counts and the writes, so that
 * simultaneous requests cannot each see room for one more.
 */
export async function spendContactBudget(
  db: Kysely<DB>,
  viewerId: number,
  network: string,
  sellerId: number,
  limit: ContactLimit,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', viewerId).forNoKeyUpdate().execute();
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`contact-reveals:${network}`}, 0))`.execute(trx);
    await checkMember(trx, viewerId, sellerId, limit);
    await checkNetwork(trx, network, sellerId, limit);
    await trx
      .insertInto('contact_reveals')
      .values({ viewer_id: viewerId, seller_id: sellerId })
      .onConflict((oc) => oc.columns(['viewer_id', 'seller_id']).doUpdateSet({ revealed_at: sql<Date>`now()` }))
      .execute();
    await trx
      .insertInto('network_contact_reveals')
      .values({ network, seller_id: sellerId })
      .onConflict((oc) => oc.columns(['network', 'seller_id']).doUpdateSet({ revealed_at: sql<Date>`now()` }))
      .execute();
    // Housekeeping for this member and network only: rows older than a day count for nothing.
    await trx.deleteFrom('contact_reveals').where('viewer_id', '=', viewerId).where('revealed_at', '<', since(DAY_SECONDS)).execute();
    await trx.deleteFrom('network_contact_reveals').where('network', '=', network).where('revealed_at', '<', since(DAY_SECONDS)).execute();
  });
}

async function checkMember(trx: Transaction<DB>, viewerId: number, sellerId: number, limit: ContactLimit): Promise<void> {
  const mine = trx.selectFrom('contact_reveals').where('viewer_id', '=', viewerId);
  const recent = await mine
    .select('seller_id')
    .where('seller_id', '=', sellerId)
    .where('revealed_at', '>', since(limit.windowSeconds))
    .executeTakeFirst();
  if (recent) return;
  const hour = await mine
    .select(countSince(limit.windowSeconds))
    .where('revealed_at', '>', since(limit.windowSeconds))
    .executeTakeFirstOrThrow();
  if (hour.count >= limit.perWindow) refuse(contactTexts.limitReached(limit.perWindow, hour.retry_after), hour.retry_after);
  const day = await mine
    .select(countSince(DAY_SECONDS))
    .where('revealed_at', '>', since(DAY_SECONDS))
    .where('seller_id', '<>', sellerId)
    .executeTakeFirstOrThrow();
  if (day.count >= limit.perMemberDay) refuse(contactTexts.dailyLimitReached(limit.perMemberDay, day.retry_after), day.retry_after);
}

async function checkNetwork(trx: Transaction<DB>, network: string, sellerId: number, limit: ContactLimit): Promise<void> {
  const day = await trx
    .selectFrom('network_contact_reveals')
    .select(countSince(DAY_SECONDS))
    .where('network', '=', network)
    .where('revealed_at', '>', since(DAY_SECONDS))
    .where('seller_id', '<>', sellerId)
    .executeTakeFirstOrThrow();
  if (day.count >= limit.perNetworkDay) refuse(contactTexts.networkLimitReached(day.retry_after), day.retry_after);
}
