import { useRef } from 'react';
import useSWR from 'swr';
import { booksKey, freshness, type BooksPage, type BrowserLocation } from '@booknook/platform';
import { toBooksQuery, type BrowseFilters, type Origin } from '../filters';

/** What a query measures from: the buyer's position once located, or the member's saved area when chosen. */
export function locatedAt(location: { status: string }): Origin | undefined {
  if (location.status === 'saved-area') return 'saved-area';
  const located = location as BrowserLocation;
  return located.status === 'located' ? { latitude: located.latitude, longitude: located.longitude } : undefined;
}

/**
 * One page of Browse results (fresh for 30 s, docs/product.md §9). Sent with the buyer's location once it is known,
 * so the API answers nearest first with distances. While that located request runs, the same page fetched
 * without location stays on screen instead of flashing skeletons.
 */
export function useBrowseBooks(filters: BrowseFilters, page: number, location: { status: string }) {
  const key = booksKey(toBooksQuery(filters, page, locatedAt(location)));
  const sameResultsKey = booksKey(toBooksQuery(filters, page));
  const { data, error, mutate } = useSWR<BooksPage, unknown>(key, { dedupingInterval: freshness.browseMs });

  const previous = useRef<{ sameResultsKey: string; data: BooksPage } | null>(null);
  if (data) previous.current = { sameResultsKey, data };
  const bridged = !data && !error && previous.current?.sameResultsKey === sameResultsKey ? previous.current.data : undefined;

  // Loading means "nothing to show yet": data the server rendered with (SWR's fallback) is shown while SWR revalidates it.
  return { books: data ?? bridged, error: error, isLoading: !data && !bridged && !error, retry: () => void mutate() };
}
