import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { CONTACT_REVEALS } from '../../limits';
import { messages } from '../../messages';
import type { SessionUser } from '../../plugins/session';
import { visibleTo } from './book-rows';
import type { SellerContact } from './schemas';

// GET /books/{id}/contact/: how to reach a book's seller, for signed-in members only (issue 12.3).
// Asked for when a member presses "Show contact details", not sent with every book page: browsing
// costs nothing, and a member can open the details of CONTACT_REVEALS.perWindow different sellers
// per hour (counted in the database, shared by every API instance). Opening a seller again within
// the hour is free. The seller and moderators are not limited.

export interface ContactLimit {
  /** Sellers a member may open per window; 0 = no limit (RATE_LIMIT_MULTIPLIER=0). */
  perWindow: number;
  windowSeconds: number;
}

/** The hourly limit scaled like every rate limit (RATE_LIMIT_MULTIPLIER). */
export function contactLimitFor(multiplier: number): ContactLimit {
  return {
    perWindow: multiplier === 0 ? 0 : Math.max(1, Math.floor(CONTACT_REVEALS.perWindow * multiplier)),
    windowSeconds: CONTACT_REVEALS.windowSeconds,
  };
}

export async function sellerContact(db: Kysely<DB>, bookId: number, viewer: SessionUser, limit: ContactLimit): Promise<SellerContact> {
  const seller = await db
    .selectFrom('books as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['u.id', 'u.email', 'u.phone_number', 'u.hide_phone_number'])
    .where('b.id', '=', bookId)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!seller) throw new HttpError(404, messages.errors.notFound);

  const unlimited = seller.id === viewer.id || viewer.is_moderator || limit.perWindow === 0;
  if (!unlimited) await countReveal(db, viewer.id, seller.id, limit);
  // The seller sees their own number (and that members do not); everyone else only what the seller shows.
  const shown = !seller.hide_phone_number || seller.id === viewer.id || viewer.is_moderator;
  return { email: seller.email, phone_number: shown ? seller.phone_number : null, phone_number_hidden: seller.hide_phone_number };
}

/**
 * Count `sellerId` against `viewerId`'s hourly limit, or answer 429 with Retry-After. The viewer's
 * row is locked for the count and the write, so that simultaneous requests for different sellers
 * cannot each see room for one more.
 */
async function countReveal(db: Kysely<DB>, viewerId: number, sellerId: number, limit: ContactLimit): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', viewerId).forNoKeyUpdate().execute();
    const windowStart = sql<Date>`now() - make_interval(secs => ${limit.windowSeconds})`;
    const already = await trx
      .selectFrom('contact_reveals')
      .select('seller_id')
      .where('viewer_id', '=', viewerId)
      .where('seller_id', '=', sellerId)
      .where('revealed_at', '>', windowStart)
      .executeTakeFirst();
    if (already) return;
    const recent = await trx
      .selectFrom('contact_reveals')
      .select([
        (eb) => eb.fn.countAll<number>().as('count'),
        sql<number>`ceil(extract(epoch FROM min(revealed_at) + make_interval(secs => ${limit.windowSeconds}) - now()))::int`.as(
          'retry_after',
        ),
      ])
      .where('viewer_id', '=', viewerId)
      .where('revealed_at', '>', windowStart)
      .executeTakeFirstOrThrow();
    if (recent.count >= limit.perWindow) {
      const seconds = Math.max(1, recent.retry_after);
      throw new HttpError(429, messages.contacts.limitReached(limit.perWindow, seconds), undefined, seconds);
    }
    await trx
      .insertInto('contact_reveals')
      .values({ viewer_id: viewerId, seller_id: sellerId })
      .onConflict((oc) => oc.columns(['viewer_id', 'seller_id']).doUpdateSet({ revealed_at: sql<Date>`now()` }))
      .execute();
    // Housekeeping for this member only: rows older than a day count for nothing.
    await trx
      .deleteFrom('contact_reveals')
      .where('viewer_id', '=', viewerId)
      .where('revealed_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  });
}
