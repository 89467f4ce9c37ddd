import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLEARED, filtersToParams, parseFilters, parsePage, withFilter, type BrowseFilters } from '../filters';

/**
 * The Browse filters and page, read from and written to the URL query. Each change is a history entry,
 * so links are shareable and Back/Forward step through searches.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Parsed once per distinct query string, so consumers get stable objects.
  const { filters, page } = useMemo(() => {
    const current = new URLSearchParams(search);
    return { filters: parseFilters(current), page: parsePage(current) };
  }, [search]);

  const setFilters = useCallback(
    (patch: Partial<BrowseFilters>) => setParams((current) => filtersToParams(withFilter(parseFilters(current), patch))),
    [setParams],
  );
  const clearFilters = useCallback(() => setParams(filtersToParams(CLEARED)), [setParams]);
  const setPage = useCallback((next: number) => setParams((current) => filtersToParams(parseFilters(current), next)), [setParams]);

  return { filters, page, setFilters, clearFilters, setPage };
}
