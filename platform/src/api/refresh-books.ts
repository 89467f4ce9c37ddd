import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * The cached answers that show books (SWR keys are API paths): Browse pages, book pages, My Books, Bookmarks and
 * the moderation desk. A seller's contact details are not among them (they do not change with a book).
 */
export function isBookDataKey(key: unknown): boolean {
  const path: unknown = Array.isArray(key) ? (key as unknown[])[0] : key;
  return typeof path === 'string' && /^\/(books|bookmarks|moderation)\//.test(path) && !path.endsWith('/contact/');
}

/**
 * The one rule for what a change to a book or a bookmark makes stale, for every remote: every cached book answer.
 * Those on screen are fetched again now; the others are fetched again when next shown (their freshness window is
 * reset), so no screen shows a book as it was before the change.
 */
export function useRefreshBooks(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isBookDataKey);
  }, [mutate]);
}
