import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLEARED, filtersToParams, parseFilters, parsePage, withFilter, type BrowseFilters } from '../filters';

/**
 * Whether the browser's address is still at the path it had when the list appeared. React Router renders a
 * navigation as a transition: after a tap on a book, the list stays mounted (scrolling, loading more, debouncing a
 * search) until the book's page has rendered, while the address has moved at once. A query change made then would
 * resolve against the list's path and replace the book's entry: the tap would be lost.
 */
function useStillHere() {
  const [pathAtMount] = useState(() => (typeof window === 'undefined' ? '' : window.location.pathname));
  return useCallback(() => window.location.pathname === pathAtMount, [pathAtMount]);
}

/**
 * The Browse filters and page, read from and written to the URL query. Each change of filters is a history entry,
 * so links are shareable and Back/Forward step through searches; more books as you scroll replace the entry's page.
 * Nothing is written once the member has left for another page.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const stillHere = useStillHere();
  const current = new URLSearchParams(params);
  const filterQuery = filtersToParams(parseFilters(current)).toString();
  // Parsed once per distinct search (the page apart), so consumers get stable objects while more pages load.
  const filters = useMemo(() => parseFilters(new URLSearchParams(filterQuery)), [filterQuery]);
  const page = parsePage(current);

  // What was last written, not only what was last rendered: two writes in one tick (a filter chosen as the list loads
  // more) must see each other, or the second would put back the address the first one changed.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const write = useCallback(
    (next: URLSearchParams, options?: { replace?: boolean }) => {
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );

  const setFilters = useCallback(
    (patch: Partial<BrowseFilters>) => {
      if (stillHere()) write(filtersToParams(withFilter(parseFilters(latest.current), patch)));
    },
    [write, stillHere],
  );
  const clearFilters = useCallback(() => {
    if (stillHere()) write(filtersToParams(CLEARED));
  }, [write, stillHere]);
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => {
      const now = parseFilters(latest.current);
      // A page belongs to the list that asked for it: once the filters have changed, that list is gone.
      if (stillHere() && filtersToParams(now).toString() === filterQuery) write(filtersToParams(now, next), options);
    },
    [write, stillHere, filterQuery],
  );

  return { filters, filterQuery, page, setFilters, clearFilters, setPage };
}
