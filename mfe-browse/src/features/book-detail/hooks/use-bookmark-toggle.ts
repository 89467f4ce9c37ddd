import { useState } from 'react';
import { notify } from '@booknook/design-system';
import { removeBookmark, useSession, useRefreshBooks, useSignInAndReturn } from '@booknook/platform';
import { addBookmark } from '../api/add-bookmark';
import { messages } from '../../../messages';

/**
 * docs/product.md §4 bookmark toggle: add when not bookmarked, remove when bookmarked; afterwards every cached book answer
 * refreshes (useRefreshBooks: Bookmarks and Browse agree). A guest goes to sign in and comes back here. Errors are silently ignored (§8).
 */
export function useBookmarkToggle(bookId: number, isBookmarked: boolean) {
  const { session } = useSession();
  const refreshBooks = useRefreshBooks();
  const { signInAndReturn } = useSignInAndReturn();
  const [pending, setPending] = useState(false);

  const toggle = async () => {
    if (session.status !== 'authenticated') {
      signInAndReturn();
      return;
    }
    setPending(true);
    try {
      if (isBookmarked) {
        await removeBookmark(bookId);
        notify.success(messages.detail.bookmarkRemoved);
      } else {
        await addBookmark(bookId);
        notify.success(messages.detail.bookmarkAdded);
      }
    } catch {
      // docs/product.md §8: a failed add or remove is ignored; the refresh below shows the true state.
    } finally {
      await refreshBooks();
      setPending(false);
    }
  };

  return { toggle, pending };
}
