import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { earthCoordinates, earthPoint, EARTH_RADIUS_M, LISTED } from './book-rows';
import type { Point } from './location-blur';
import type { BooksTable } from '../../db/schema';
import type { BrowseQuery } from './schemas';
import { BROWSE_CHOICE_NAMES } from './choice-fields';
import type { WordFrequency } from './search-plan';

// The SQL of one browse page, in one statement whatever the search: no count is needed to choose
// how the page is read (docs: api/README.md "How a browse is answered").

/**
 * Books an ordered walk (nearest first, or newest first) looks at per match it needs, and at least
 * and at most, before it gives up and gathers every match through the filters' own indexes
 * instead. Without words (or before the table has statistics) nothing tells how soon it meets
 * enough: it walks this far, then gathers.
 */
const WALK_ROWS = { perMatch: 200, min: 2000, max: 10_000 } as const;
/**
 * A search walks only when its rarest word is expected WALK_MARGIN times as often as the page
 * needs within the longest walk; a one-word search walks just far enough to expect that many.
 */
const WALK_MARGIN = { toWalk: 2, oneWord: 4 } as const;

/**
 * How many listed books to walk in page order for the first `end` matches, or undefined to gather
 * them through the text index straight away. Decided before the statement, from how many listed
 * books have each word (search_words): a rare word or a typo would otherwise walk thousands of
 * books and find too few. Several words are expected at most as often as the rarest (they may
 * never go together: the walk is then bounded and the gathering follows).
 */
export function rowsToWalk(end: number, frequency: WordFrequency | undefined): number | undefined {
  const most = Math.min(WALK_ROWS.max, Math.max(WALK_ROWS.min, end * WALK_ROWS.perMatch));
  if (frequency?.listed === undefined || frequency.rarest === undefined) return most;
  const share = Math.min(1, frequency.rarest / frequency.listed);
  if (share * Math.min(most, frequency.listed) < WALK_MARGIN.toWalk * end) return undefined;
  if (frequency.parts > 1) return most;
  return Math.min(most, Math.ceil((WALK_MARGIN.oneWord * end) / share));
}

/**
 * ts_rank weights of {D, C, B, A}: description, publication, author, title. The title counts most,
 * the author just below it.
 */
const FIELD_WEIGHTS = '{0.1, 0.3, 0.8, 1.0}';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function matchesWords(tsquery: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`b.search_vector @@ to_tsquery('simple', ${tsquery})`;
}

/** The straight-line (chord) distance in earth cube units, metres, of a great-circle distance. */
function chordOf(metres: number): number {
  return 2 * EARTH_RADIUS_M * Math.sin(Math.min(Math.PI / 2, metres / (2 * EARTH_RADIUS_M)));
}

/** Within `radiusKm` of `from`, measured like `distance` (from the shown point): a box the GiST index can use, then the exact distance. */
export function withinRadius(from: Point, radiusKm: number): { box: RawBuilder<SqlBool>; exact: RawBuilder<SqlBool> } {
  const chord = chordOf(radiusKm * 1000);
  const centre = earthPoint(from);
  const [x, y, z] = earthCoordinates(from);
  const box = sql<SqlBool>`b.location <@ cube(ARRAY[${x - chord}, ${y - chord}, ${z - chord}]::float8[], ARRAY[${x + chord}, ${y + chord}, ${z + chord}]::float8[])`;
  return { box, exact: sql<SqlBool>`cube_distance(b.location, ${centre}) <= ${chord}` };
}

/** Fields of GET /books/ that match a book's column of the same name exactly: the one list of them. */
const EQUAL_FILTERS = [
  ...BROWSE_CHOICE_NAMES,
  'isbn',
  'edition',
  'grade',
  'is_school_book',
  'is_college_book',
  'is_bachlore_book',
] as const satisfies readonly (keyof BrowseQuery & keyof BooksTable)[];

/**
 * The form's filters besides the words (not LISTED), and what a count depends on: the values of the filters that
 * are set, so a filter added here is in the count's key without a second list.
 */
export function formFilters(query: BrowseQuery): { filters: Expression<SqlBool>[]; countKeyOf: (tsquery: string | undefined) => string } {
  const filters: Expression<SqlBool>[] = [];
  const keyParts: Record<string, unknown> = {};
  const add = (name: string, value: unknown, filter: Expression<SqlBool>) => {
    keyParts[name] = value;
    filters.push(filter);
  };
  for (const column of EQUAL_FILTERS) {
    const value = query[column];
    if (value !== undefined) add(column, value, sql<SqlBool>`b.${sql.ref(column)} = ${value}`);
  }
  if (query.exclude_id !== undefined) add('exclude_id', query.exclude_id, sql<SqlBool>`b.id <> ${query.exclude_id}`);
  const publication = query.publication?.trim();
  if (publication) add('publication', publication, sql<SqlBool>`b.publication ILIKE ${`%${escapeLike(publication)}%`}`);
  // Free only is price 0, whatever the range says (BrowseService refuses a price_min above 0 with it).
  const price = query.free ? { min: undefined, max: 0 } : { min: query.price_min, max: query.price_max };
  if (price.min !== undefined && price.min > 0) add('price_min', price.min, sql<SqlBool>`b.price >= ${price.min}`);
  if (price.max !== undefined) add('price_max', price.max, sql<SqlBool>`b.price <= ${price.max}`);
  if (query.hide_reserved) add('hide_reserved', true, sql<SqlBool>`b.reserved_for_conversation_id IS NULL`);
  // The point and radius are in the key too when there is a radius (BrowseService filters by them): they change what matches.
  if (query.radius !== undefined) keyParts.area = [query.latitude, query.longitude, query.radius];
  const countKeyOf = (tsquery: string | undefined) => JSON.stringify([tsquery, keyParts]);
  return { filters, countKeyOf };
}

