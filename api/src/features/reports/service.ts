import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../messages';
import type { SessionUser } from '../../plugins/session';
import type { BooksService } from '../books/service';

const UNIQUE_VIOLATION = '23505';

/** POST /reports/report-book/: one report per member per book, never on one's own book. */
export async function reportBook(db: Kysely<DB>, books: BooksService, viewer: SessionUser, bookId: number, reason: string): Promise<void> {
  const { visible, ownerId } = await books.isVisible(bookId, viewer);
  if (!visible) throw new HttpError(404, messages.errors.notFound);
  if (ownerId === viewer.id) throw new HttpError(403, messages.reports.ownBook);
  try {
    await db.insertInto('reports').values({ user_id: viewer.id, book_id: bookId, reason }).execute();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new HttpError(409, messages.reports.alreadyReported);
    throw error;
  }
}
