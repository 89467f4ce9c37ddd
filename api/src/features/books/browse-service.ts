import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { JobQueue, QueueFullError } from '../../lib/job-queue';
import { PAGE_LIMITS } from '../../limits';
import { messages } from '../../texts';
import type { BookReads } from './book-reads';
import { LISTED, shownPointOf, visibleTo, type BookRows, type BrowseResult, type Viewer } from './book-rows';
import { BrowseCounter } from './browse-count';
import type { BrowseCache } from './browse-cache';
import { formFilters, matchesWords, pageIdsSql, pageOrder, withinRadius } from './browse-query';
import type { BookDetail, BookItem, BrowseQuery } from './schemas';
import { SearchPlanner, type SearchPlan, type WordFrequency } from './search-plan';
import type { Point } from './location-blur';
import { RareSearches } from './rare-searches';
import { bookTexts, bookQueryTexts } from './texts';
import { isbnInSearchText, normaliseIsbn } from './isbn';

// Reading the listings: Browse (filters, typo-tolerant search, distance, radius, paging) and a book's page.

/** Fewer matches than this for the words as typed (or as prefixes) and typo tolerance is tried too. */
const TYPOS_WHEN_FEWER_THAN = 10;
/** Searches that may wait their turn on the embedded database; more are answered 503 with Retry-After. */
const EMBEDDED_SEARCHES_WAITING = 200;
const BUSY_RETRY_SECONDS = 2;

/** One query's page: the rows from `offset` (up to limit + 1) and how many matches were found up to the end asked for. */
interface Page<Row> {
  rows: Row[];
  found: number;
}

/** GET /books/ and GET /books/{id}/. */
export class BrowseService {
  private readonly planner: SearchPlanner;
  private readonly counter: BrowseCounter;
  private readonly rareSearches = new RareSearches();

  /**
   * The embedded database is one session: every query of every request waits in one line. Searches
   * (several queries each) go one at a time, so that a sign-in or a page's session check waits for
   * at most one search's query, not for twenty searches. PostgreSQL has a pool: no line here.
   */
  private readonly searchLine: JobQueue | undefined;

  constructor(
    /** The read pool (replicas when configured): word statistics and counts never depend on who asks. */
    private readonly read: Kysely<DB>,
    /** Listings from the replicas, or from the primary for a member who has just written. */
    private readonly reads: BookReads,
    /** Guests' answers and capped counts, reused for a few seconds; every write to books clears it. */
    private readonly cache: BrowseCache,
    databaseKind: DatabaseKind,
  ) {
    this.searchLine = databaseKind === 'pglite' ? new JobQueue(1, EMBEDDED_SEARCHES_WAITING) : undefined;
    this.planner = new SearchPlanner(read, databaseKind);
    this.counter = new BrowseCounter(read, cache);
  }

  /**
   * GET /books/: listed books matching the filters; nearest first with a location, else best match
   * or newest. A guest's answer is reused for identical queries for a few seconds.
   */
  async browse(asked: BrowseQuery, viewer: Viewer): Promise<BrowseResult<BookItem>> {
    const query = await this.edition(asked);
    const from =
      query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : undefined;
    if (query.radius !== undefined && !from) {
      throw new HttpError(400, bookQueryTexts.radiusWithoutPoint, { radius: bookQueryTexts.radiusWithoutPoint });
    }
    checkPriceRange(query);
    if (viewer !== null) return this.inLine(() => this.browseNow(query, from, viewer));
    return (await this.cache.answers.getOrCompute(JSON.stringify(query), () =>
      this.inLine(() => this.browseNow(query, from, null)),
    )) as BrowseResult<BookItem>;
  }

