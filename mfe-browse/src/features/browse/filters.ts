import {
  BOOK_CHOICES,
  BOOK_CHOICE_NAMES,
  BROWSE_ORDERINGS,
  LIMITS,
  type BookChoiceName,
  type BookChoices,
  type BrowseOrdering,
} from '@booknook/contract';
import { type BooksQuery } from '@booknook/platform';

/** Books per page (docs/product.md §9 had 6: docs/departures.md): six rows of two on a phone, three or four rows on wider screens. */
export const PAGE_SIZE = 12;

/** Pages a URL brings back at once (`?page=5` shows pages 1 to 5); further back, "Show earlier books" reaches them. */
export const MAX_PAGES_SHOWN = 5;

/** Radius choices in km; absent is "anywhere". */
export const RADII = [1, 2, 5, 10, 25] as const;
export type Radius = (typeof RADII)[number];

export const BOOK_TYPES = ['is_any', 'is_school_book', 'is_collage_book', 'is_bachelor_book'] as const;
export type BookType = (typeof BOOK_TYPES)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const text = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const wholeNumber = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** A price as typed or linked ("12", "12.5"): from 0 to the highest price a book may have, else ignored. */
export const price = (value: string | null | undefined): number | undefined => {
  if (value === null || value === undefined || !/^\d+(\.\d{1,2})?$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n <= LIMITS.book.priceMax ? n : undefined;
};

/**
 * The API counts at most this many matches (and may estimate a common search as that many): a count this high
 * reads "over 1,000 books".
 */
export const COUNT_CAP = 1000;

/** A book's choice fields (category, condition…), each read as one of its values: GET /books/ filters on every one. */
const CHOICE_READERS = Object.fromEntries(
  BOOK_CHOICE_NAMES.map((name) => [name, (params: URLSearchParams) => oneOf(BOOK_CHOICES[name], params.get(name))]),
) as { [Name in BookChoiceName]: (params: URLSearchParams) => BookChoices[Name] | undefined };

const LEGACY_SORT: Record<string, BrowseOrdering | undefined> = { asc: 'price', desc: '-price' };

/**
 * What the Browse screen filters by, in the order the URL writes them, each with how it is read from the URL: the
 * one list of the filters (every field lives in the URL query, docs/product.md §2). Anything unknown or out of range
 * reads as absent, so a hand-edited link never breaks the page. `page` is kept apart: it is where you are, not what
 * you filter.
 */
const FILTER_READERS = {
  name: (params: URLSearchParams) => text(params.get('name')),
  /** One edition's copies (issue 40): an ISBN as a book page links it; the API checks it (and says so if it is none). */
  isbn: (params: URLSearchParams) => {
    const value = text(params.get('isbn'));
    return value !== undefined && /^[\d -]{9,20}[\dXx]$/.test(value) ? value : undefined;
  },
  ...CHOICE_READERS,
  publication: (params: URLSearchParams) => text(params.get('publication')),
  edition: (params: URLSearchParams) => wholeNumber(params.get('edition'), 1, 999),
  bookType: (params: URLSearchParams): BookType | undefined => oneOf(BOOK_TYPES, params.get('bookType')),
  // A grade only means something for school books.
  grade: (params: URLSearchParams) => (params.get('bookType') === 'is_school_book' ? wholeNumber(params.get('grade'), 1, 10) : undefined),
  /** A price range (either end may be open); `free` keeps only books given away, whatever the range says. */
  priceMin: (params: URLSearchParams) => price(params.get('priceMin')),
  priceMax: (params: URLSearchParams) => price(params.get('priceMax')),
  free: (params: URLSearchParams): true | undefined => (params.get('free') === 'true' ? true : undefined),
  /** Leave out books a seller keeps for one buyer (issue 37): they are still listed by default, to join the queue. */
  hideReserved: (params: URLSearchParams): true | undefined => (params.get('hideReserved') === 'true' ? true : undefined),
  /** Done by the API over the whole result (docs/product.md §7 sorted the page on screen: docs/departures.md); links of before issue 26 said sortBy=asc|desc. */
  ordering: (params: URLSearchParams): BrowseOrdering | undefined =>
    oneOf(BROWSE_ORDERINGS, params.get('ordering')) ?? LEGACY_SORT[params.get('sortBy') ?? ''],
  /** km around the buyer's position; only applied once the buyer is located. */
  radius: (params: URLSearchParams): Radius | undefined => RADII.find((radius) => String(radius) === params.get('radius')),
  /**
   * Measure from the member's saved area (issue 26): the API finds it from the session, the point never comes here.
   * 'anywhere': not from it, though it is Browse's default for a member who has one (issue 36).
   */
  near: (params: URLSearchParams): 'saved' | 'anywhere' | undefined => oneOf(['saved', 'anywhere'] as const, params.get('near')),
};

/** What the Browse screen filters by: a field of FILTER_READERS, present when the URL gives it a good value. */
export type BrowseFilters = { [K in keyof typeof FILTER_READERS]?: NonNullable<ReturnType<(typeof FILTER_READERS)[K]>> };

/** URL parameters that are filters, in the order they are written. */
export const FILTER_PARAMS = Object.keys(FILTER_READERS) as (keyof BrowseFilters)[];

/** Reads the filters from the URL; anything unknown or out of range is ignored, so a hand-edited link never breaks the page. */
export function parseFilters(params: URLSearchParams): BrowseFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_PARAMS) {
    const value = FILTER_READERS[key](params);
    if (value !== undefined) filters[key] = value;
  }
  return filters;
}

