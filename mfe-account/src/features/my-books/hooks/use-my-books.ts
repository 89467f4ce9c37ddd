import { useCallback, useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { freshness, type ListResponse } from '@booknook/shared-ui';
import { getMyBooks, isMyBooksKey, MY_BOOKS_PAGE_SIZE, myBooksKey, type MyBook, type MyBooksFilter } from '../api/get-my-books';

/** Other cached queries that show books (Browse lists, details, bookmarks): a sold, edited or deleted book must not linger there. */
function isOtherBooksKey(key: unknown): boolean {
  const path: unknown = Array.isArray(key) ? (key as unknown[])[0] : key;
  return typeof path === 'string' && (path.startsWith('/books') || path.startsWith('/bookmarks')) && !isMyBooksKey(path);
}

/**
 * One page of the member's books for a filter. Changing the filter goes back to page 1; a failed fetch also
 * goes back to page 1 with nothing to page through (SPEC.md §4).
 */
export function useMyBooks() {
  const [filter, setFilterState] = useState<MyBooksFilter>('all');
  const [page, setPage] = useState(1);
  const { mutate } = useSWRConfig();
  const query = { filter, page };
  const { data, error, isLoading } = useSWR<ListResponse<MyBook>, unknown>(myBooksKey(query), () => getMyBooks(query), {
    dedupingInterval: freshness.myBooksMs,
  });

  const count = error ? 0 : (data?.count ?? 0);
  const totalPages = error ? 0 : Math.ceil(count / MY_BOOKS_PAGE_SIZE);

  useEffect(() => {
    if (error) setPage(1);
  }, [error]);

  useEffect(() => {
    // The last book of the last page went away (deleted, or no longer matching the filter): show the page before.
    if (data && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [data, page, totalPages]);

  const setFilter = useCallback((next: MyBooksFilter) => {
    setFilterState(next);
    setPage(1);
  }, []);

  /** After a change: refetch every My Books page, and drop other cached book queries so they load afresh. */
  const refresh = useCallback(async () => {
    await Promise.all([mutate(isOtherBooksKey, undefined, { revalidate: false }), mutate(isMyBooksKey)]);
  }, [mutate]);

  return {
    filter,
    setFilter,
    page,
    setPage,
    books: error ? [] : (data?.items ?? []),
    count,
    totalPages,
    isLoading,
    refresh,
  };
}
