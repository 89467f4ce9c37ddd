import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useBrowseFilters } from './use-browse-filters';

function renderFilters(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return renderHook(() => ({ filters: useBrowseFilters(), location: useLocation() }), { wrapper });
}

const shown = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useBrowseFilters', () => {
  it('loads more books into the same history entry', () => {
    const { result } = renderFilters('/books?name=atlas');
    act(() => result.current.filters.setPage(2, { replace: true }));
    expect(shown(result.current.location)).toBe('/books?name=atlas&page=2');
  });

  // The list is still mounted while the book's page renders (the router renders navigations as transitions) and the
  // address has already moved: more books loading then must not replace the book's entry with the list's.
  it('writes nothing once the address has moved on to another page', () => {
    const { result } = renderFilters('/books?name=atlas');
    const { setPage, setFilters, clearFilters } = result.current.filters;
    act(() => {
      window.history.pushState(null, '', '/books/7');
      setPage(2, { replace: true });
      setFilters({ name: 'maps' });
      clearFilters();
    });
    expect(shown(result.current.location)).toBe('/books?name=atlas');
  });

  // CI on ddd7b7c: a filter chosen just as the list loaded its next page was lost, the page's write (computed from the
  // address as it was rendered) replacing the filter's. The page a list asks for belongs to that list's filters.
  it("keeps a filter chosen while the list loads more, and drops the old list's page", () => {
    const { result } = renderFilters('/books');
    const { setPage, setFilters } = result.current.filters;
    act(() => {
      setFilters({ condition: 'GOOD' });
      setPage(2, { replace: true });
    });
    expect(shown(result.current.location)).toBe('/books?condition=GOOD');
  });
});
