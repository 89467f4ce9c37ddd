import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { JobQueue, QueueFullError } from '../../lib/job-queue';
import { PAGE_LIMITS } from '../../limits';
import { messages } from '../../messages';
import { earthPoint, LISTED, visibleTo, type BookRows, type ListResult, type Viewer } from './book-rows';
import { TtlCache, type BrowseCache } from './browse-cache';
import type { BookDetail, BookItem, BrowseQuery } from './schemas';
import { allowedTypos, codePoints, editDistance, searchWordsOf, SIMILARITY_THRESHOLD, WHOLE_WORD } from './search-words';

// Reading the listings: Browse (filters, typo-tolerant search, distance, paging) and a book's page.

/** Known words looked at per typed word (nearest by trigram similarity) before edit distances are checked. */
const SPELLING_CANDIDATES = 12;
/**
 * A word still being typed (the last one) matches the known words it begins, as exact words, when
 * there are at most this many; a shorter, commoner start stays a prefix query (word:*).
 */
const COMPLETIONS_PER_WORD = 16;
/** Spellings within the allowed edits kept per word. */
const SPELLINGS_PER_WORD = 4;
/** Fewer matches than this for the words as typed (or as prefixes) and typo tolerance is tried too. */
const TYPOS_WHEN_FEWER_THAN = 10;
/**
 * ts_rank weights of {D, C, B, A}: description, publication, author, title. The title counts most,
 * the author just below it.
 */
const FIELD_WEIGHTS = '{0.1, 0.3, 0.8, 1.0}';
/**
 * A one-word search (or one word's spellings, any of them) with no other filter that the planner expects to match this
 * many times MAX_RESULTS or more is not counted: its count is the cap. The estimate of one word
 * comes from that word's frequency in the table's statistics. Several words that must all match are
 * always counted: the planner multiplies their frequencies as if independent, and words that never
 * go together (estimated 9,000 matches, 0 found) would send the nearest-first walk through every book.
 */
const ESTIMATE_TRUSTED_OVER_CAP = 5;
/** Searches that may wait their turn on the embedded database; more are answered 503 with Retry-After. */
const EMBEDDED_SEARCHES_WAITING = 200;
const BUSY_RETRY_SECONDS = 2;
const SPELLING_CACHE_MS = 60_000;
const SPELLING_CACHE_SIZE = 1000;

/**
 * The full-text queries of one search, from the strictest to the widest. Browse takes the first
 * that finds enough books, and ranks with `exact` and `prefix` so that exact words come first.
 */
export interface SearchPlan {
  words: string[];
  /** The last word (from 2 letters: it may still be being typed) as it is or as the words it begins. */
  lastWord: string;
  /** Every word as typed; the last one also as the start of a word. */
  strict: string;
  /** Ranking: the words as typed, any of them. */
  exact: string;
  /** Ranking: the words as prefixes, any of them. */
  prefix: string;
}

/** The wider queries, made only when the strict one finds too little (they need the known spellings). */
export interface WiderSearch {
  /** Every word, also as a spelling within its allowed typos; undefined when no such spelling is known. */
  tolerant: string | undefined;
  /** Any of the words (with their spellings): when too few books have them all. Undefined for one word. */
  anyWord: string | undefined;
  /** Ranking when not every word matched: each word (with its spellings) alone, to count the words a book has. */
  perWord: string[];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** GET /books/ and GET /books/{id}/. */
export class BrowseService {
  /**
   * Spellings found for recent searches: derived data (a new word becomes a suggestion within a
   * minute), kept so that a popular search costs one query, not two.
   */
  private readonly spellingCache = new TtlCache<Promise<Map<string, string[]>>>(SPELLING_CACHE_MS, SPELLING_CACHE_SIZE);
  /** The known words a typed word begins (asBeginning), kept like the spellings. */
  private readonly completionCache = new TtlCache<Promise<string>>(SPELLING_CACHE_MS, SPELLING_CACHE_SIZE);

  /**
   * How a known word is matched to a typed one. On PostgreSQL, pg_trgm's % operator (trigram
   * index); PGlite hangs on that operator, so there the same similarity is computed row by row,
   * which suits the small embedded installation.
   */
  private readonly similarWord;

