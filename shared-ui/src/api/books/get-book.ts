import type { BookDetail } from '../../books/book';
import { http } from '../client';

/** The API path of one book, also its SWR key. */
export function bookKey(bookId: string | number): string {
  return `/books/${encodeURIComponent(String(bookId))}/`;
}

/** GET /books/{id}/: 404 for a book the caller may not see. */
export async function getBook(bookId: string | number): Promise<BookDetail> {
  return (await http.get<BookDetail>(bookKey(bookId))).data;
}
