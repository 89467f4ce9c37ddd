import type { BookListItem, ListResponse, QueryOf } from '@booknook/contract';
import { http } from '../client';

/**
 * Query of GET /books/, as the API declares it (generated contract). Absent fields are not sent. `radius` (km, with a
 * position) and `with_count` (false: no total counted) are issue 26's, added here by hand until the contract has them.
 */
export type BooksQuery = QueryOf<'/books/', 'get'> & { radius?: number; with_count?: boolean };

/** A page of GET /books/: `has_more` says whether more books follow; `count` is there unless `with_count=false`. */
export interface BooksPage {
  items: BookListItem[];
  count?: number;
  has_more?: boolean;
}

/** Whether books follow a page: the API's `has_more`, else (an API without it) its count. */
export function hasMoreBooks(page: BooksPage, offset: number): boolean {
  return page.has_more ?? (page.count !== undefined && offset + page.items.length < page.count);
}

/** Order of the query string, fixed so that equal queries give equal SWR keys. */
const QUERY_ORDER = [
  'name',
  'condition',
  'category',
  'publication',
  'edition',
  'is_school_book',
  'is_college_book',
  'is_bachlore_book',
  'grade',
  'price_min',
  'price_max',
  'free',
  'latitude',
  'longitude',
  'radius',
  'near',
  'ordering',
  'limit',
  'offset',
  'with_count',
] as const satisfies readonly (keyof BooksQuery)[];

// Every field of the query has its place in the order (a field the API adds fails here until it does).
true satisfies Exclude<keyof BooksQuery, (typeof QUERY_ORDER)[number]> extends never ? true : false;

/** The API path of a browse query, also its SWR key: `/books/?name=…&limit=6&offset=0`. */
export function booksKey(query: BooksQuery): string {
  const params = new URLSearchParams();
  for (const field of QUERY_ORDER) {
    const value = query[field];
    if (value === undefined || value === '') continue;
    params.set(field, String(value));
  }
  const search = params.toString();
  return search ? `/books/?${search}` : '/books/';
}

/** GET /books/: the books everyone may see that are not sold, `{items, count}`. */
export async function getBooks(query: BooksQuery): Promise<ListResponse<BookListItem>> {
  return (await http.get<ListResponse<BookListItem>>(booksKey(query))).data;
}