export type WalkOrder = 'nearest' | 'newest';

export interface PageOrder {
  /** An index that yields books in this order: walk it (bounded), else gather every match and sort. */
  walk: WalkOrder | undefined;
  /** The order as sort keys for gathered matches: never an index's own expression (see pageIdsSql). */
  keys: RawBuilder<unknown>[];
}

/** How the page is ordered: the `ordering` asked for, else nearest with a point, best match with words, else newest. */
export function pageOrder(
  ordering: BrowseQuery['ordering'],
  from: Point | undefined,
  ranking: { tsquery: string; exact: string; prefix: string; perWord: string[] | undefined } | undefined,
): PageOrder {
  if (ordering === 'price' || ordering === '-price') {
    return { walk: undefined, keys: [ordering === 'price' ? sql`b.price ASC` : sql`b.price DESC`, sql`b.id DESC`] };
  }
  if (from && ordering !== '-created') {
    return { walk: 'nearest', keys: [sql`cube_distance(b.location, ${earthPoint(from)})`, sql`b.id DESC`] };
  }
  if (ranking && ordering === undefined) {
    // Words as typed first, then as prefixes, then through typos; the title above the author,
    // the author above the publication and the description (FIELD_WEIGHTS).
    const rank = (q: string) => sql`ts_rank(${FIELD_WEIGHTS}::float4[], b.search_vector, to_tsquery('simple', ${q}))`;
    const relevance = sql`(${rank(ranking.exact)} * 4 + ${rank(ranking.prefix)} * 2 + ${rank(ranking.tsquery)}) DESC`;
    const wordsMatched = ranking.perWord
      ? [
          sql`(${sql.join(
            ranking.perWord.map((word) => sql`(${matchesWords(word)})::int`),
            sql` + `,
          )}) DESC`,
        ]
      : [];
    return { walk: undefined, keys: [...wordsMatched, relevance, sql`b.id DESC`] };
  }
  // `+ interval '0 s'`: not the index's column, so gathered matches are sorted rather than walked.
  return { walk: 'newest', keys: [sql`b.date_created + interval '0 s' DESC`, sql`b.id DESC`] };
}

/**
 * The ids of the first `end` listed books matching `where` in `order`, as one statement.
 *
 * With an index in the order (nearest: GiST KNN; newest: the btree) and words common enough
 * (rowsToWalk), the first listed books are walked in it and the matches among them taken: when
 * `end` are found they are the first `end` of all (the walk is in order), and nothing else runs.
 * Otherwise, and without such an index (price, relevance), every match is gathered through the
 * filters' indexes (GIN for words) and sorted. After a walk the gathering branch is gated by its
 * LIMIT, 0 when the walk found enough: a LIMIT 0 never starts its input, so neither the branch nor
 * the parallel workers PostgreSQL may plan for it start (a one-time filter below a Gather still
 * launched them, for every page: on two busy cores that cost more than the page). It sorts by
 * expressions no index yields, so that PostgreSQL never walks a whole index for a rare search.
 */
export function pageIdsSql(options: {
  where: Expression<SqlBool>[];
  order: PageOrder;
  from: Point | undefined;
  /** A condition the walk may use to bound itself (the radius's box). */
  walkBound: Expression<SqlBool> | undefined;
  /** How common the words are; undefined without words. */
  frequency: WordFrequency | undefined;
  end: number;
}): RawBuilder<unknown> {
  const { order, from, end } = options;
  const where = sql.join([LISTED, ...options.where], sql` AND `);
  const sorted = sql.join(order.keys);
  const walkRows = order.walk ? rowsToWalk(end, options.frequency) : undefined;
  if (!order.walk || walkRows === undefined) return sql`SELECT b.id FROM books AS b WHERE ${where} ORDER BY ${sorted} LIMIT ${end}`;
  const walkKey = order.walk === 'nearest' && from ? sql`b.location <-> ${earthPoint(from)}` : sql`b.date_created DESC, b.id DESC`;
  const matches = options.where.length > 0 ? sql.join(options.where, sql` AND `) : sql`true`;
  const bound = options.walkBound ? sql` AND ${options.walkBound}` : sql``;
  return sql`
    WITH walked AS MATERIALIZED (
      SELECT b.id FROM (
        SELECT b.* FROM books AS b WHERE ${LISTED}${bound} ORDER BY ${walkKey} LIMIT ${walkRows}
      ) AS b WHERE ${matches} LIMIT ${end}
    )
    SELECT id FROM walked WHERE (SELECT count(*) FROM walked) >= ${end}
    UNION ALL
    (SELECT b.id FROM books AS b WHERE ${where} ORDER BY ${sorted}
     LIMIT CASE WHEN (SELECT count(*) FROM walked) < ${end} THEN ${end} ELSE 0 END)`;
}
