import type { SWRConfiguration } from 'swr';
import { fetchJson } from './api/client';

/** docs/product.md §9: queries do not retry and do not refetch on window focus. */
export const swrDefaults: SWRConfiguration = {
  fetcher: fetchJson,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};

/** Per-query freshness of docs/product.md §9, as SWR dedupingInterval values. */
export const freshness = {
  browseMs: 30_000,
  myBooksMs: 3_000,
  bookmarksMs: 30_000,
} as const;
