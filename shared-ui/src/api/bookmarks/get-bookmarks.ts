import type { BookListItem } from '../../books/book';
import { http } from '../client';

/** The API path of the caller's bookmarks, also its SWR key (fresh for `freshness.bookmarksMs`). */
export const BOOKMARKS_KEY = '/bookmarks/';

export interface BookmarkEntry {
  id: number;
  book: BookListItem;
}

/** GET /bookmarks/: newest first. */
export interface BookmarkList {
  bookmark_item: BookmarkEntry[];
}

export async function getBookmarks(): Promise<BookmarkList> {
  return (await http.get<BookmarkList>(BOOKMARKS_KEY)).data;
}