  /**
   * The embedded database is one session: every query of every request waits in one line. Searches
   * (several queries each) go one at a time, so that a sign-in or a page's session check waits for
   * at most one search's query, not for twenty searches. PostgreSQL has a pool: no line here.
   */
  private readonly searchLine: JobQueue | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly rows: BookRows,
    /** Guests' answers and capped counts, reused for a few seconds; every write to books clears it. */
    private readonly cache: BrowseCache,
    databaseKind: DatabaseKind,
  ) {
    this.searchLine = databaseKind === 'pglite' ? new JobQueue(1, EMBEDDED_SEARCHES_WAITING) : undefined;
    this.similarWord = databaseKind === 'pglite' ? sql`similarity(sw.word, q.word) >= ${SIMILARITY_THRESHOLD}` : sql`sw.word % q.word`;
  }

  /**
   * GET /books/: listed books matching the filters; nearest first with a location, else best match
   * or newest. A guest's answer is reused for identical queries for a few seconds.
   */
  async browse(query: BrowseQuery, viewer: Viewer): Promise<ListResult<BookItem>> {
    if (viewer !== null) return this.inLine(() => this.browseNow(query, viewer));
    return (await this.cache.answers.getOrCompute(JSON.stringify(query), () =>
      this.inLine(() => this.browseNow(query, null)),
    )) as ListResult<BookItem>;
  }

  private async inLine<T>(search: () => Promise<T>): Promise<T> {
    if (!this.searchLine) return search();
    try {
      return await this.searchLine.run(async () => {
        // A turn of the event loop first: the requests that arrived meanwhile (a sign-in, a session
        // check) queue their queries before this search's, instead of after every waiting search.
        await new Promise((resolve) => setImmediate(resolve));
        return search();
      });
    } catch (error) {
      if (error instanceof QueueFullError) throw new HttpError(503, messages.errors.serviceUnavailable, undefined, BUSY_RETRY_SECONDS);
      throw error;
    }
  }

