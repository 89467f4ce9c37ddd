import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLEARED, filtersToParams, parseFilters, parsePage, withFilter, type BrowseFilters } from '../filters';

/**
 * The Browse filters and page, read from and written to the URL query. Each change of filters is a history entry,
 * so links are shareable and Back/Forward step through searches; more books as you scroll replace the entry's page.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const current = new URLSearchParams(params);
  const filterQuery = filtersToParams(parseFilters(current)).toString();
  // Parsed once per distinct search (the page apart), so consumers get stable objects while more pages load.
  const filters = useMemo(() => parseFilters(new URLSearchParams(filterQuery)), [filterQuery]);
  const page = parsePage(current);

  const setFilters = useCallback(
    (patch: Partial<BrowseFilters>) => setParams((now) => filtersToParams(withFilter(parseFilters(now), patch))),
    [setParams],
  );
  const clearFilters = useCallback(() => setParams(filtersToParams(CLEARED)), [setParams]);
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => setParams((now) => filtersToParams(parseFilters(now), next), options),
    [setParams],
  );

  return { filters, filterQuery, page, setFilters, clearFilters, setPage };
}
