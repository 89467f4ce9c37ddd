import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { asImageType, ImageError } from '../../lib/images';
import { imageErrorMessage, type ImageService } from '../uploads';
import { fieldError } from './new-book';
import { bookFieldTexts } from './texts';

// Giving a book its photos (issue 27): which uploads a member may attach, and writing the ordered
// list. The cover is the first photo, also kept in books.book_image for every reader of a cover.

/** Where a refused photo's error is reported: `book_image` for a one-photo call (as before photos were a list), else `images`. */
export type PhotoField = 'book_image' | 'images';

const wordsFor = (field: PhotoField) => {
  const F = bookFieldTexts;
  return field === 'book_image'
    ? { notYours: F.bookImage.invalid, expired: F.bookImage.expired, notUploaded: F.bookImage.notUploaded, inUse: F.bookImage.inUse }
    : { notYours: F.images.notYours, expired: F.images.expired, notUploaded: F.images.notUploaded, inUse: F.images.inUse };
};

/** The photos a new book names, cover first: `images` when sent (it must start with book_image), else book_image alone. */
export function newBookPhotos(input: { book_image: string; images?: string[] }): { keys: string[]; field: PhotoField } {
  if (!input.images) return { keys: [input.book_image], field: 'book_image' };
  if (input.images[0] !== input.book_image) throw fieldError(400, 'images', bookFieldTexts.images.coverFirst);
  return { keys: input.images, field: 'images' };
}

/** The 409 a unique violation on a photo's key means: another book took the upload first. */
export function photoInUse(field: PhotoField): HttpError {
  return fieldError(409, field, wordsFor(field).inUse);
}

export class BookPhotoWrites {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly images: ImageService,
  ) {}

  /**
   * Before the transaction: every key in `keys` is an upload of this member, still usable, and
   * processed (an S3 upload is read back and processed now; the local store did it on arrival).
   */
  async prepare(memberId: number, keys: readonly string[], usableSince: Date, field: PhotoField): Promise<void> {
    if (keys.length === 0) return;
    const words = wordsFor(field);
    const uploads = await this.db
      .selectFrom('uploads')
      .select(['key', 'content_type', 'created_at', 'processed_at'])
      .where('key', 'in', [...keys])
      .where('user_id', '=', memberId)
      .execute();
    const found = new Map(uploads.map((upload) => [upload.key, upload]));
    for (const key of keys) {
      const upload = found.get(key);
      if (!upload) throw fieldError(400, field, words.notYours);
      if (upload.created_at.getTime() < usableSince.getTime()) throw fieldError(400, field, words.expired);
    }
    for (const upload of uploads) {
      if (upload.processed_at === null) await this.processOriginal(memberId, upload.key, upload.content_type, field);
    }
  }

  /**
   * Inside the transaction that attaches them: hold the upload rows (FOR SHARE) until it commits.
   * The upload sweep locks rows FOR UPDATE SKIP LOCKED and re-checks for a book before deleting,
   * so it either skips these uploads or has already deleted them, and then the book is refused.
   */
  async hold(trx: Transaction<DB>, memberId: number, keys: readonly string[], usableSince: Date, field: PhotoField): Promise<void> {
    if (keys.length === 0) return;
    const held = await trx
      .selectFrom('uploads')
      .select(['key', 'processed_at'])
      .where('key', 'in', [...keys])
      .where('user_id', '=', memberId)
      .where('created_at', '>=', usableSince)
      .forShare()
      .execute();
    const words = wordsFor(field);
    if (held.length !== new Set(keys).size) throw fieldError(400, field, words.expired);
    if (held.some((row) => row.processed_at === null)) throw fieldError(400, field, words.notUploaded);
  }

  /** Replace book `bookId`'s photos with `keys` in this order (a unique violation: another book has one). */
  async write(trx: Transaction<DB>, bookId: number, keys: readonly string[]): Promise<void> {
    await trx.deleteFrom('book_images').where('book_id', '=', bookId).execute();
    await trx
      .insertInto('book_images')
      .values(keys.map((key, position) => ({ book_id: bookId, position, key })))
      .execute();
  }

  /** The photos of book `bookId` in order; a book without rows (written straight to the database) has its cover. */
  async current(db: Kysely<DB>, bookId: number, cover: string): Promise<string[]> {
    const rows = await db.selectFrom('book_images').select('key').where('book_id', '=', bookId).orderBy('position').execute();
    return rows.length > 0 ? rows.map((row) => row.key) : [cover];
  }

  /** Make the variants of member `memberId`'s upload that is still only an original (S3), in the member's turn; 400 on `field` if it cannot be used. */
  private async processOriginal(memberId: number, key: string, contentType: string, field: PhotoField): Promise<void> {
    const words = wordsFor(field);
    let outcome;
    try {
      outcome = await this.images.processOriginal(key, asImageType(contentType), { deleteRefused: true, owner: memberId });
    } catch (error) {
      if (error instanceof ImageError) throw fieldError(400, field, imageErrorMessage(error));
      throw error;
    }
    if (outcome.status === 'missing') throw fieldError(400, field, words.notUploaded);
    if (outcome.status === 'gone') throw fieldError(400, field, words.expired);
  }
}
