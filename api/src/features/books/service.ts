import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { ImageError } from '../../lib/images';
import { DEFAULT_UPLOAD_SWEEP_MARGIN_HOURS, PAGE_LIMITS } from '../../limits';
import { messages } from '../../messages';
import type { SessionUser } from '../../plugins/session';
import { imageErrorMessage, imageRecordColumn, withImageUrls, type ImageRecord, type ImageService } from '../uploads/images';
import { uploadUsableCutoff } from '../uploads/sweep';
import { browseCacheOf, TtlCache, type BrowseCache } from './browse-cache';
import { blurredPoint, memberLocationOffset, type Point } from './location-blur';
import type { BookDetail, BookItem, BookOwner, BrowseQuery, CreateBookBody, MyBookItem, MyBooksFilter, UpdateBookBody } from './schemas';

const UNIQUE_VIOLATION = '23505';

/** Who is asking: the member (or null for a guest) decides is_bookmarked and what is visible. */
export type Viewer = Pick<SessionUser, 'id' | 'is_moderator'> | null;

export type { BookDetail, BookItem, BookOwner, MyBookItem, SellerContact } from './schemas';

export interface ModerationBook extends Omit<BookDetail, 'user'> {
  rejection_reason: string | null;
  report_count: number;
  version: number;
  /** Moderators see every owner's contact details. */
  user: BookOwner & { email: string; phone_number: string; hide_phone_number: boolean };
}

interface DetailExtras {
  owner_first_name: string;
  owner_last_name: string;
  owner_location: string;
  user_id: number;
  username: string;
}

/** What each moderation list holds. */
export const MODERATION_QUEUES = {
  unreviewed: sql<SqlBool>`NOT b.is_reviewed`,
  reported: sql<SqlBool>`EXISTS (SELECT 1 FROM reports r WHERE r.book_id = b.id)`,
  accepted: sql<SqlBool>`(b.is_reviewed AND b.is_accepted)`,
  rejected: sql<SqlBool>`(b.is_reviewed AND b.is_rejected)`,
  disabled: sql<SqlBool>`b.is_disabled`,
  all: sql<SqlBool>`true`,
} as const;
export type ModerationQueueName = keyof typeof MODERATION_QUEUES;

export interface ListResult<T> {
  items: T[];
  count: number;
}

/** Listed in browse: visible to everyone and still for sale. Matches the partial indexes' predicate. */
/** What a list of books shows of each (books `b` joined with their owners `u`): Browse and Bookmarks alike. */
export const LIST_ITEM_COLUMNS = [
  'b.id',
  'b.name',
  'b.book_image',
  'b.category',
  'b.condition',
  'b.price',
  'b.publication',
  'b.edition',
  'b.is_school_book',
  'b.is_college_book',
  'b.is_bachlore_book',
  'b.grade',
  'b.is_sold',
  'u.first_name as owner_first_name',
  'u.last_name as owner_last_name',
  'u.location as owner_location',
  imageRecordColumn().as('image'),
] as const;

const LISTED = sql<SqlBool>`(b.is_reviewed AND b.is_accepted AND NOT b.is_disabled AND NOT b.is_sold)`;
/** Visible to everyone (detail, bookmarks): accepted and not disabled, sold or not. */
const PUBLIC = sql<SqlBool>`(b.is_reviewed AND b.is_accepted AND NOT b.is_disabled)`;

/**
 * The books (as `b`) that `viewer` may see: public ones to everyone, their own to members, all of
 * them to moderators (DESIGN.md §4). The one definition for detail, bookmarks, reports and edits.
 */
export function visibleTo(viewer: Viewer): Expression<SqlBool> {
  if (viewer?.is_moderator === true) return sql<SqlBool>`true`;
  if (!viewer) return PUBLIC;
  return sql<SqlBool>`(${PUBLIC} OR b.user_id = ${viewer.id})`;
}

