import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import type { SessionUser } from '../../plugins/session';
import type { ImageService } from '../uploads';
import { discardImageCopy, uploadUsableCutoff } from '../uploads';
import { earthPoint, LISTED, visibleTo, type BookRows, type ListResult } from './book-rows';
import type { BrowseCache } from './browse-cache';
import { BookPhotoWrites, newBookPhotos, photoInUse } from './book-photo-writes';
import { borrowedCover, copyBorrowedCover, recordBorrowedCover } from './borrowed-cover';
import { normaliseIsbn } from './isbn';
import { myBooks } from './my-books';
import { checkPrice, normaliseNewBook, optionalText } from './new-book';
import type { MyBookItem, MyBooksFilter } from './schemas';
import type { CreateBookBody, UpdateBookBody } from './write-schemas';
import { sellerPoint } from './seller-point';
import { bookTexts } from './texts';
import { BOOK_CHOICE_COLUMNS, REVIEWED_CHOICE_NAMES, choicesIn, choicesOf } from './choice-fields';

// A member's own books: My Books, listing a book, editing, deleting and selling it. Every write
// clears the browse cache, so Browse shows the change at once on this instance.

const UNIQUE_VIOLATION = '23505';

export class OwnBooksService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly rows: BookRows,
    private readonly images: ImageService,
    private readonly listings: BrowseCache,
    /** UPLOAD_SWEEP_MARGIN_HOURS: uploads granted longer ago than the grant's validity plus this are refused. */
    private readonly uploadMarginHours: number,
  ) {
    this.photos = new BookPhotoWrites(db, images);
  }

  private readonly photos: BookPhotoWrites;

  /** GET /books/current-users/: the caller's books with their review state. */
  myBooks(viewer: SessionUser, filter: MyBooksFilter, limit: number, offset: number): Promise<ListResult<MyBookItem>> {
    return myBooks(this.db, this.rows, viewer, { filter, limit, offset });
  }

  /**
   * Book `id` for a change by its owner: 404 if the caller may not see it, 403 if it is not theirs.
   * Inside a transaction, `lock` holds the row (FOR UPDATE) until it ends, so that no other change
   * (a sale, an edit, a moderator's decision) comes between the checks and the write.
   */
  private async ownBook(db: Kysely<DB>, id: number, viewer: SessionUser, lock = false) {
    let query = db
      .selectFrom('books as b')
      .select([
        'b.id',
        'b.user_id',
        'b.name',
        'b.author',
        'b.isbn',
        ...BOOK_CHOICE_COLUMNS,
        'b.book_image',
        'b.is_sold',
        'b.is_reviewed',
        'b.price',
        sql<number | null>`b.reserved_for_conversation_id::int`.as('reserved_for'),
        sql<boolean>`${LISTED}`.as('listed'),
        sql<boolean>`${visibleTo(viewer)}`.as('visible'),
      ])
      .where('b.id', '=', id);
    if (lock) query = query.forUpdate();
    const book = await query.executeTakeFirst();
    if (!book) throw new HttpError(404, messages.errors.notFound);
    if (book.user_id !== viewer.id) {
      // Someone else's book: forbidden if the caller may see it, else as if it did not exist.
      throw book.visible ? new HttpError(403, bookTexts.notOwner) : new HttpError(404, messages.errors.notFound);
    }
    return book;
  }

  /**
   * POST /books/create/: a new, unreviewed book with photos this member uploaded, still usable
   * (not older than the upload sweep's cutoff), and used by no other book; the first is the cover.
   */
  async create(viewer: SessionUser, input: CreateBookBody): Promise<number> {
    const book = normaliseNewBook(input);
    const photos = newBookPhotos(input);
    const usableSince = uploadUsableCutoff(this.uploadMarginHours);
    // A cover offered by GET /books/lookup/ is not this member's upload: the other photos are checked without it.
    const borrowed = await borrowedCover(this.db, viewer.id, book.isbn, input.book_image);
    await this.photos.prepare(
      viewer.id,
      photos.keys.filter((key) => key !== borrowed?.key),
      usableSince,
      photos.field,
    );

    // Only the blurred point is stored: the seller's own never is.
    const placed = book.point ? await sellerPoint(this.db, viewer.id, book.point) : undefined;
    // Copied last, once the input has passed its checks, so that a refused create leaves no copy behind.
    const copy = borrowed ? await copyBorrowedCover(this.db, this.images.storage, borrowed, photos.field) : undefined;
    const keys = copy ? photos.keys.map((key) => (key === copy.fromKey ? copy.key : key)) : photos.keys;
    let id: number;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        if (copy) await recordBorrowedCover(trx, copy, viewer.id, photos.field);
        await this.photos.hold(trx, viewer.id, keys, usableSince, photos.field);
        const inserted = await trx
          .insertInto('books')
          .values({
            user_id: viewer.id,
            name: book.name,
            book_image: copy?.key ?? input.book_image,
            ...choicesOf(book),
            author: book.author,
            isbn: book.isbn,
            publication: book.publication,
            edition: book.edition,
            is_school_book: book.is_school_book,
            is_college_book: book.is_college_book,
            is_bachlore_book: book.is_bachlore_book,
            grade: book.grade,
            description: book.description,
            price: book.price,
            location: placed ? earthPoint(placed.point) : null,
            place_tag: placed?.placeTag ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await this.photos.write(trx, inserted.id, keys);
        return inserted.id;
      });
    } catch (error) {
      // The copy's row went with the transaction; its files go here.
      if (copy) await discardImageCopy(this.images.storage, copy);
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw photoInUse(photos.field);
      throw error;
    }
    this.listings.clear();
    return id;
  }

  /**
   * PATCH /books/{id}/: owner only, not when sold. A new name, author, ISBN or category sends the book
   * back to review, and so does a new photo (a photo can carry what moderators refuse); reordering
   * or removing photos shows nothing they have not seen. The row is locked from the check to the
   * write, so an edit never lands after a sale. Says whether the book went back to review, and the
   * price it had when a listed book's price was lowered (its bookmarkers are told).
   */
  async update(id: number, viewer: SessionUser, input: UpdateBookBody): Promise<{ backToReview: boolean; loweredFrom?: number }> {
    const author = input.author === undefined ? undefined : optionalText(input.author);
    const isbn = input.isbn === undefined ? undefined : normaliseIsbn(input.isbn);
    const choices = choicesIn(input);
    const changes = [input.name, author, isbn, input.price, input.images, ...Object.values(choices)];
    if (changes.every((value) => value === undefined)) {
      await this.ownBook(this.db, id, viewer);
      throw new HttpError(400, bookTexts.nothingToUpdate);
    }
    if (input.price !== undefined) checkPrice(input.price);
    const usableSince = uploadUsableCutoff(this.uploadMarginHours);
    if (input.images) {
      // The slow part (an S3 original is read back and processed) before any lock is taken.
      const book = await this.ownBook(this.db, id, viewer);
      const current = await this.photos.current(this.db, id, book.book_image);
      await this.photos.prepare(
        viewer.id,
        input.images.filter((key) => !current.includes(key)),
        usableSince,
        'images',
      );
    }
    let removedPhotos: string[] = [];
    try {
      const result = await this.db.transaction().execute(async (trx) => {
        const book = await this.ownBook(trx, id, viewer, true);
        if (book.is_sold) throw new HttpError(409, bookTexts.soldCannotEdit);
        let addedPhoto = false;
        let cover: string | undefined;
        if (input.images) {
          const current = await this.photos.current(trx, id, book.book_image);
          const added = input.images.filter((key) => !current.includes(key));
          removedPhotos = current.filter((key) => !input.images?.includes(key));
          await this.photos.hold(trx, viewer.id, added, usableSince, 'images');
          await this.photos.write(trx, id, input.images);
          addedPhoto = added.length > 0;
          cover = input.images[0];
        }
        // What moderators judged (title, author, ISBN, category or another reviewed choice, photos) changed: they look again.
        const backToReview =
          addedPhoto ||
          (input.name !== undefined && input.name !== book.name) ||
          (author !== undefined && author !== book.author) ||
          (isbn !== undefined && isbn !== book.isbn) ||
          REVIEWED_CHOICE_NAMES.some((name) => choices[name] !== undefined && choices[name] !== book[name]);
        await trx
          .updateTable('books')
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(author !== undefined ? { author } : {}),
            ...(isbn !== undefined ? { isbn } : {}),
            ...(input.price !== undefined ? { price: input.price } : {}),
            ...choices,
            ...(cover !== undefined ? { book_image: cover } : {}),
            ...(backToReview
              ? { is_reviewed: false, is_accepted: false, is_rejected: false, rejection_reason: null, reviewed_at: null, reviewed_by: null }
              : {}),
          })
          .where('id', '=', id)
          .execute();
        // Photos taken off the book are deleted, rows now and files after the commit.
        if (removedPhotos.length > 0) await trx.deleteFrom('uploads').where('key', 'in', removedPhotos).execute();
        const oldPrice = book.price;
        const lowered = book.listed && !backToReview && input.price !== undefined && input.price < oldPrice;
        return lowered ? { backToReview, loweredFrom: oldPrice } : { backToReview };
      });
      this.listings.clear();
      await this.images.remove(removedPhotos);
      return result;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw photoInUse('images');
      throw error;
    }
  }

  /** DELETE /books/{id}/: owner only, with every photo; the locking statement decides. Says whom it was reserved for. */
  async delete(id: number, viewer: SessionUser): Promise<{ name: string; reservedFor: number | null }> {
    const deleted = await this.db.transaction().execute(async (trx) => {
      const book = await trx
        .selectFrom('books')
        .select(['id', 'book_image', 'name', sql<number | null>`reserved_for_conversation_id::int`.as('reserved_for')])
        .where('id', '=', id)
        .where('user_id', '=', viewer.id)
        .forUpdate()
        .executeTakeFirst();
      if (!book) return undefined;
      const photos = await this.photos.current(trx, id, book.book_image);
      await trx.deleteFrom('books').where('id', '=', id).execute();
      const all = [...new Set([book.book_image, ...photos])];
      await trx.deleteFrom('uploads').where('key', 'in', all).execute();
      return { keys: all, name: book.name, reservedFor: book.reserved_for };
    });
    if (!deleted) {
      await this.ownBook(this.db, id, viewer); // 404 or 403, as the case may be
      throw new HttpError(404, messages.errors.notFound); // deleted meanwhile
    }
    this.listings.clear();
    await this.images.remove(deleted.keys);
    return { name: deleted.name, reservedFor: deleted.reservedFor };
  }

  /**
   * PATCH /books/mark-as-sold/{id}/: owner only, reviewed and not yet sold. One conditional
   * statement, so of any number of simultaneous calls exactly one sells the book.
   */
  async markSold(id: number, viewer: SessionUser, soldToConversationId?: number): Promise<void> {
    // The buyer of one of this seller's conversations about this very book, read in the statement that sells.
    const buyerOf = (conversationId: number) =>
      sql<number | null>`(SELECT c.buyer_id FROM conversations c
        WHERE c.id = ${conversationId} AND c.book_id = books.id AND c.seller_id = ${viewer.id})`;
    // A reserved book is sold only to the buyer it is held for (issue 37); the sale ends the reservation.
    const reservation =
      soldToConversationId === undefined
        ? sql<SqlBool>`reserved_for_conversation_id IS NULL`
        : sql<SqlBool>`(reserved_for_conversation_id IS NULL OR reserved_for_conversation_id = ${soldToConversationId})`;
    let update = this.db
      .updateTable('books')
      .set({
        is_sold: true,
        sold_to_id: soldToConversationId === undefined ? null : buyerOf(soldToConversationId),
        reserved_for_conversation_id: null,
        reserved_at: null,
      })
      .where('id', '=', id)
      .where('user_id', '=', viewer.id)
      .where('is_sold', '=', false)
      .where('is_reviewed', '=', true)
      .where(reservation);
    if (soldToConversationId !== undefined) update = update.where(sql<SqlBool>`${buyerOf(soldToConversationId)} IS NOT NULL`);
    const sold = await update.returning('id').executeTakeFirst();
    if (!sold) {
      // Why not, for the message; the statement above is what decided. Someone else's book: 403 (or 404) first.
      const book = await this.ownBook(this.db, id, viewer);
      if (!book.is_sold && !book.is_reviewed) throw new HttpError(409, bookTexts.notReviewed);
      if (book.is_sold) throw new HttpError(409, bookTexts.alreadySold);
      if (book.reserved_for !== null && book.reserved_for !== soldToConversationId) throw new HttpError(409, bookTexts.reservedForAnother);
      throw new HttpError(400, bookTexts.soldToInvalid, { sold_to_conversation_id: bookTexts.soldToInvalid });
    }
    this.listings.clear();
  }
}
