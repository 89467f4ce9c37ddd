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
 * Whether the member has a saved area (issue 36): 'known' or, while Profile's answer is on its way, 'loading'; 'none'
 * for a guest or a member without one.
 */
export type SavedAreaDefault = 'none' | 'loading' | 'known';

/** A query that does not say where to measure from measures from the saved area, when there is one. */
function withDefaultNear(params: URLSearchParams, savedArea: SavedAreaDefault): URLSearchParams {
  const next = new URLSearchParams(params);
  if (savedArea !== 'none' && !next.has('near')) next.set('near', 'saved');
  return next;
}

/**
 * The Browse filters and page, read from and written to the URL query. Each change of filters is a history entry,
 * so links are shareable and Back/Forward step through searches; more books as you scroll replace the entry's page.
 * Nothing is written once the member has left for another page.
 * A member's saved area is the default place (`near=saved`, "anywhere" is `near=anywhere`): read as such while it is
 * being found out, so that no list is asked for from elsewhere first, and written into the address once known
 * (replacing the entry), so that the address says what is shown and a shared link or Back shows the same.
 */
export function useBrowseFilters(savedArea: SavedAreaDefault = 'none') {
  const [params, setParams] = useSearchParams();
  const stillHere = useStillHere();
  const current = withDefaultNear(params, savedArea);
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

  const missingNear = savedArea === 'known' && !params.has('near');
  useEffect(() => {
    if (missingNear && stillHere()) write(withDefaultNear(latest.current, 'known'), { replace: true });
  }, [missingNear, write, stillHere]);

  const setFilters = useCallback(
    (patch: Partial<BrowseFilters>) => {
      if (stillHere()) write(filtersToParams(withFilter(parseFilters(withDefaultNear(latest.current, savedArea)), patch)));
    },
    [write, stillHere, savedArea],
  );
  const clearFilters = useCallback(() => {
    if (stillHere()) write(filtersToParams(CLEARED));
  }, [write, stillHere]);
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => {
      const now = parseFilters(withDefaultNear(latest.current, savedArea));
      // A page belongs to the list that asked for it: once the filters have changed, that list is gone.
      if (stillHere() && filtersToParams(now).toString() === filterQuery) write(filtersToParams(now, next), options);
    },
    [write, stillHere, filterQuery, savedArea],
  );

  return { filters, filterQuery, page, setFilters, clearFilters, setPage };
}
