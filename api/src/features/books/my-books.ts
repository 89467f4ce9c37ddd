import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { bookPhotosColumn } from './book-photos';
import { REVIEW_STATE_COLUMNS, type BookRows, type ListResult } from './book-rows';
import type { MyBookItem, MyBooksFilter } from './schemas';

// My Books: a member's own books with their review state, filtered and paged.

/** GET /books/current-users/: the caller's books with their review state. */
export async function myBooks(
  db: Kysely<DB>,
  rows: BookRows,
  viewer: SessionUser,
  { filter, limit, offset }: { filter: MyBooksFilter; limit: number; offset: number },
): Promise<ListResult<MyBookItem>> {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`b.user_id = ${viewer.id}`];
  if (filter === 'sold') conditions.push(sql<SqlBool>`b.is_sold`);
  if (filter === 'unreviewed') conditions.push(sql<SqlBool>`NOT b.is_reviewed`);
  if (filter === 'accepted') conditions.push(sql<SqlBool>`(b.is_reviewed AND b.is_accepted)`);
  if (filter === 'rejected') conditions.push(sql<SqlBool>`(b.is_reviewed AND b.is_rejected)`);
  if (filter === 'expired') conditions.push(sql<SqlBool>`(b.is_expired AND NOT b.is_sold)`);
  const where = sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
  const found = await rows
    .itemQuery(viewer, undefined)
    .select(REVIEW_STATE_COLUMNS)
    .select(bookPhotosColumn().as('photos'))
    .where(where)
    .orderBy('b.date_created', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const counted = await db
    .selectFrom('books as b')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where)
    .executeTakeFirstOrThrow();
  return { items: found.map((row) => rows.withPhotos(row)), count: counted.count };
}
