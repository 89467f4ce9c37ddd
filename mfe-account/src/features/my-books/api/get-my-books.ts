import { MY_BOOKS_FILTER_VALUES, type ListResponse, type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

/** The filters of My Books: the API's own list (generated contract), in its order. */
export const MY_BOOKS_FILTERS = MY_BOOKS_FILTER_VALUES;
export type MyBooksFilter = (typeof MY_BOOKS_FILTERS)[number];

/** docs/product.md §9: My Books shows 10 books a page (offset = (page - 1) * 10). */
export const MY_BOOKS_PAGE_SIZE = 10;

/** A row of GET /books/current-users/: the listing fields, the status flags and, once rejected, the moderator's reason. */
export type MyBook = ResponseOf<'/books/current-users/', 'get'>['items'][number];

export interface MyBooksQuery {
  filter: MyBooksFilter;
  page: number;
}

/** SWR key (an API path) of one page of the caller's books. */
export function myBooksKey({ filter, page }: MyBooksQuery): string {
  const params = new URLSearchParams({
    filter_by: filter,
    limit: String(MY_BOOKS_PAGE_SIZE),
    offset: String((page - 1) * MY_BOOKS_PAGE_SIZE),
  });
  return `/books/current-users/?${params.toString()}`;
}

export async function getMyBooks(query: MyBooksQuery): Promise<ListResponse<MyBook>> {
  return (await http.get<ListResponse<MyBook>>(myBooksKey(query))).data;
}
