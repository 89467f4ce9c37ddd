import type { RequestBodyOf, ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

/**
 * Body of POST /books/create/ (docs/product.md §7; field spellings are the contract's). `grade` only for school
 * books; at most one of the three type flags is true; `latitude`/`longitude` only when the seller's location is known.
 */
export type CreateBookPayload = RequestBodyOf<'/books/create/', 'post'>;

export type CreateBookResponse = ResponseOf<'/books/create/', 'post', 201>;

/** POST /books/create/ — lists a book; it starts unreviewed. Rejects with the API's `{detail, errors?}` response. */
export async function createBook(payload: CreateBookPayload): Promise<CreateBookResponse> {
  return (await http.post<CreateBookResponse>('/books/create/', payload)).data;
}
