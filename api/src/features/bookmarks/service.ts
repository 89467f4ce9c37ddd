import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import type { SessionUser } from '../../plugins/session';
import type { Storage } from '../../storage/storage';
import { withImageUrls } from '../uploads';
import { formatDistance, LIST_ITEM_COLUMNS, visibleTo } from '../books';
import type { BookItem } from '../books';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

export class BookmarksService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
  ) {}

  /** The member's bookmarks of books they may still see, newest first. */
  async list(viewer: SessionUser): Promise<{ bookmark_item: { id: number; book: BookItem }[] }> {
    const rows = await this.db
      .selectFrom('bookmarks as bm')
      .innerJoin('books as b', 'b.id', 'bm.book_id')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select(['bm.id as bookmark_id', ...LIST_ITEM_COLUMNS])
      .where('bm.user_id', '=', viewer.id)
      .where(visibleTo(viewer))
      .orderBy('bm.created_at', 'desc')
      .orderBy('bm.id', 'desc')
      .execute();
    return {
      bookmark_item: rows.map(({ bookmark_id, ...book }) => ({
        id: bookmark_id,
        book: { ...withImageUrls(this.storage, book), is_bookmarked: true, distance: formatDistance(null) },
      })),
    };
  }

  /**
   * Bookmark a book the member may see: one statement checks visibility and inserts, so a book
   * hidden meanwhile is never bookmarked; the unique key answers a second bookmark.
   */
  async add(viewer: SessionUser, bookId: number): Promise<void> {
    let added;
    try {
      added = await this.db
        .insertInto('bookmarks')
        .columns(['user_id', 'book_id'])
        .expression((eb) =>
          eb
            .selectFrom('books as b')
            .select([sql.lit(viewer.id).as('user_id'), 'b.id'])
            .where('b.id', '=', bookId)
            .where(visibleTo(viewer)),
        )
        .returning('id')
        .executeTakeFirst();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === UNIQUE_VIOLATION) throw new HttpError(409, messages.bookmarks.alreadyBookmarked);
      if (code === FOREIGN_KEY_VIOLATION) throw new HttpError(404, messages.errors.notFound); // deleted meanwhile
      throw error;
    }
    if (!added) throw new HttpError(404, messages.errors.notFound);
  }

  async remove(viewer: SessionUser, bookId: number): Promise<void> {
    const result = await this.db.deleteFrom('bookmarks').where('user_id', '=', viewer.id).where('book_id', '=', bookId).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new HttpError(404, messages.bookmarks.notBookmarked);
  }
}
