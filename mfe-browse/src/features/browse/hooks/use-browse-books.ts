import { useRef } from 'react';
import useSWR from 'swr';
import { booksKey, freshness, type BookListItem, type BrowserLocation, type ListResponse } from '@booknook/shared-ui';
import { toBooksQuery, type BrowseFilters } from '../filters';

type Books = ListResponse<BookListItem>;

/**
 * One page of Browse results (fresh for 30 s, docs/product.md §9). Sent with the buyer's location once it is known,
 * so the API answers nearest first with distances. While that located request runs, the same page fetched
 * without location stays on screen instead of flashing skeletons.
 */
export function useBrowseBooks(filters: BrowseFilters, page: number, location: BrowserLocation) {
  const located = location.status === 'located' ? { latitude: location.latitude, longitude: location.longitude } : undefined;
  const key = booksKey(toBooksQuery(filters, page, located));
  const sameResultsKey = booksKey(toBooksQuery(filters, page));
  const { data, error, mutate } = useSWR<Books, unknown>(key, { dedupingInterval: freshness.browseMs });

  const previous = useRef<{ sameResultsKey: string; data: Books } | null>(null);
  if (data) previous.current = { sameResultsKey, data };
  const bridged = !data && !error && previous.current?.sameResultsKey === sameResultsKey ? previous.current.data : undefined;

  // Loading means "nothing to show yet": data the server rendered with (SWR's fallback) is shown while SWR revalidates it.
  return { books: data ?? bridged, error: error, isLoading: !data && !bridged && !error, retry: () => void mutate() };
}
