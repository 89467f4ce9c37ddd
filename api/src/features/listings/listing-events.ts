import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DurableJobs } from '../../jobs/durable-jobs';
import type { Notifier } from '../notifications';
import type { ListingLifetimes } from './lifetime';

// What follows a change to a listing (issue 25), told to whom it concerns: the seller hears of a
// moderator's decision; the members whose saved searches a newly listed book answers are found by a
// job (the alerts feature's plugin); those who bookmarked a book hear that it sold or got cheaper.

export const WANTED_MATCH_JOB = 'wanted-match';

export interface WantedMatchJob {
  book_id: number;
}

export class ListingEvents {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly jobs: DurableJobs,
    private readonly notifier: Notifier,
    private readonly lifetimes: ListingLifetimes,
  ) {}

  /** A moderator accepted the book (it is listed until `expiresAt`). */
  async accepted(bookId: number): Promise<void> {
    const book = await this.db.selectFrom('books').select(['user_id', 'expires_at']).where('id', '=', bookId).executeTakeFirst();
    if (!book) return;
    await this.notifier.notify([{ userId: book.user_id, kind: 'book_accepted', bookId }]);
    if (book.expires_at) await this.lifetimes.schedule(bookId, book.expires_at);
    await this.jobs.send(WANTED_MATCH_JOB, { book_id: bookId } satisfies WantedMatchJob);
  }

  async rejected(bookId: number, reason: string): Promise<void> {
    const book = await this.db.selectFrom('books').select('user_id').where('id', '=', bookId).executeTakeFirst();
    if (book) await this.notifier.notify([{ userId: book.user_id, kind: 'book_rejected', bookId, details: { reason } }]);
  }

  /** The seller marked it sold: those who bookmarked it need look no further. */
  async sold(bookId: number, sellerId: number): Promise<void> {
    const members = await this.notifier.bookmarkersOf(bookId, sellerId);
    await this.notifier.notify(members.map((userId) => ({ userId, kind: 'bookmark_sold' as const, bookId })));
  }

  /** The seller lowered the price of a listed book. */
  async priceLowered(bookId: number, sellerId: number, oldPrice: number, newPrice: number): Promise<void> {
    const members = await this.notifier.bookmarkersOf(bookId, sellerId);
    await this.notifier.notify(
      members.map((userId) => ({
        userId,
        kind: 'bookmark_price_drop' as const,
        bookId,
        details: { old_price: oldPrice, new_price: newPrice },
      })),
    );
  }
}
