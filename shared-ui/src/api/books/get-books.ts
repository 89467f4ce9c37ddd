import type { BookListItem, Category, Condition, ListResponse } from '../../books/book';
import { http } from '../client';

/** Query of GET /books/ (DESIGN.md §4). Absent fields are not sent. */
export interface BooksQuery {
  name?: string;
  condition?: Condition;
  category?: Category;
  publication?: string;
  edition?: number;
  is_school_book?: boolean;
  is_college_book?: boolean;
  is_bachlore_book?: boolean;
  grade?: number;
  latitude?: number;
  longitude?: number;
  ordering?: 'price' | '-price' | 'distance' | '-created';
  limit?: number;
  offset?: number;
}

/** Order of the query string, fixed so that equal queries give equal SWR keys. */
const QUERY_ORDER: readonly (keyof BooksQuery)[] = [
  'name',
  'condition',
  'category',
  'publication',
  'edition',
  'is_school_book',
  'is_college_book',
  'is_bachlore_book',
  'grade',
  'latitude',
  'longitude',
  'ordering',
  'limit',
  'offset',
];

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
