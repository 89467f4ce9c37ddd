import type { Category, Condition } from '../../books/book';
import { http } from '../client';

/**
 * Body of POST /books/create/ (SPEC.md §7; field spellings are the contract's). `grade` only for school books;
 * at most one of the three type flags is true; `latitude`/`longitude` only when the seller's location is known.
 */
export interface CreateBookPayload {
  name: string;
  category: Category;
  publication: string;
  edition: number;
  is_school_book: boolean;
  is_college_book: boolean;
  is_bachlore_book: boolean;
  grade?: number;
  description: string;
  condition: Condition;
  price: number;
  /** The key of an uploaded image, from an upload grant. */
  book_image: string;
  latitude?: number;
  longitude?: number;
}

export interface CreateBookResponse {
  detail: string;
  id: number;
}

/** POST /books/create/ — lists a book; it starts unreviewed. Rejects with the API's `{detail, errors?}` response. */
export async function createBook(payload: CreateBookPayload): Promise<CreateBookResponse> {
  return (await http.post<CreateBookResponse>('/books/create/', payload)).data;
}