function earthPoint(point: Point) {
  return sql<string>`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
}

export function formatDistance(metres: number | null): string {
  return metres === null ? 'None' : `${metres.toFixed(2)} m`;
}

/** Words of a search: letters and digits in any script (nothing that to_tsquery would parse as syntax). */
const SEARCH_WORD = /[\p{L}\p{N}]+/gu;
const WHOLE_WORD = /^[\p{L}\p{N}]+$/u;
const MAX_SEARCH_WORDS = 8;
const SPELLINGS_PER_WORD = 4;
/** pg_trgm's default similarity threshold, what % uses. */
const SIMILARITY_THRESHOLD = 0.3;
const SPELLING_CACHE_MS = 60_000;
const SPELLING_CACHE_SIZE = 1000;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export class BooksService {
  /**
   * Spellings found for recent searches: derived data (a new word becomes a suggestion within a
   * minute), kept so that a popular search costs one query, not two.
   */
  private readonly spellingCache = new TtlCache<Promise<string>>(SPELLING_CACHE_MS, SPELLING_CACHE_SIZE);

  /**
   * How a known word is matched to a typed one. On PostgreSQL, pg_trgm's % operator (trigram
   * index); PGlite hangs on that operator, so there the same similarity is computed row by row,
   * which suits the small embedded installation.
   */
  private readonly similarWord;

  /** Guests' answers and capped counts, reused for a few seconds (see BrowseCache). */
  private readonly cache: BrowseCache;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly images: ImageService,
    databaseKind: DatabaseKind = 'postgresql',
    browseCacheMs = 0,
    /** UPLOAD_SWEEP_MARGIN_HOURS: uploads granted longer ago than the grant's validity plus this are refused. */
    private readonly uploadMarginHours = DEFAULT_UPLOAD_SWEEP_MARGIN_HOURS,
  ) {
    this.similarWord = databaseKind === 'pglite' ? sql`similarity(sw.word, q.word) >= ${SIMILARITY_THRESHOLD}` : sql`sw.word % q.word`;
    this.cache = browseCacheOf(db, browseCacheMs);
  }

  /** After any change to books: browse answers and counts are computed afresh. */
  forgetListings(): void {
    this.cache.clear();
  }

  /** Columns of a list item; `from` is the point distances are measured from. */
  private itemQuery(viewer: Viewer, from: Point | undefined) {
    const viewerId = viewer?.id ?? null;
    return this.db
      .selectFrom('books as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select([
        ...LIST_ITEM_COLUMNS,
        viewerId === null
          ? sql<boolean>`false`.as('is_bookmarked')
          : sql<boolean>`EXISTS (SELECT 1 FROM bookmarks bm WHERE bm.book_id = b.id AND bm.user_id = ${viewerId})`.as('is_bookmarked'),
        from
          ? sql<number | null>`earth_distance(b.location, ${earthPoint(from)})`.as('distance_m')
          : sql<null>`NULL::float8`.as('distance_m'),
      ]);
  }

  private toItem<T extends { book_image: string; image: ImageRecord | null; distance_m: number | null }>(row: T) {
    const { distance_m, ...rest } = row;
    return { ...withImageUrls(this.images.storage, rest), distance: formatDistance(distance_m) };
  }

  /**
   * GET /books/: listed books matching the filters; nearest first with a location, else best match
   * or newest. A guest's answer is reused for identical queries for a few seconds.
   */
  async browse(query: BrowseQuery, viewer: Viewer): Promise<ListResult<BookItem>> {
    if (viewer !== null) return this.browseNow(query, viewer);
    return (await this.cache.answers.getOrCompute(JSON.stringify(query), () => this.browseNow(query, null))) as ListResult<BookItem>;
  }

  private async browseNow(query: BrowseQuery, viewer: Viewer): Promise<ListResult<BookItem>> {
    const from =
      query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : undefined;
    const text = query.name?.trim() ?? '';
    const filters: Expression<SqlBool>[] = [LISTED];
    const tsquery = text ? await this.searchQuery(text) : undefined;
    if (tsquery) filters.push(sql<SqlBool>`b.search_vector @@ to_tsquery('simple', ${tsquery})`);
    if (query.condition) filters.push(sql<SqlBool>`b.condition = ${query.condition}`);
    if (query.category) filters.push(sql<SqlBool>`b.category = ${query.category}`);
    const publication = query.publication?.trim();
    if (publication) filters.push(sql<SqlBool>`b.publication ILIKE ${`%${escapeLike(publication)}%`}`);
    if (query.edition !== undefined) filters.push(sql<SqlBool>`b.edition = ${query.edition}`);
    if (query.grade !== undefined) filters.push(sql<SqlBool>`b.grade = ${query.grade}`);
    for (const flag of ['is_school_book', 'is_college_book', 'is_bachlore_book'] as const) {
      const value = query[flag];
      if (value !== undefined) filters.push(sql<SqlBool>`b.${sql.ref(flag)} = ${value}`);
    }
    const where = sql<SqlBool>`${sql.join(filters, sql` AND `)}`;
    // What the count depends on: the filters, not the point, the order or the page.
    const countKey = JSON.stringify([
      tsquery,
      query.condition,
      query.category,
      publication,
      query.edition,
      query.grade,
      query.is_school_book,
      query.is_college_book,
      query.is_bachlore_book,
    ]);

    // Lists stop at MAX_RESULTS, so that neither paging nor counting grows with the table. The
    // capped count comes first: nothing to fetch past it, and it tells a rare search from a common one.
    const count = await this.countListed(where, countKey);
    const limit = Math.min(query.limit, PAGE_LIMITS.maxResults - query.offset);
    if (limit <= 0 || query.offset >= count) return { items: [], count };

    const ordering = query.ordering;
    const fewMatches = count < PAGE_LIMITS.maxResults && filters.length > 1;
    let order: RawBuilder<unknown>[];
    if (ordering === 'price' || ordering === '-price') {
      order = [ordering === 'price' ? sql`b.price ASC` : sql`b.price DESC`, sql`b.id DESC`];
    } else if (from && ordering !== '-created') {
      // Distance alone, so that with many matches the GiST index yields rows nearest first (KNN)
      // and the scan stops after limit + offset matches; a second sort key would make PostgreSQL
      // sort every match instead. Few matches are sorted anyway, so there ties go by id.
      order = [sql`b.location <-> ${earthPoint(from)}`, ...(fewMatches ? [sql`b.id DESC`] : [])];
    } else if (tsquery && ordering === undefined) {
      order = [sql`ts_rank(b.search_vector, to_tsquery('simple', ${tsquery})) DESC`, sql`b.id DESC`];
    } else {
      order = [sql`b.date_created DESC`, sql`b.id DESC`];
    }
    const orderBy = sql.join(order);
    let items = this.itemQuery(viewer, from);
    if (fewMatches) {
      // Fewer than MAX_RESULTS match: take them all through the filters' own indexes (full text:
      // GIN), order them there and fetch only the page. Walking the location index nearest first
      // would pass every book that does not match: a rare search would read most of the table.
      const page = sql`
        SELECT b.id FROM (
          SELECT b.id, b.location, b.price, b.date_created, b.search_vector FROM books AS b WHERE ${where} LIMIT ${PAGE_LIMITS.maxResults}
        ) AS b
        ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${query.offset}`;
      items = items.where(sql<SqlBool>`b.id = ANY(ARRAY(${page}))`);
    } else {
      items = items.where(where).offset(query.offset);
    }
    for (const key of order) items = items.orderBy(key);
    const rows = await items.limit(limit).execute();
    // A short page is the last one: its end is the count, even if a cached count is a few seconds old.
    const total = rows.length < limit ? query.offset + rows.length : Math.max(count, query.offset + rows.length);
    return { items: rows.map((row) => this.toItem(row)), count: total };
  }

  /**
   * How many listed books match, up to MAX_RESULTS (the scan stops there). Counts are reused for a
   * few seconds: one serves every visitor searching the same words, wherever they are.
   */
  private countListed(where: Expression<SqlBool>, key: string): Promise<number> {
    return this.cache.counts.getOrCompute(key, async () => {
      const counted = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM (
          SELECT 1 FROM books AS b WHERE ${where} LIMIT ${PAGE_LIMITS.maxResults}
        ) AS matches`.execute(this.db);
      return counted.rows[0]?.count ?? 0;
    });
  }

  /**
   * The full-text query for what a visitor typed: every word must match, each as itself (also as a
   * prefix, for words still being typed) or as one of its nearest spellings among the words books
   * use (trigram index on search_words), so that "hary poter" finds "Harry Potter".
   */
  private async searchQuery(text: string): Promise<string | undefined> {
    const words = [...new Set(text.toLowerCase().match(SEARCH_WORD)?.slice(0, MAX_SEARCH_WORDS) ?? [])];
    if (words.length === 0) return undefined;
    return this.spellingCache.getOrCompute(words.join(' '), () => this.spellingsOf(words));
  }

  private async spellingsOf(words: string[]): Promise<string> {
    const similar = await sql<{ query_word: string; word: string }>`
      SELECT q.word AS query_word, s.word
      FROM unnest(${words}::text[]) AS q(word)
      CROSS JOIN LATERAL (
        SELECT sw.word FROM search_words sw
        WHERE ${this.similarWord}
        ORDER BY similarity(sw.word, q.word) DESC, sw.word
        LIMIT ${SPELLINGS_PER_WORD}
      ) AS s`.execute(this.db);
    return words
      .map((word) => {
        const spellings = similar.rows.filter((row) => row.query_word === word && WHOLE_WORD.test(row.word)).map((row) => row.word);
        // A word books use is looked up as is (cheap); anything else may be a word still being typed.
        const self = spellings.includes(word) ? word : `${word}:*`;
        return `(${[self, ...spellings.filter((spelling) => spelling !== word)].join(' | ')})`;
      })
      .join(' & ');
  }

  /** GET /books/current-users/: the caller's books with their review state. */
  async myBooks(viewer: SessionUser, filter: MyBooksFilter, limit: number, offset: number): Promise<ListResult<MyBookItem>> {
    const conditions: Expression<SqlBool>[] = [sql<SqlBool>`b.user_id = ${viewer.id}`];
    if (filter === 'sold') conditions.push(sql<SqlBool>`b.is_sold`);
    if (filter === 'unreviewed') conditions.push(sql<SqlBool>`NOT b.is_reviewed`);
    if (filter === 'accepted') conditions.push(sql<SqlBool>`(b.is_reviewed AND b.is_accepted)`);
    if (filter === 'rejected') conditions.push(sql<SqlBool>`(b.is_reviewed AND b.is_rejected)`);
    const where = sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
    const rows = await this.itemQuery(viewer, undefined)
      .select(['b.is_reviewed', 'b.is_accepted', 'b.is_rejected', 'b.is_disabled', 'b.description', 'b.date_created', 'b.rejection_reason'])
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
    return { items: rows.map((row) => this.toItem(row)), count: counted.count };
  }

  /** Detail columns (item + review state + owner); a moderator's list adds the rejection reason and report count. */
  private detailQuery(viewer: Viewer) {
    return this.itemQuery(viewer, undefined).select([
      'b.user_id',
      'b.is_reviewed',
      'b.is_accepted',
      'b.is_rejected',
      'b.is_disabled',
      'b.description',
      'b.date_created',
      'b.rejection_reason',
      'b.version',
      'u.username',
      sql<number>`(SELECT count(*) FROM reports r WHERE r.book_id = b.id)::int`.as('report_count'),
    ]);
  }

  private toDetail<T extends Parameters<BooksService['toItem']>[0] & DetailExtras>(row: T) {
    const { user_id: _owner, username, ...book } = this.toItem(row);
    return {
      ...book,
      user: { first_name: row.owner_first_name, last_name: row.owner_last_name, username, location: row.owner_location },
    };
  }

  /** GET /books/{id}/: 404 unless everyone may see it, or the caller owns it or moderates. */
  async detail(id: number, viewer: Viewer): Promise<BookDetail> {
    const row = await this.detailQuery(viewer).where('b.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.errors.notFound);
    const { rejection_reason: _reason, report_count: _reports, version: _version, ...detail } = this.toDetail(row);
    return detail;
  }

  /** A moderator's list: every field, the rejection reason and the report count. */
  async moderationList(
    viewer: SessionUser,
    queue: ModerationQueueName,
    limit: number,
    offset: number,
  ): Promise<ListResult<ModerationBook>> {
    const where = MODERATION_QUEUES[queue];
    let rows = this.moderationQuery(viewer).where(where);
    if (queue === 'reported') rows = rows.orderBy(sql`(SELECT count(*) FROM reports r WHERE r.book_id = b.id)`, 'desc');
    rows =
      queue === 'unreviewed'
        ? rows.orderBy('b.date_created', 'asc').orderBy('b.id', 'asc')
        : rows.orderBy('b.date_created', 'desc').orderBy('b.id', 'desc');
    const [found, counted] = await Promise.all([
      rows.limit(limit).offset(offset).execute(),
      this.db
        .selectFrom('books as b')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return { items: found.map((row) => this.toModerationBook(row)), count: counted.count };
  }

  /** One book as a moderator sees it now (the desk reloads a book that changed under a decision); 404 if there is none. */
  async moderationBook(viewer: SessionUser, id: number): Promise<ModerationBook> {
    const row = await this.moderationQuery(viewer).where('b.id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.errors.notFound);
    return this.toModerationBook(row);
  }

  /** Detail columns and the owner's contact details, which moderators see. */
  private moderationQuery(viewer: SessionUser) {
    return this.detailQuery(viewer).select(['u.email', 'u.phone_number', 'u.hide_phone_number']);
  }

  private toModerationBook<
    T extends Parameters<BooksService['toDetail']>[0] & { email: string; phone_number: string; hide_phone_number: boolean },
  >({ email, phone_number, hide_phone_number, ...row }: T) {
    const book = this.toDetail(row);
    return { ...book, user: { ...book.user, email, phone_number, hide_phone_number } };
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
        'b.category',
        'b.book_image',
        'b.is_sold',
        'b.is_reviewed',
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
    const location = book.point ? blurredPoint(book.point, await memberLocationOffset(this.db, viewer.id)) : undefined;
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
            publication: book.publication,
            edition: book.edition,
            is_school_book: book.is_school_book,
            is_college_book: book.is_college_book,
            is_bachlore_book: book.is_bachlore_book,
            grade: book.grade,
            description: book.description,
            price: book.price,
            location: location ? earthPoint(location) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      });
      this.forgetListings();
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
  async update(id: number, viewer: SessionUser, input: UpdateBookBody): Promise<{ backToReview: boolean }> {
    if (input.name === undefined && input.category === undefined && input.price === undefined && input.condition === undefined) {
      await this.ownBook(this.db, id, viewer);
      throw new HttpError(400, messages.books.nothingToUpdate);
    }
    if (input.price !== undefined) checkPrice(input.price);
    const result = await this.db.transaction().execute(async (trx) => {
      const book = await this.ownBook(trx, id, viewer, true);
      if (book.is_sold) throw new HttpError(409, messages.books.soldCannotEdit);
      const backToReview =
        (input.name !== undefined && input.name !== book.name) || (input.category !== undefined && input.category !== book.category);
      await trx
        .updateTable('books')
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.category !== undefined ? { category: input.category } : {}),
          ...(input.price !== undefined ? { price: input.price } : {}),
          ...(input.condition !== undefined ? { condition: input.condition } : {}),
          ...(backToReview
            ? { is_reviewed: false, is_accepted: false, is_rejected: false, rejection_reason: null, reviewed_at: null, reviewed_by: null }
            : {}),
        })
        .where('id', '=', id)
        .execute();
      return { backToReview };
    });
    this.forgetListings();
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
    this.forgetListings();
    await this.images.remove([deleted.book_image]);
  }

  /**
   * PATCH /books/mark-as-sold/{id}/: owner only, reviewed and not yet sold. One conditional
   * statement, so of any number of simultaneous calls exactly one sells the book.
   */
  async markSold(id: number, viewer: SessionUser): Promise<void> {
    const sold = await this.db
      .updateTable('books')
      .set({ is_sold: true })
      .where('id', '=', id)
      .where('user_id', '=', viewer.id)
      .where('is_sold', '=', false)
      .where('is_reviewed', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!sold) {
      // Why not, for the message; the statement above is what decided.
      const book = await this.ownBook(this.db, id, viewer);
      throw new HttpError(409, !book.is_sold && !book.is_reviewed ? messages.books.notReviewed : messages.books.alreadySold);
    }
    this.forgetListings();
  }

  /** Whether `viewer` may see book `id` (public, own, or moderator). */
  async isVisible(id: number, viewer: Viewer): Promise<{ visible: boolean; ownerId: number | undefined }> {
    const book = await this.db
      .selectFrom('books as b')
      .select(['b.user_id', sql<boolean>`${visibleTo(viewer)}`.as('visible')])
      .where('b.id', '=', id)
      .executeTakeFirst();
    if (!book) return { visible: false, ownerId: undefined };
    return { visible: book.visible, ownerId: book.user_id };
  }
}

