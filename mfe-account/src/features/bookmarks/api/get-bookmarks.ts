import type { ResponseOf } from '@booknook/contract';
import { BOOKMARKS_KEY, http } from '@booknook/platform';

/** GET /bookmarks/: newest first. */
export type BookmarkList = ResponseOf<'/bookmarks/', 'get'>;

export type BookmarkEntry = BookmarkList['bookmark_item'][number];

export async function getBookmarks(): Promise<BookmarkList> {
  return (await http.get<BookmarkList>(BOOKMARKS_KEY)).data;
}
