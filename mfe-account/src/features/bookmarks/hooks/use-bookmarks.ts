import { useCallback } from 'react';
import useSWR from 'swr';
import { notify } from '@booknook/design-system';
import { BOOKMARKS_KEY, freshness, removeBookmark, useRefreshBooks, useSession } from '@booknook/platform';
import { getBookmarks, type BookmarkList } from '../api/get-bookmarks';
import { messages } from '../../../messages';

/** The member's bookmarks, fresh for 30 s; queried only when signed in (docs/product.md §6, §9). */
export function useBookmarks() {
  const { session } = useSession();
  const signedIn = session.status === 'authenticated';
  const refreshBooks = useRefreshBooks();
  const { data, error, isLoading } = useSWR<BookmarkList, unknown>(signedIn ? BOOKMARKS_KEY : null, getBookmarks, {
    dedupingInterval: freshness.bookmarksMs,
  });

  /** Removes one bookmark; afterwards every cached book answer is refreshed (a book's detail shows whether it is bookmarked). */
  const remove = useCallback(
    async (bookId: number) => {
      try {
        const { detail } = await removeBookmark(bookId);
        notify.success(detail ?? messages.bookmarks.removed);
      } catch {
        // docs/product.md §8: bookmark add/remove errors are ignored; the list below shows the truth after the refresh.
      }
      await refreshBooks();
    },
    [refreshBooks],
  );

  return {
    status: session.status,
    entries: data?.bookmark_item ?? [],
    loading: session.status === 'loading' || (signedIn && isLoading),
    failed: Boolean(error),
    remove,
  };
}
