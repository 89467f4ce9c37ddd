import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import type { SessionUser } from '../../plugins/session';
import type { BookRows, ListResult } from '../books';
import { MODERATION_QUEUES, type ModerationQueueName } from './queues';
import type { ModerationBook } from './schemas';

// What moderators read: the queues and one book as it is now, with the owner's contact details.

export class ModerationQueries {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly rows: BookRows,
  ) {}

  /** A moderator's list: every field, the rejection reason and the report count. */
  async list(viewer: SessionUser, queue: ModerationQueueName, limit: number, offset: number): Promise<ListResult<ModerationBook>> {
    // The books waiting for review are offered to the moderators who may decide on them: not to their seller.
    const where =
      queue === 'unreviewed' ? sql<SqlBool>`(${MODERATION_QUEUES.unreviewed} AND b.user_id <> ${viewer.id})` : MODERATION_QUEUES[queue];
    let rows = this.moderationQuery(viewer).where(where);
    if (queue === 'reported') rows = rows.orderBy(sql`(SELECT count(*) FROM reports r WHERE r.book_id = b.id)`, 'desc');
    rows =
      queue === 'unreviewed'
        ? rows.orderBy('b.date_created', 'asc').orderBy('b.id', 'asc')
        : rows.orderBy('b.date_created', 'desc').orderBy('b.id', 'desc');
    const [found, counted] = await Promise.all([
      rows.limit(limit).offset(offset).execute(),
      this.db
        .selectFrom('books as b')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return { items: found.map((row) => this.toModerationBook(row)), count: counted.count };
  }

  /** One book as a moderator sees it now (the desk reloads a book that changed under a decision); 404 if there is none. */
  async book(viewer: SessionUser, id: number): Promise<ModerationBook> {
    const row = await this.moderationQuery(viewer).where('b.id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.errors.notFound);
    return this.toModerationBook(row);
  }

  /** Detail columns and the owner's contact details, which moderators see. */
  private moderationQuery(viewer: SessionUser) {
    return this.rows.detailQuery(viewer).select(['u.email', 'u.phone_number', 'u.hide_phone_number']);
  }

  private toModerationBook<
    T extends Parameters<BookRows['toDetail']>[0] & { email: string; phone_number: string; hide_phone_number: boolean },
  >({ email, phone_number, hide_phone_number, ...row }: T) {
    const book = this.rows.toDetail(row);
    return { ...book, user: { ...book.user, email, phone_number, hide_phone_number } };
  }
}
