import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { ImageError } from '../../lib/images';
import { messages } from '../../messages';
import type { SessionUser } from '../../plugins/session';
import { imageErrorMessage, type ImageService } from '../uploads/images';
import { uploadUsableCutoff } from '../uploads/sweep';
import { earthPoint, LISTED, visibleTo, type BookRows, type ListResult } from './book-rows';
import type { BrowseCache } from './browse-cache';
import { checkPrice, fieldError, normaliseNewBook, optionalText } from './new-book';
import type { CreateBookBody, MyBookItem, MyBooksFilter, UpdateBookBody } from './schemas';
import { sellerPoint } from './seller-point';

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
  ) {}

  /** GET /books/current-users/: the caller's books with their review state. */
  async myBooks(viewer: SessionUser, filter: MyBooksFilter, limit: number, offset: number): Promise<ListResult<MyBookItem>> {
    const conditions: Expression<SqlBool>[] = [sql<SqlBool>`b.user_id = ${viewer.id}`];
    if (filter === 'sold') conditions.push(sql<SqlBool>`b.is_sold`);
    if (filter === 'unreviewed') conditions.push(sql<SqlBool>`NOT b.is_reviewed`);
    if (filter === 'accepted') conditions.push(sql<SqlBool>`(b.is_reviewed AND b.is_accepted)`);
    if (filter === 'rejected') conditions.push(sql<SqlBool>`(b.is_reviewed AND b.is_rejected)`);
    if (filter === 'expired') conditions.push(sql<SqlBool>`(b.is_expired AND NOT b.is_sold)`);
    const where = sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
    const rows = await this.rows
      .itemQuery(viewer, undefined)
      .select([
        'b.is_reviewed',
        'b.is_accepted',
        'b.is_rejected',
        'b.is_disabled',
        'b.is_expired',
        'b.expires_at',
        'b.description',
        'b.date_created',
        'b.rejection_reason',
      ])
      .where(where)
      .orderBy('b.date_created', 'desc')
      .orderBy('b.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const counted = await this.db
      .selectFrom('books as b')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow();
    return { items: rows.map((row) => this.rows.toItem(row)), count: counted.count };
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
        'b.category',
        'b.book_image',
        'b.is_sold',
        'b.is_reviewed',
        'b.price',
        sql<boolean>`${LISTED}`.as('listed'),
        sql<boolean>`${visibleTo(viewer)}`.as('visible'),
      ])
      .where('b.id', '=', id);
    if (lock) query = query.forUpdate();
    const book = await query.executeTakeFirst();
    if (!book) throw new HttpError(404, messages.errors.notFound);
    if (book.user_id !== viewer.id) {
      // Someone else's book: forbidden if the caller may see it, else as if it did not exist.
      throw book.visible ? new HttpError(403, messages.books.notOwner) : new HttpError(404, messages.errors.notFound);
    }
    return book;
  }

  /**
   * POST /books/create/: a new, unreviewed book with an image this member uploaded, still usable
   * (not older than the upload sweep's cutoff), and used by no other book.
   */
  async create(viewer: SessionUser, input: CreateBookBody): Promise<number> {
    const book = normaliseNewBook(input);
    const usableSince = uploadUsableCutoff(this.uploadMarginHours);
    const upload = await this.db
      .selectFrom('uploads')
      .select(['key', 'content_type', 'created_at', 'processed_at'])
      .where('key', '=', book.book_image)
      .where('user_id', '=', viewer.id)
      .executeTakeFirst();
    if (!upload) throw fieldError(400, 'book_image', messages.bookFields.bookImage.invalid);
    if (upload.created_at.getTime() < usableSince.getTime()) throw fieldError(400, 'book_image', messages.bookFields.bookImage.expired);
    // The local store processes an image as it arrives; an S3 upload is read back and processed now.
    if (upload.processed_at === null) await this.processUploadedOriginal(upload.key, upload.content_type);

    // Only the blurred point is stored: the seller's own never is.
    const placed = book.point ? await sellerPoint(this.db, viewer.id, book.point) : undefined;
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        // Hold the upload row (FOR SHARE) until the book is committed: the upload sweep locks rows
        // FOR UPDATE SKIP LOCKED and re-checks for a book before deleting, so it either skips this
        // upload or has already deleted it, and then the book is refused (no book points at a
        // deleted image).
        const held = await trx
          .selectFrom('uploads')
          .select('key')
          .where('key', '=', book.book_image)
          .where('user_id', '=', viewer.id)
          .where('created_at', '>=', usableSince)
          .forShare()
          .executeTakeFirst();
        if (!held) throw fieldError(400, 'book_image', messages.bookFields.bookImage.expired);
        const inserted = await trx
          .insertInto('books')
          .values({
            user_id: viewer.id,
            name: book.name,
            book_image: book.book_image,
            category: book.category,
            condition: book.condition,
            author: book.author,
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
        return inserted.id;
      });
      this.listings.clear();
      return id;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw fieldError(409, 'book_image', messages.bookFields.bookImage.inUse);
      }
      throw error;
    }
  }

  /** Make the variants of an upload that is still only an original (S3); 400 on book_image if it cannot be used. */
  private async processUploadedOriginal(key: string, contentType: string): Promise<void> {
    const expected = contentType === 'image/png' ? 'image/png' : 'image/jpeg';
    let outcome;
    try {
      outcome = await this.images.processOriginal(key, expected, { deleteRefused: true });
    } catch (error) {
      if (error instanceof ImageError) throw fieldError(400, 'book_image', imageErrorMessage(error));
      throw error;
    }
    if (outcome.status === 'missing') throw fieldError(400, 'book_image', messages.bookFields.bookImage.notUploaded);
    if (outcome.status === 'gone') throw fieldError(400, 'book_image', messages.bookFields.bookImage.expired);
  }

  /**
   * PATCH /books/{id}/: owner only, not when sold; a new name or category sends the book back to
   * review. The row is locked from the check to the write, so an edit never lands after a sale.
   */
  /**
   * PATCH /books/{id}/. Says whether the book went back to review, and the price it had when a listed
   * book's price was lowered (its bookmarkers are told).
   */
  async update(id: number, viewer: SessionUser, input: UpdateBookBody): Promise<{ backToReview: boolean; loweredFrom?: number }> {
    const author = input.author === undefined ? undefined : optionalText(input.author);
    if (
      input.name === undefined &&
      author === undefined &&
      input.category === undefined &&
      input.price === undefined &&
      input.condition === undefined
    ) {
      await this.ownBook(this.db, id, viewer);
      throw new HttpError(400, messages.books.nothingToUpdate);
    }
    if (input.price !== undefined) checkPrice(input.price);
    const result = await this.db.transaction().execute(async (trx) => {
      const book = await this.ownBook(trx, id, viewer, true);
      if (book.is_sold) throw new HttpError(409, messages.books.soldCannotEdit);
      // What moderators judged (title, author, category) changed: they look again.
      const backToReview =
        (input.name !== undefined && input.name !== book.name) ||
        (author !== undefined && author !== book.author) ||
        (input.category !== undefined && input.category !== book.category);
      await trx
        .updateTable('books')
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(author !== undefined ? { author } : {}),
          ...(input.category !== undefined ? { category: input.category } : {}),
          ...(input.price !== undefined ? { price: input.price } : {}),
          ...(input.condition !== undefined ? { condition: input.condition } : {}),
          ...(backToReview
            ? { is_reviewed: false, is_accepted: false, is_rejected: false, rejection_reason: null, reviewed_at: null, reviewed_by: null }
            : {}),
        })
        .where('id', '=', id)
        .execute();
      const oldPrice = book.price;
      const lowered = book.listed && !backToReview && input.price !== undefined && input.price < oldPrice;
      return lowered ? { backToReview, loweredFrom: oldPrice } : { backToReview };
    });
    this.listings.clear();
    return result;
  }

  /** DELETE /books/{id}/: owner only; the image goes too (every variant). One conditional statement decides. */
  async delete(id: number, viewer: SessionUser): Promise<void> {
    const deleted = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('books')
        .where('id', '=', id)
        .where('user_id', '=', viewer.id)
        .returning('book_image')
        .executeTakeFirst();
      if (row) await trx.deleteFrom('uploads').where('key', '=', row.book_image).execute();
      return row;
    });
    if (!deleted) {
      await this.ownBook(this.db, id, viewer); // 404 or 403, as the case may be
      throw new HttpError(404, messages.errors.notFound); // deleted meanwhile
    }
    this.listings.clear();
    await this.images.remove([deleted.book_image]);
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
    let update = this.db
      .updateTable('books')
      .set({ is_sold: true, sold_to_id: soldToConversationId === undefined ? null : buyerOf(soldToConversationId) })
      .where('id', '=', id)
      .where('user_id', '=', viewer.id)
      .where('is_sold', '=', false)
      .where('is_reviewed', '=', true);
    if (soldToConversationId !== undefined) update = update.where(sql<SqlBool>`${buyerOf(soldToConversationId)} IS NOT NULL`);
    const sold = await update.returning('id').executeTakeFirst();
    if (!sold) {
      // Why not, for the message; the statement above is what decided. Someone else's book: 403 (or 404) first.
      const book = await this.ownBook(this.db, id, viewer);
      if (!book.is_sold && !book.is_reviewed) throw new HttpError(409, messages.books.notReviewed);
      if (book.is_sold) throw new HttpError(409, messages.books.alreadySold);
      throw new HttpError(400, messages.books.soldToInvalid, { sold_to_conversation_id: messages.books.soldToInvalid });
    }
    this.listings.clear();
  }
}
