import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { PAGE_LIMITS } from '../../limits';
import { messages } from '../../messages';
import { earthPoint, LISTED, visibleTo, type BookRows, type ListResult, type Viewer } from './book-rows';
import { TtlCache, type BrowseCache } from './browse-cache';
import type { BookDetail, BookItem, BrowseQuery } from './schemas';

// Reading the listings: Browse (filters, typo-tolerant search, distance, paging) and a book's page.

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

/** GET /books/ and GET /books/{id}/. */
export class BrowseService {
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

  constructor(
    private readonly db: Kysely<DB>,
    private readonly rows: BookRows,
    /** Guests' answers and capped counts, reused for a few seconds; every write to books clears it. */
    private readonly cache: BrowseCache,
    databaseKind: DatabaseKind,
  ) {
    this.similarWord = databaseKind === 'pglite' ? sql`similarity(sw.word, q.word) >= ${SIMILARITY_THRESHOLD}` : sql`sw.word % q.word`;
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
    let items = this.rows.itemQuery(viewer, from);
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
    return { items: rows.map((row) => this.rows.toItem(row)), count: total };
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

  /** GET /books/{id}/: 404 unless everyone may see it, or the caller owns it or moderates. */
  async detail(id: number, viewer: Viewer): Promise<BookDetail> {
    const row = await this.rows.detailQuery(viewer).where('b.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.errors.notFound);
    const { rejection_reason: _reason, report_count: _reports, version: _version, ...detail } = this.rows.toDetail(row);
    return detail;
  }
}
