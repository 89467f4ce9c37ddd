import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, MailKind, NotificationKind } from '../../db/schema';
import type { DurableJobs } from '../../jobs/durable-jobs';
import { suspendedNow } from '../../lib/suspension';
import type { LiveHub } from '../messages';
import type { CreatedNotice, NoticePushes } from './notice-push';

// Telling members what happened while they were away (issue 25): a row for the bell, a live event
// to the member's open tabs, and, for the kinds that are mailed, a job that mails it at once or adds
// it to the daily digest, as the member chose (features/mail-delivery); the kinds that push, to the member's
// browsers (notice-push.ts).

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  bookId: number | null;
  savedSearchId?: number;
  details?: Record<string, unknown>;
}

/** Which kind of mail a notification is sent as (bookmark news goes to the bell only). */
export const MAIL_KIND_OF: Record<NotificationKind, MailKind | null> = {
  wanted_listed: 'wanted',
  book_accepted: 'moderation',
  book_rejected: 'moderation',
  listing_expiring: 'expiry',
  listing_expired: 'expiry',
  bookmark_sold: null,
  bookmark_price_drop: null,
  handovers: 'handovers',
  // The queue's news and a deleted reservation: the bell, where the member looks for their conversations.
  book_available_again: null,
  reserved_book_deleted: null,
};

/** The job that mails one notification (features/mail-delivery/notification-mail.ts). */
export const NOTIFICATION_MAIL_JOB = 'notification-mail';

export interface NotificationMailJob {
  notification_id: number;
}

export class Notifier {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly live: LiveHub,
    private readonly jobs: DurableJobs,
    private readonly pushes: NoticePushes,
  ) {}

  /**
   * Record `items`, then tell each member. A member is told of a wanted book once (a second match,
   * or the book accepted again, adds nothing). Within `trx`, the rows and their mail jobs commit with
   * the caller's change; call `announce` with the result after the commit.
   */
  async record(all: NewNotification[], trx?: Transaction<DB>): Promise<CreatedNotice[]> {
    if (all.length === 0) return [];
    const db = trx ?? this.db;
    const rows = JSON.stringify(
      all.map((item) => ({
        user_id: item.userId,
        kind: item.kind,
        book_id: item.bookId,
        saved_search_id: item.savedSearchId ?? null,
        details: item.details ?? {},
      })),
    );
    // A suspended member is told nothing while it lasts, and nothing is kept for later (lib/suspension.ts): decided in
    // the statement that writes. Not by locking the member's row: a moderator's accept holds the book's row and a
    // suspension takes the member's row then their books', so the two would deadlock.
    const created = await db
      .insertInto('notifications')
      .columns(['user_id', 'kind', 'book_id', 'saved_search_id', 'details'])
      .expression(
        sql`SELECT v.user_id, v.kind, v.book_id, v.saved_search_id, v.details
          FROM jsonb_to_recordset(${rows}::jsonb) AS v(user_id bigint, kind text, book_id bigint, saved_search_id bigint, details jsonb)
          JOIN users u ON u.id = v.user_id
          WHERE NOT ${suspendedNow('u')}`,
      )
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'book_id'])
          // The partial unique index's own predicate, as a literal: a parameter would not match it.
          .where(sql<boolean>`kind = 'wanted_listed'`)
          .doNothing(),
      )
      .returning(['id', 'user_id', 'kind'])
      .execute();
    const mailed = created.filter((row) => MAIL_KIND_OF[row.kind] !== null);
    const jobs = mailed.map((row): NotificationMailJob => ({ notification_id: row.id }));
    await this.jobs.sendMany(NOTIFICATION_MAIL_JOB, jobs, trx ? { trx } : {});
    return created;
  }

  /** The members' open tabs refetch their bell, and their browsers get the kinds that push (after the rows are committed). */
  async announce(created: CreatedNotice[]): Promise<void> {
    this.pushes.send(created);
    for (const row of created) await this.live.publish({ type: 'notifications', member_id: row.user_id, notification_id: row.id });
  }

  /** Record and announce, outside any transaction. */
  async notify(items: NewNotification[]): Promise<number> {
    const created = await this.record(items);
    await this.announce(created);
    return created.length;
  }

  /** Everyone who bookmarked `bookId`, but `exceptUserId` (the seller). */
  async bookmarkersOf(bookId: number, exceptUserId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('bookmarks')
      .select('user_id')
      .where('book_id', '=', bookId)
      .where('user_id', '<>', exceptUserId)
      .execute();
    return rows.map((row) => row.user_id);
  }
}
