import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { type ListResponse } from '@booknook/contract';
import { freshness, useRefreshBooks } from '@booknook/platform';
import { getMyBooks, MY_BOOKS_PAGE_SIZE, myBooksKey, type MyBook, type MyBooksFilter } from '../api/get-my-books';

/**
 * One page of the member's books for a filter. Changing the filter goes back to page 1; a failed fetch also
 * goes back to page 1 with nothing to page through (docs/product.md §4).
 */
export function useMyBooks() {
  const [filter, setFilterState] = useState<MyBooksFilter>('all');
  const [page, setPage] = useState(1);
  const refreshBooks = useRefreshBooks();
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

  /** After a change: every cached book answer (this list and the other screens' too), by the platform's one rule. */
  const refresh = refreshBooks;

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
