import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import type { SessionUser } from '../../plugins/session';
import { visibleTo, type BookRows } from '../books';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * POST /reports/report-book/: one report per member per book, never on one's own book. One
 * statement checks and inserts; when it inserts nothing, a second look says why.
 */
export async function reportBook(db: Kysely<DB>, books: BookRows, viewer: SessionUser, bookId: number, reason: string): Promise<void> {
  let reported;
  try {
    reported = await db
      .insertInto('reports')
      .columns(['user_id', 'book_id', 'reason'])
      .expression((eb) =>
        eb
          .selectFrom('books as b')
          .select([sql.lit(viewer.id).as('user_id'), 'b.id', sql.val(reason).as('reason')])
          .where('b.id', '=', bookId)
          .where('b.user_id', '<>', viewer.id)
          .where(visibleTo(viewer)),
      )
      .returning('id')
      .executeTakeFirst();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === UNIQUE_VIOLATION) throw new HttpError(409, messages.reports.alreadyReported);
    if (code === FOREIGN_KEY_VIOLATION) throw new HttpError(404, messages.errors.notFound);
    throw error;
  }
  if (reported) return;
  const { visible, ownerId } = await books.isVisible(bookId, viewer);
  throw visible && ownerId === viewer.id ? new HttpError(403, messages.reports.ownBook) : new HttpError(404, messages.errors.notFound);
}
