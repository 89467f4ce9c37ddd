import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../messages';
import type { SessionUser } from '../../plugins/session';
import type { Storage } from '../../storage/storage';
import { withImageUrls } from '../uploads/images';
import { formatDistance, LIST_ITEM_COLUMNS, visibleTo, type BookItem, type BooksService } from '../books/service';

const UNIQUE_VIOLATION = '23505';

export class BookmarksService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    private readonly books: BooksService,
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

  async add(viewer: SessionUser, bookId: number): Promise<void> {
    const { visible } = await this.books.isVisible(bookId, viewer);
    if (!visible) throw new HttpError(404, messages.errors.notFound);
    try {
      await this.db.insertInto('bookmarks').values({ user_id: viewer.id, book_id: bookId }).execute();
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new HttpError(409, messages.bookmarks.alreadyBookmarked);
      throw error;
    }
  }

  async remove(viewer: SessionUser, bookId: number): Promise<void> {
    const result = await this.db.deleteFrom('bookmarks').where('user_id', '=', viewer.id).where('book_id', '=', bookId).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new HttpError(404, messages.bookmarks.notBookmarked);
  }
}