/** The page number in the URL, 1 when absent or not a positive whole number. */
export function parsePage(params: URLSearchParams): number {
  return wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1;
}

/** Writes filters (and the page, when past the first) as a URL query. */
export function filtersToParams(filters: BrowseFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if (key === 'grade' && filters.bookType !== 'is_school_book') continue;
    params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Applies a change to the filters; changing any filter starts again from page 1 (the caller does not pass a page). */
export function withFilter(filters: BrowseFilters, patch: Partial<BrowseFilters>): BrowseFilters {
  const next = { ...filters, ...patch };
  if (next.bookType !== 'is_school_book') delete next.grade;
  // A range that cannot match is not sent (the API would refuse it): the other end gives way.
  if (next.priceMin !== undefined && next.priceMax !== undefined && next.priceMin > next.priceMax) {
    if ('priceMin' in patch) delete next.priceMax;
    else delete next.priceMin;
  }
  return next;
}

/** docs/product.md §2: 'Clear filter' shows when two or more query parameters are set. */
export function canClear(filters: BrowseFilters): boolean {
  return FILTER_PARAMS.filter((key) => filters[key] !== undefined).length >= 2;
}

/** What 'Clear filter' leaves: bookType=is_any. */
export const CLEARED: BrowseFilters = { bookType: 'is_any' };

/** Where distances are measured from: the buyer's position, or the member's saved area (which only the API knows). */
export type Origin = { latitude: number; longitude: number } | 'saved-area';

/**
 * The API query of a page of results: book type → the contract's flags, page → limit/offset, a count only for the
 * first page (the grid asks `has_more`). Nearest first and the radius need a point to measure from, so they are sent only with one.
 */
export function toBooksQuery(filters: BrowseFilters, page: number, origin?: Origin): BooksQuery {
  const location = origin === 'saved-area' ? undefined : origin;
  return {
    ...sentAsIs(filters),
    is_school_book: filters.bookType === 'is_school_book' ? true : undefined,
    is_college_book: filters.bookType === 'is_collage_book' ? true : undefined,
    is_bachlore_book: filters.bookType === 'is_bachelor_book' ? true : undefined,
    grade: filters.bookType === 'is_school_book' ? filters.grade : undefined,
    // Free only is price 0 whatever the range: a price_min above it would be refused.
    price_min: filters.free ? undefined : filters.priceMin,
    price_max: filters.free ? undefined : filters.priceMax,
    free: filters.free,
    hide_reserved: filters.hideReserved,
    latitude: location?.latitude,
    longitude: location?.longitude,
    near: origin === 'saved-area' ? 'saved' : undefined,
    radius: origin ? filters.radius : undefined,
    ordering: filters.ordering === 'distance' && !origin ? undefined : filters.ordering,
    // The first page says how many books match (capped by the API, COUNT_CAP); the pages after it need not.
    with_count: page === 1 ? undefined : false,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
}

/** Filters the API's query names otherwise, or sends only in some cases (toBooksQuery says how). */
const TRANSLATED = [
  'bookType',
  'grade',
  'priceMin',
  'priceMax',
  'free',
  'hideReserved',
  'ordering',
  'radius',
  'near',
] as const satisfies readonly (keyof BrowseFilters)[];
type SentAsIs = Exclude<keyof BrowseFilters, (typeof TRANSLATED)[number]>;
// Every other filter goes to the API as it is: the query must have it, under the same name and with the same values.
true satisfies Pick<BrowseFilters, SentAsIs> extends Pick<BooksQuery, SentAsIs> ? true : false;

function sentAsIs(filters: BrowseFilters): Pick<BooksQuery, SentAsIs> {
  const keys = FILTER_PARAMS.filter((key): key is SentAsIs => !(TRANSLATED as readonly string[]).includes(key));
  return Object.fromEntries(keys.map((key) => [key, filters[key]]));
}

/** The pages a URL shows: up to its page, at most MAX_PAGES_SHOWN of them. */
export function pagesShown(page: number): number[] {
  const first = Math.max(1, page - MAX_PAGES_SHOWN + 1);
  return Array.from({ length: page - first + 1 }, (_, index) => first + index);
}

/** The address of a page of the same search (a plain link: it works before the page's code has run). */
export function pageHref(filters: BrowseFilters, page: number): string {
  const query = filtersToParams(filters, page).toString();
  return query ? `/books?${query}` : '/books';
}
