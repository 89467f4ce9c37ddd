import { http } from '../client';
import type { ResponseOf } from '../contract';

/** The API path of the caller's bookmarks, also its SWR key (fresh for `freshness.bookmarksMs`). */
export const BOOKMARKS_KEY = '/bookmarks/';

/** GET /bookmarks/: newest first. */
export type BookmarkList = ResponseOf<'/bookmarks/', 'get'>;

export type BookmarkEntry = BookmarkList['bookmark_item'][number];

export async function getBookmarks(): Promise<BookmarkList> {
  return (await http.get<BookmarkList>(BOOKMARKS_KEY)).data;
}
