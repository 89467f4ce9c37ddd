import type { BookListItem, ListResponse, QueryOf } from '@booknook/contract';
import { http } from '../client';

/** Query of GET /books/, as the API declares it (generated contract). Absent fields are not sent. */
export type BooksQuery = QueryOf<'/books/', 'get'>;

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

/** The API path of a browse query, also its SWR key: `/books/?limit=6&name=…&offset=0`. */
export function booksKey(query: BooksQuery): string {
  const params = new URLSearchParams();
  // In the order of their names, so that equal queries give equal SWR keys (a field the contract adds needs no edit here).
  for (const field of (Object.keys(query) as (keyof BooksQuery)[]).sort()) {
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
