import { CATEGORIES, CONDITIONS, type BookListItem, type BooksQuery, type Category, type Condition } from '@booknook/shared-ui';

/** docs/product.md §9: browse page size. */
export const PAGE_SIZE = 6;

export const BOOK_TYPES = ['is_any', 'is_school_book', 'is_collage_book', 'is_bachelor_book'] as const;
export type BookType = (typeof BOOK_TYPES)[number];
export type SortBy = 'asc' | 'desc';

/** What the Browse screen filters by; every field lives in the URL query (docs/product.md §2). */
export interface BrowseFilters {
  name?: string;
  condition?: Condition;
  category?: Category;
  publication?: string;
  edition?: number;
  bookType?: BookType;
  grade?: number;
  sortBy?: SortBy;
}

/** URL parameters that are filters, in the order they are written. `page` is kept apart: it is where you are, not what you filter. */
export const FILTER_PARAMS = ['name', 'condition', 'category', 'publication', 'edition', 'bookType', 'grade', 'sortBy'] as const;

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

/** Reads the filters from the URL; anything unknown or out of range is ignored, so a hand-edited link never breaks the page. */
export function parseFilters(params: URLSearchParams): BrowseFilters {
  const bookType = oneOf(BOOK_TYPES, params.get('bookType'));
  const filters: BrowseFilters = {
    name: text(params.get('name')),
    condition: oneOf(CONDITIONS, params.get('condition')),
    category: oneOf(CATEGORIES, params.get('category')),
    publication: text(params.get('publication')),
    edition: wholeNumber(params.get('edition'), 1, 999),
    bookType,
    // A grade only means something for school books.
    grade: bookType === 'is_school_book' ? wholeNumber(params.get('grade'), 1, 10) : undefined,
    sortBy: oneOf(['asc', 'desc'] as const, params.get('sortBy')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
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
  return next;
}

/** docs/product.md §2: 'Clear filter' shows when two or more query parameters are set. */
export function canClear(filters: BrowseFilters): boolean {
  return FILTER_PARAMS.filter((key) => filters[key] !== undefined).length >= 2;
}

/** What 'Clear filter' leaves: bookType=is_any. */
export const CLEARED: BrowseFilters = { bookType: 'is_any' };

/** The API query of a page of results: book type → the contract's flags, page → limit/offset, sortBy stays in the client. */
export function toBooksQuery(filters: BrowseFilters, page: number, location?: { latitude: number; longitude: number }): BooksQuery {
  return {
    name: filters.name,
    condition: filters.condition,
    category: filters.category,
    publication: filters.publication,
    edition: filters.edition,
    is_school_book: filters.bookType === 'is_school_book' ? true : undefined,
    is_college_book: filters.bookType === 'is_collage_book' ? true : undefined,
    is_bachlore_book: filters.bookType === 'is_bachelor_book' ? true : undefined,
    grade: filters.bookType === 'is_school_book' ? filters.grade : undefined,
    latitude: location?.latitude,
    longitude: location?.longitude,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
}

/** docs/product.md §7: sortBy orders the fetched page by price, in the client. A stable sort keeps the server's order among equal prices. */
export function sortByPrice<T extends Pick<BookListItem, 'price'>>(books: readonly T[], sortBy: SortBy | undefined): T[] {
  if (!sortBy) return [...books];
  const direction = sortBy === 'asc' ? 1 : -1;
  return [...books].sort((a, b) => (a.price - b.price) * direction);
}

/** Number of pages for a count of books (at least 1). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}