  /**
   * The query with its ISBN normalised (400 when it is none), search text that is an ISBN read as one (issue 40), and
   * near_book's shown point as the point to measure from.
   */
  private async edition(query: BrowseQuery): Promise<BrowseQuery> {
    let resolved = query;
    const isbnInName = isbnInSearchText(query.name);
    if (query.isbn !== undefined) resolved = { ...resolved, isbn: normaliseIsbn(query.isbn) ?? undefined };
    if (isbnInName !== undefined) resolved = { ...resolved, name: undefined, isbn: resolved.isbn ?? isbnInName };
    if (query.near_book === undefined) return resolved;
    const Q = bookQueryTexts;
    if (query.latitude !== undefined || query.longitude !== undefined)
      throw new HttpError(400, Q.nearBookWithPoint, { near_book: Q.nearBookWithPoint });
    const point = await shownPointOf(this.read, query.near_book);
    if (!point) throw new HttpError(400, Q.nearBook, { near_book: Q.nearBook });
    return { ...resolved, ...point };
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

  /**
   * One statement per query tried (pageIdsSql): the strict words, and only when they find fewer than
   * TYPOS_WHEN_FEWER_THAN books, the typo-tolerant words and then any word. No count is needed to
   * choose how the page is read; it is made only for readers that ask for one (with_count).
   */
  private async browseNow(query: BrowseQuery, from: Point | undefined, viewer: Viewer): Promise<BrowseResult<BookItem>> {
    const text = query.name?.trim() ?? '';
    const plan = text ? await this.planner.plan(text) : undefined;
    const { filters, countKeyOf } = formFilters(query);
    let walkBound: Expression<SqlBool> | undefined;
    if (from && query.radius !== undefined) {
      const area = withinRadius(from, query.radius);
      filters.push(area.box, area.exact);
      walkBound = area.box;
    }
    // Lists stop at MAX_RESULTS, so that neither paging nor counting grows with the table.
    const limit = Math.min(query.limit, PAGE_LIMITS.maxResults - query.offset);
    // Only one condition besides being listed, one word (or its spellings): an estimate is trusted.
    const countOf = async (tsquery: string | undefined) =>
      query.with_count
        ? this.counter.count(sql.join([LISTED, ...filtersWith(filters, tsquery)], sql` AND `), countKeyOf(tsquery), {
            byText: tsquery !== undefined,
            mayEstimate: tsquery !== undefined && !tsquery.includes('&') && filters.length === 0,
          })
        : undefined;
    if (limit <= 0) return withCount({ items: [], has_more: false }, await countOf(plan?.strict), query.offset, 0);

    // Enough rows to tell a search that found too little (typos are tried) from one that did not.
    const end = query.offset + limit + 1;
    const pageEnd = plan ? Math.max(end, TYPOS_WHEN_FEWER_THAN) : end;
    // Only the words and the whole table: what such a first page found is what the table has (rare-searches.ts).
    const learns = filters.length === 0 && query.offset === 0;
    const read = async (tsquery: string | undefined, frequency: WordFrequency | undefined, perWord?: string[]) => {
      const result = await this.page(query, viewer, from, {
        where: filtersWith(filters, tsquery),
        walkBound,
        frequency: tsquery === undefined ? frequency : this.rareSearches.frequencyOf(tsquery, frequency),
        ranking: plan && tsquery ? { tsquery, exact: plan.exact, prefix: plan.prefix, perWord } : undefined,
        end: pageEnd,
      });
      if (learns && tsquery !== undefined) this.rareSearches.learn(tsquery, result.found, pageEnd);
      return result;
    };
    let tsquery = plan?.strict;
    let page = await read(tsquery, plan?.frequency);
    if (plan && this.foundTooFew(page)) [tsquery, page] = await this.widened(plan, page, tsquery, read);

    const hasMore = page.rows.length > limit && query.offset + limit < PAGE_LIMITS.maxResults;
    const items = page.rows.slice(0, limit).map(({ found: _found, ...row }) => this.reads.replica.toItem(row));
    return withCount({ items, has_more: hasMore }, await countOf(tsquery), query.offset, items.length, hasMore);
  }

  private foundTooFew(page: Page<unknown>): boolean {
    // An empty page (past the end) cannot say how many were found: widen, as the first page did.
    return page.rows.length === 0 || page.found < TYPOS_WHEN_FEWER_THAN;
  }

  /** Typos widen a search that found too little, fewer words one that still found too little. */
  private async widened<P extends Page<unknown>>(
    plan: SearchPlan,
    strict: P,
    strictQuery: string | undefined,
    read: (tsquery: string | undefined, frequency: WordFrequency, perWord?: string[]) => Promise<P>,
  ): Promise<[string | undefined, P]> {
    let [tsquery, page] = [strictQuery, strict];
    const wider = await this.planner.widen(plan);
    if (wider.tolerant) {
      const widened = await read(wider.tolerant, wider.tolerantFrequency);
      if (widened.found > page.found) [tsquery, page] = [wider.tolerant, widened];
    }
    if (wider.anyWord && this.foundTooFew(page)) {
      // Books with every word still come first (ranked by how many words they have).
      const widened = await read(wider.anyWord, wider.anyWordFrequency, wider.perWord);
      if (widened.found > page.found) [tsquery, page] = [wider.anyWord, widened];
    }
    return [tsquery, page];
  }

  /**
   * The page's rows, in one statement: the ids (pageIdsSql), then their columns. (OFFSET 0 keeps
   * PostgreSQL from copying the ids' subquery into both of its uses: it would run twice.)
   */
  private async page(
    query: BrowseQuery,
    viewer: Viewer,
    from: Point | undefined,
    options: {
      where: Expression<SqlBool>[];
      walkBound: Expression<SqlBool> | undefined;
      frequency: WordFrequency | undefined;
      ranking: Parameters<typeof pageOrder>[2];
      end: number;
    },
  ) {
    const order = pageOrder(query.ordering, from, options.ranking);
    const ids = pageIdsSql({
      where: options.where,
      order,
      from,
      walkBound: options.walkBound,
      frequency: options.frequency,
      end: options.end,
    });
    const first = query.offset;
    const last = query.offset + Math.min(query.limit, PAGE_LIMITS.maxResults - query.offset) + 1;
    const rows = await this.reads
      .rowsFor(viewer)
      .itemQuery(viewer, from)
      .innerJoin(
        sql<{ id: number; n: number; found: number }>`(
          SELECT p.id, p.n, cardinality(a.ids) AS found
          FROM (SELECT ARRAY(${ids}) AS ids OFFSET 0) AS a, unnest(a.ids) WITH ORDINALITY AS p(id, n)
          WHERE p.n > ${first} AND p.n <= ${last})`.as('page'),
        (join) => join.onRef('page.id', '=', 'b.id'),
      )
      .select('page.found')
      .orderBy('page.n')
      .execute();
    return { rows, found: rows[0]?.found ?? 0 };
  }

  /** GET /books/{id}/: 404 unless everyone may see it, or the caller owns it or moderates. */
  async detail(id: number, viewer: Viewer): Promise<BookDetail> {
    const rows = this.reads.rowsFor(viewer);
    const read = (from: BookRows) => from.detailQuery(viewer).where('b.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
    let row = await read(rows);
    // A replica may not have the member's own book as it is now, or at all when just listed.
    if (this.reads.mayBeStale(rows, viewer, row?.user_id)) row = await read(this.reads.primary);
    if (!row) throw new HttpError(404, bookTexts.notAvailable);
    const { rejection_reason: _reason, report_count: _reports, version: _version, ...detail } = rows.toDetail(row);
    return detail;
  }
}

/** A range that cannot match anything is a mistake in the request, said as such rather than an empty list. */
function checkPriceRange(query: BrowseQuery): void {
  const Q = bookQueryTexts;
  if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
    throw new HttpError(400, Q.priceRange, { price_min: Q.priceRange });
  }
  if (query.free && query.price_min !== undefined && query.price_min > 0) {
    throw new HttpError(400, Q.freeWithPriceMin, { free: Q.freeWithPriceMin });
  }
}

function filtersWith(filters: Expression<SqlBool>[], tsquery: string | undefined): Expression<SqlBool>[] {
  return tsquery === undefined ? filters : [...filters, matchesWords(tsquery)];
}

/**
 * The answer with `count` when one was made: the capped count, except that a page that is not full
 * ends the list (exact, even when a cached count is a minute old) and one with more after it shows more.
 */
function withCount(
  page: { items: BookItem[]; has_more: boolean },
  count: number | undefined,
  offset: number,
  shown: number,
  hasMore = false,
): BrowseResult<BookItem> {
  if (count === undefined) return page;
  let total: number;
  if (shown === 0) total = Math.min(count, offset);
  else if (hasMore) total = Math.min(PAGE_LIMITS.maxResults, Math.max(count, offset + shown + 1));
  else total = offset + shown;
  return { items: page.items, count: total, has_more: page.has_more };
}
