import type { BookDetail } from '@booknook/contract';
import { http } from '../client';

/** Book ids are positive whole numbers: anything else in an address (/books/abc) names no book, so nobody asks. */
export function isBookId(bookId: string | undefined): bookId is string {
  return bookId !== undefined && /^[1-9]\d{0,14}$/.test(bookId);
}

/**
 * The API path of one book, also its SWR key. Without the seller's contacts: the API would count
 * them against the member's budget on every page view; the page asks for them when a member taps.
 */
export function bookKey(bookId: string | number): string {
  return `/books/${encodeURIComponent(String(bookId))}/?with_contact=false`;
}

/** GET /books/{id}/: 404 for a book the caller may not see. */
export async function getBook(bookId: string | number): Promise<BookDetail> {
  return (await http.get<BookDetail>(bookKey(bookId))).data;
}
