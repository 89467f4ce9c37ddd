import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { DurableJobs } from '../../jobs/durable-jobs';
import { messages } from '../../texts';
import { LISTED } from '../books';
import type { BrowseCache } from '../books';
import type { Notifier } from '../notifications';
import { listingTexts } from './texts';

// Listings that stay fresh (issue 25): a listing lives LISTING_LIFETIME_S from its acceptance;
// EXPIRY_REMINDER_S before the end its owner is reminded (notification and mail, with a one-tap
// renewal); at the end it stops being listed (Browse, search, sitemap, alerts) and its page says it
// has ended. Two delayed jobs per acceptance or renewal do it on time; an hourly sweep catches
// anything they missed (a lost job, books from before this existed). Sold and disabled books are
// not listed, so they are never reminded or expired.

export const LISTING_REMINDER_JOB = 'listing-reminder';
export const LISTING_EXPIRY_JOB = 'listing-expiry';
export const LISTING_SWEEP_JOB = 'listing-sweep';

export interface ListingJob {
  book_id: number;
}

export interface LifetimeSettings {
  lifetimeSeconds: number;
  reminderSeconds: number;
}

export class ListingLifetimes {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly jobs: DurableJobs,
    private readonly notifier: Notifier,
    private readonly listings: BrowseCache,
    readonly settings: LifetimeSettings,
  ) {}

  /** The end of a listing accepted or renewed now. */
  endFromNow(): Date {
    return new Date(Date.now() + this.settings.lifetimeSeconds * 1000);
  }

  /** After a book's end was set (acceptance, renewal): its reminder and its end, each a job at its time. */
  async schedule(bookId: number, expiresAt: Date): Promise<void> {
    const remindAt = new Date(expiresAt.getTime() - this.settings.reminderSeconds * 1000);
    await this.jobs.send(LISTING_REMINDER_JOB, { book_id: bookId } satisfies ListingJob, { startAfter: remindAt });
    await this.jobs.send(LISTING_EXPIRY_JOB, { book_id: bookId } satisfies ListingJob, { startAfter: expiresAt });
  }

  /** Remind the owners of listed books (one, or all) whose reminder is due and not yet sent. */
  async remindDue(bookId?: number): Promise<number> {
    let update = this.db
      .updateTable('books as b')
      .set({ expiry_reminded_at: new Date() })
      .where(LISTED)
      .where('b.expiry_reminded_at', 'is', null)
      .where(sql<boolean>`b.expires_at - make_interval(secs => ${this.settings.reminderSeconds}) <= now()`);
    if (bookId !== undefined) update = update.where('b.id', '=', bookId);
    const due = await update.returning(['b.id', 'b.user_id', 'b.expires_at']).execute();
    await this.notifier.notify(
      due.map((book) => ({
        userId: book.user_id,
        kind: 'listing_expiring' as const,
        bookId: book.id,
        details: { expires_at: book.expires_at?.toISOString() ?? '' },
      })),
    );
    return due.length;
  }

  /** End the listed books (one, or all) whose time is up. */
  async expireDue(bookId?: number): Promise<number> {
    let update = this.db.updateTable('books as b').set({ is_expired: true }).where(LISTED).where('b.expires_at', '<=', new Date());
    if (bookId !== undefined) update = update.where('b.id', '=', bookId);
    const ended = await update.returning(['b.id', 'b.user_id']).execute();
    if (ended.length > 0) this.listings.clear();
    await this.notifier.notify(ended.map((book) => ({ userId: book.user_id, kind: 'listing_expired' as const, bookId: book.id })));
    return ended.length;
  }

  /**
   * "Still available": the owner's accepted, unsold, enabled book lives a full lifetime from now,
   * listed again if it had ended. 404 for anyone else's book (or a deleted one), with `gone` as its
   * detail when given (a mail's link, which names the book); 409 for one that cannot be renewed.
   * Whose it is, is checked by the statement that renews.
   */
  async renew(userId: number, bookId: number, gone: string = messages.errors.notFound): Promise<Date> {
    const renewed = await this.db
      .updateTable('books')
      .set({ expires_at: this.endFromNow(), is_expired: false, expiry_reminded_at: null })
      .where('id', '=', bookId)
      .where('user_id', '=', userId)
      .where('is_reviewed', '=', true)
      .where('is_accepted', '=', true)
      .where('is_disabled', '=', false)
      .where('is_sold', '=', false)
      .returning('expires_at')
      .executeTakeFirst();
    if (!renewed?.expires_at) {
      const owned = await this.db
        .selectFrom('books')
        .select('id')
        .where('id', '=', bookId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      throw owned ? new HttpError(409, listingTexts.cannotRenew) : new HttpError(404, gone);
    }
    this.listings.clear();
    await this.schedule(bookId, renewed.expires_at);
    return renewed.expires_at;
  }
}