  private async browseNow(query: BrowseQuery, viewer: Viewer): Promise<ListResult<BookItem>> {
    const from =
      query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : undefined;
    const text = query.name?.trim() ?? '';
    const filters: Expression<SqlBool>[] = [LISTED];
    const plan = text ? await this.searchPlan(text) : undefined;
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
    // What the count depends on: the filters, not the point, the order or the page.
    const countKeyOf = (tsquery: string | undefined) =>
      JSON.stringify([
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
    // A search takes the strictest of its queries that finds enough books (SearchPlan): typos
    // widen a search that found too little, fewer words one that found nothing.
    const whereWith = (tsquery: string | undefined) =>
      sql<SqlBool>`${sql.join(tsquery ? [...filters, sql<SqlBool>`b.search_vector @@ to_tsquery('simple', ${tsquery})`] : filters, sql` AND `)}`;
    // Only one condition besides being listed, one word (or its spellings): an estimate is trusted.
    const countOf = (tsquery: string | undefined) =>
      this.countListed(whereWith(tsquery), countKeyOf(tsquery), {
        byText: tsquery !== undefined,
        mayEstimate: tsquery !== undefined && !tsquery.includes('&') && filters.length === 1,
      });
    let tsquery = plan?.strict;
    let count = await countOf(tsquery);
    let anyWordRanking: string[] | undefined;
    if (plan && count < TYPOS_WHEN_FEWER_THAN) {
      const wider = await this.widen(plan);
      if (wider.tolerant) {
        const widened = await countOf(wider.tolerant);
        if (widened > count) [tsquery, count] = [wider.tolerant, widened];
      }
      if (wider.anyWord && count < TYPOS_WHEN_FEWER_THAN) {
        // Books with every word still come first (ranked by how many words they have).
        const widened = await countOf(wider.anyWord);
        if (widened > count) [tsquery, count, anyWordRanking] = [wider.anyWord, widened, wider.perWord];
      }
    }
    const where = whereWith(tsquery);
    const hasText = tsquery !== undefined;
    const limit = Math.min(query.limit, PAGE_LIMITS.maxResults - query.offset);
    if (limit <= 0 || query.offset >= count) return { items: [], count };

    const ordering = query.ordering;
    const fewMatches = count < PAGE_LIMITS.maxResults && (filters.length > 1 || hasText);
    let order: RawBuilder<unknown>[];
    if (ordering === 'price' || ordering === '-price') {
      order = [ordering === 'price' ? sql`b.price ASC` : sql`b.price DESC`, sql`b.id DESC`];
    } else if (from && ordering !== '-created') {
      // Distance alone, so that with many matches the GiST index yields rows nearest first (KNN)
      // and the scan stops after limit + offset matches; a second sort key would make PostgreSQL
      // sort every match instead. Few matches are sorted anyway, so there ties go by id.
      order = [sql`b.location <-> ${earthPoint(from)}`, ...(fewMatches ? [sql`b.id DESC`] : [])];
    } else if (plan && tsquery && ordering === undefined) {
      // Words as typed first, then as prefixes, then through typos; the title above the author,
      // the author above the publication and the description (FIELD_WEIGHTS).
      const rank = (q: string) => sql`ts_rank(${FIELD_WEIGHTS}::float4[], b.search_vector, to_tsquery('simple', ${q}))`;
      const relevance = sql`(${rank(plan.exact)} * 4 + ${rank(plan.prefix)} * 2 + ${rank(tsquery)}) DESC`;
      const wordsMatched = anyWordRanking
        ? [
            sql`(${sql.join(
              anyWordRanking.map((word) => sql`(b.search_vector @@ to_tsquery('simple', ${word}))::int`),
              sql` + `,
            )}) DESC`,
          ]
        : [];
      order = [...wordsMatched, relevance, sql`b.id DESC`];
    } else {
      order = [sql`b.date_created DESC`, sql`b.id DESC`];
    }
    const orderBy = sql.join(order);
    let items = this.rows.itemQuery(viewer, from);
    if (fewMatches) {
      // Fewer than MAX_RESULTS match: take them all through the filters' own indexes (full text:
      // GIN), order them there and fetch only the page. Walking the location index nearest first
      // would pass every book that does not match: a rare search would read most of the table.
      const pageIds = sql`
        SELECT b.id FROM (
          SELECT b.id, b.location, b.price, b.date_created, b.search_vector FROM books AS b WHERE ${where} LIMIT ${PAGE_LIMITS.maxResults}
        ) AS b
        ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${query.offset}`;
      items = items.where(sql<SqlBool>`b.id = ANY(ARRAY(${pageIds}))`);
    } else {
      items = items.where(where).offset(query.offset);
    }
    for (const key of order) items = items.orderBy(key);
    const page = items.limit(limit).compile();
    const rows = (await this.readThroughIndexes(fewMatches && hasText, (db) => db.executeQuery(page))).rows;
    // A short page is the last one: its end is the count, even if a cached count is a few seconds old.
    const total = rows.length < limit ? query.offset + rows.length : Math.max(count, query.offset + rows.length);
    return { items: rows.map((row) => this.rows.toItem(row)), count: total };
  }

  /**
   * How many listed books match, up to MAX_RESULTS (the scan stops there). Counts are reused for a
   * few seconds: one serves every visitor searching the same words, wherever they are.
   */
  private countListed(
    where: Expression<SqlBool>,
    key: string,
    { byText, mayEstimate }: { byText: boolean; mayEstimate: boolean },
  ): Promise<number> {
    return this.cache.counts.getOrCompute(key, async () => {
      // A search the planner expects to match many times the cap is not counted: it is answered
      // "the cap" (1000, the most a list shows). Counting even to the cap reads the index entries
      // of every match first (a GIN bitmap), 4 ms a search at 100,000 books and ten times that at
      // 1,000,000. A short last page still counts itself exactly (browseNow).
      if (mayEstimate && (await this.estimatedMatches(where)) >= PAGE_LIMITS.maxResults * ESTIMATE_TRUSTED_OVER_CAP) {
        return PAGE_LIMITS.maxResults;
      }
      return this.readThroughIndexes(byText, async (db) => {
        const counted = await sql<{ count: number }>`
          SELECT count(*)::int AS count FROM (
            SELECT 1 FROM books AS b WHERE ${where} LIMIT ${PAGE_LIMITS.maxResults}
          ) AS matches`.execute(db);
        return counted.rows[0]?.count ?? 0;
      });
    });
  }

  /** How many books the planner expects to match (from its statistics of every word: no books read). */
  private async estimatedMatches(where: Expression<SqlBool>): Promise<number> {
    const explained = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
      EXPLAIN (FORMAT JSON) SELECT 1 FROM books AS b WHERE ${where}`.execute(this.db);
    return explained.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  }

  /**
   * Runs `read` with sequential scans off when the text index can answer (`byText`). PostgreSQL
   * costs a full-text match like an integer comparison, so for "the first 1000 matches" it reads
   * the table in order, hoping to meet them early: ~15,000 rows for a common word and every row
   * for a rare one (0.3 s at 100,000 books), where the GIN index finds them in a few milliseconds.
   */
  private async readThroughIndexes<T>(byText: boolean, read: (db: Kysely<DB>) => Promise<T>): Promise<T> {
    if (!byText) return read(this.db);
    return this.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return read(trx);
    });
  }

  /**
   * What a visitor typed, as its strictest full-text query: every word as typed, the last also as
   * the known words it begins (a word still being typed). Most searches end here.
   */
  private async searchPlan(text: string): Promise<SearchPlan | undefined> {
    const words = searchWordsOf(text);
    const last = words.at(-1);
    if (last === undefined) return undefined;
    const lastWord = codePoints(last).length >= 2 ? await this.asBeginning(last) : last;
    const typed = (word: string, index: number) => (index === words.length - 1 ? lastWord : word);
    return {
      words,
      lastWord,
      strict: words.map(typed).join(' & '),
      exact: words.join(' | '),
      prefix: words.map((word) => `${word}:*`).join(' | '),
    };
  }

  /**
   * A word that may still be being typed, as a query: itself or a known word it begins. Listed as
   * exact words when they are few (the planner knows how common each is: a misspelt word that
   * begins nothing is found rare and read through the index), else as a prefix (word:*).
   */
  private asBeginning(word: string): Promise<string> {
    return this.completionCache.getOrCompute(word, async () => {
      const known = await sql<{ word: string }>`
        SELECT word FROM search_words WHERE word LIKE ${`${word}%`} AND word <> ${word}
        ORDER BY word LIMIT ${COMPLETIONS_PER_WORD + 1}`.execute(this.db);
      const completions = known.rows.map((row) => row.word).filter((completion) => WHOLE_WORD.test(completion));
      if (known.rows.length > COMPLETIONS_PER_WORD) return `(${word} | ${word}:*)`;
      return completions.length === 0 ? word : `(${[word, ...completions].join(' | ')})`;
    });
  }

  /**
   * The wider queries of a search that found too little: each word also as the known words within
   * its allowed typos (trigram index on search_words finds candidates, the edit distance decides),
   * so that "chemstry" finds "chemistry" and "chemistry" never finds "alchemist"; then any word.
   */
  private async widen(plan: SearchPlan): Promise<WiderSearch> {
    const { words } = plan;
    const spellings = await this.spellingCache.getOrCompute(words.join(' '), () => this.spellingsOf(words));
    const parts = words.map((word, index) => {
      const typed = index === words.length - 1 ? plan.lastWord : word;
      const typos = spellings.get(word) ?? [];
      return { typed, withTypos: typos.length === 0 ? typed : `(${[typed, ...typos].join(' | ')})` };
    });
    const withTypos = parts.map((part) => part.withTypos);
    return {
      tolerant: parts.some((part) => part.withTypos !== part.typed) ? withTypos.join(' & ') : undefined,
      anyWord: words.length > 1 ? withTypos.join(' | ') : undefined,
      perWord: withTypos,
    };
  }

  /** For each word, the known words (other than itself) within its allowed typos, nearest first. */
  private async spellingsOf(words: string[]): Promise<Map<string, string[]>> {
    const tolerant = words.filter((word) => allowedTypos(word) > 0);
    const result = new Map<string, string[]>();
    if (tolerant.length === 0) return result;
    const similar = await sql<{ query_word: string; word: string }>`
      SELECT q.word AS query_word, s.word
      FROM unnest(${tolerant}::text[]) AS q(word)
      CROSS JOIN LATERAL (
        SELECT sw.word FROM search_words sw
        WHERE ${this.similarWord}
        ORDER BY similarity(sw.word, q.word) DESC, sw.word
        LIMIT ${SPELLING_CANDIDATES}
      ) AS s`.execute(this.db);
    for (const word of tolerant) {
      const allowed = allowedTypos(word);
      const near = similar.rows
        .filter((row) => row.query_word === word && row.word !== word && WHOLE_WORD.test(row.word))
        .map((row) => ({ word: row.word, distance: editDistance(word, row.word) }))
        .filter((candidate) => candidate.distance <= allowed)
        .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word))
        .slice(0, SPELLINGS_PER_WORD)
        .map((candidate) => candidate.word);
      result.set(word, near);
    }
    return result;
  }

  /** GET /books/{id}/: 404 unless everyone may see it, or the caller owns it or moderates. */
  async detail(id: number, viewer: Viewer): Promise<BookDetail> {
    const row = await this.rows.detailQuery(viewer).where('b.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.errors.notFound);
    const { rejection_reason: _reason, report_count: _reports, version: _version, ...detail } = this.rows.toDetail(row);
    return detail;
  }
}
