import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { copyImage } from '../uploads';
import { visibleTo } from './book-rows';
import { fieldError } from './new-book';
import { bookFieldTexts } from './texts';

// A new listing may start with the cover of an earlier listing of the same edition, as GET /books/lookup/ offers it
// (issue 40): its key stands first in the photos. It is copied into an upload of the new seller here, before the
// photos are checked, so the new book owns its cover and keeps it whatever becomes of the listing it came from.

interface NewPhotos {
  book_image: string;
  images?: string[];
}

/**
 * `photos` with a borrowed cover replaced by the seller's own copy. A cover can be borrowed only from a listing
 * everyone may see (accepted, not disabled) with the same ISBN as the new book; any other key not the seller's is
 * left for the photo checks to refuse.
 */
export async function withBorrowedCover<T extends NewPhotos>(
  db: Kysely<DB>,
  storage: Storage,
  memberId: number,
  isbn: string | null,
  photos: T,
): Promise<T> {
  const cover = photos.book_image;
  if (isbn === null) return photos;
  const own = await db.selectFrom('uploads').select('key').where('key', '=', cover).where('user_id', '=', memberId).executeTakeFirst();
  if (own) return photos;
  const shared = await db
    .selectFrom('books as b')
    .select('b.id')
    .where('b.isbn', '=', isbn)
    .where(visibleTo(null))
    .where(sql<SqlBool>`(b.book_image = ${cover} OR EXISTS (SELECT 1 FROM book_images bi WHERE bi.book_id = b.id AND bi.key = ${cover}))`)
    .executeTakeFirst();
  if (!shared) return photos;
  const copy = await copyImage(db, storage, cover, memberId);
  const field = photos.images ? 'images' : 'book_image';
  if (copy === undefined) throw fieldError(400, field, bookFieldTexts.bookImage.coverGone);
  return { ...photos, book_image: copy, ...(photos.images ? { images: photos.images.map((key) => (key === cover ? copy : key)) } : {}) };
}
