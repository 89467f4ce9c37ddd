import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { copyImageFiles, recordImageCopy, type ImageCopy } from '../uploads';
import type { PhotoField } from './book-photo-writes';
import { visibleTo } from './book-rows';
import { fieldError } from './new-book';
import { bookFieldTexts } from './texts';

// A new listing may start with the cover of an earlier listing of the same edition, as GET /books/lookup/ offers it
// (issue 40): its key stands first in the photos. The new seller gets their own copy, so the new book keeps its cover
// whatever becomes of the listing it came from. Only a cover is lent (never another photo of that listing), and only
// while a listing everyone may see, with the same ISBN, shows it: looked up before the copy, and checked again by the
// statement that records the copy in the create's transaction, which holds that listing until the book is written.

/** A cover of another member's listing that the new book of ISBN `isbn` may copy. */
export interface BorrowedCover {
  key: string;
  isbn: string;
}

/** Listings (as `b`) that lend their cover `cover` to a new book of ISBN `isbn`: everyone may see them. */
const lends = (isbn: string, cover: string) => sql<SqlBool>`(b.isbn = ${isbn} AND b.book_image = ${cover} AND ${visibleTo(null)})`;

/**
 * The new book's cover `cover` when it is borrowed: not an upload of member `memberId`, but the cover of a listing
 * everyone may see with the same ISBN. Undefined otherwise: the photo checks then judge it as any other key.
 */
export async function borrowedCover(
  db: Kysely<DB>,
  memberId: number,
  isbn: string | null,
  cover: string,
): Promise<BorrowedCover | undefined> {
  if (isbn === null) return undefined;
  const own = await db.selectFrom('uploads').select('key').where('key', '=', cover).where('user_id', '=', memberId).executeTakeFirst();
  if (own) return undefined;
  const lender = await db.selectFrom('books as b').select('b.id').where(lends(isbn, cover)).executeTakeFirst();
  return lender ? { key: cover, isbn } : undefined;
}

/** The borrowed cover's files copied for the new book (slow: before the transaction); 400 on `field` when they are gone. */
export async function copyBorrowedCover(
  db: Kysely<DB>,
  storage: Storage,
  cover: BorrowedCover,
  field: PhotoField,
): Promise<ImageCopy & BorrowedCover> {
  const copy = await copyImageFiles(db, storage, cover.key);
  if (!copy) throw fieldError(400, field, bookFieldTexts.bookImage.coverGone);
  return { ...copy, isbn: cover.isbn };
}

/**
 * In the create's transaction: the copy becomes member `memberId`'s upload only if a listing still lends that cover,
 * checked by the insert itself; the lender's row is held (FOR SHARE) until the book is written. 400 on `field` if not.
 */
export async function recordBorrowedCover(
  trx: Transaction<DB>,
  copy: ImageCopy & BorrowedCover,
  memberId: number,
  field: PhotoField,
): Promise<void> {
  const lent = sql<SqlBool>`EXISTS (SELECT 1 FROM books b WHERE ${lends(copy.isbn, copy.fromKey)} FOR SHARE OF b)`;
  if (!(await recordImageCopy(trx, copy, memberId, lent))) throw fieldError(400, field, bookFieldTexts.bookImage.coverGone);
}
