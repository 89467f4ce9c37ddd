import { http, type ApiErrorBody } from './client';

/**
 * The API path of the caller's bookmarks, also its SWR key (fresh for `freshness.bookmarksMs`): Browse adds to it,
 * Bookmarks lists it, both remove from it, so the key and the removal are the platform's.
 */
export const BOOKMARKS_KEY = '/bookmarks/';

/** DELETE /bookmarks/ {book_id} → 200. The body travels with the DELETE, as the contract says. */
export async function removeBookmark(bookId: number): Promise<ApiErrorBody> {
  return (await http.delete<ApiErrorBody>(BOOKMARKS_KEY, { data: { book_id: bookId } })).data;
}
