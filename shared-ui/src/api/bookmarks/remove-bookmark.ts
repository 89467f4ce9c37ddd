import { http, type ApiErrorBody } from '../client';
import { BOOKMARKS_KEY } from './get-bookmarks';

/** DELETE /bookmarks/ {book_id} → 200. The body travels with the DELETE, as the contract says. */
export async function removeBookmark(bookId: number): Promise<ApiErrorBody> {
  return (await http.delete<ApiErrorBody>(BOOKMARKS_KEY, { data: { book_id: bookId } })).data;
}
