import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import type { LiveHub } from '../messages';
import { shownToMember } from '../books';
import { defaultImageUrl, imageRecordColumn } from '../uploads';
import type { NotificationItem, NotificationListQuery } from './schemas';

/** The bell: a member's notifications, newest first, and marking them read. */
export class NotificationsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    private readonly live: LiveHub,
  ) {}

  async unread(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return row.count;
  }

  async list(
    userId: number,
    { before, limit }: NotificationListQuery,
  ): Promise<{ results: NotificationItem[]; has_more: boolean; unread: number }> {
    let query = this.db
      .selectFrom('notifications as n')
      .leftJoin('books as b', 'b.id', 'n.book_id')
      .select([
        'n.id',
        'n.kind',
        'n.created_at',
        'n.read_at',
        'n.details',
        'b.id as book_id',
        'b.name as book_name',
        'b.price as book_price',
        'b.book_image',
        imageRecordColumn().as('image'),
        shownToMember(sql.ref('n.user_id')).as('shown'),
      ])
      .where('n.user_id', '=', userId)
      .orderBy('n.id', 'desc')
      .limit(limit + 1);
    if (before !== undefined) query = query.where('n.id', '<', before);
    const rows = await query.execute();
    const results = rows.slice(0, limit).map((row) => ({
      id: row.id,
      kind: row.kind,
      created_at: row.created_at,
      read: row.read_at !== null,
      details: row.details,
      // Another member's book no longer listed is "no longer available" (null), as a deleted one is.
      book:
        row.book_id === null || row.book_name === null || row.book_image === null || !row.shown
          ? null
          : {
              id: row.book_id,
              name: row.book_name,
              price: Number(row.book_price),
              book_image: defaultImageUrl(this.storage, row.book_image, row.image),
            },
    }));
    return { results, has_more: rows.length > limit, unread: await this.unread(userId) };
  }

  /** Everything up to `upToId` is read; the member's other tabs hear of it. Returns the unread count. */
  async markRead(userId: number, upToId: number): Promise<number> {
    const marked = await this.db
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where('user_id', '=', userId)
      .where('id', '<=', upToId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    if (marked.numUpdatedRows > 0n) await this.live.publish({ type: 'notifications', member_id: userId, notification_id: null });
    return this.unread(userId);
  }
}