function fieldError(status: number, field: string, message: string): HttpError {
  return new HttpError(status, message, { [field]: message });
}

function checkPrice(price: number): void {
  const cents = price * 100;
  if (Math.abs(cents - Math.round(cents)) > 1e-6) throw fieldError(400, 'price', messages.bookFields.price.invalid);
}

interface NewBook extends Omit<CreateBookBody, 'latitude' | 'longitude' | 'publication' | 'edition' | 'grade'> {
  publication: string | null;
  edition: number | null;
  grade: number | null;
  point: Point | undefined;
}

/** Rules across fields that JSON Schema does not express. */
function normaliseNewBook(input: CreateBookBody): NewBook {
  checkPrice(input.price);
  const F = messages.bookFields;
  const types = [input.is_school_book, input.is_college_book, input.is_bachlore_book].filter(Boolean).length;
  if (types > 1) throw fieldError(400, 'is_school_book', F.bookType.invalid);
  const grade = input.grade ?? null;
  if (grade !== null && !input.is_school_book) throw fieldError(400, 'grade', F.grade.onlySchool);
  const hasLat = input.latitude !== undefined && input.latitude !== null;
  const hasLon = input.longitude !== undefined && input.longitude !== null;
  if (hasLat !== hasLon) throw fieldError(400, hasLat ? 'longitude' : 'latitude', F.location.bothOrNone);
  const publication = input.publication?.trim() ?? '';
  return {
    name: input.name,
    category: input.category,
    condition: input.condition,
    description: input.description,
    price: input.price,
    book_image: input.book_image,
    is_school_book: input.is_school_book,
    is_college_book: input.is_college_book,
    is_bachlore_book: input.is_bachlore_book,
    publication: publication === '' ? null : publication,
    edition: input.edition ?? null,
    grade,
    point: hasLat && hasLon ? { latitude: input.latitude ?? 0, longitude: input.longitude ?? 0 } : undefined,
  };
}
