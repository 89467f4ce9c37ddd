import { BOOKMARKS_KEY, http, type ApiErrorBody } from '@booknook/platform';

/** POST /bookmarks/ {book_id} → 201; 409 when already bookmarked, 401 for guests. */
export async function addBookmark(bookId: number): Promise<ApiErrorBody> {
  return (await http.post<ApiErrorBody>(BOOKMARKS_KEY, { book_id: bookId })).data;
}
