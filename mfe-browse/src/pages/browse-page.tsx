import { useRef, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { media, Page, PageTitle } from '@booknook/design-system';
import { BookResults } from '../features/browse/components/book-results';
import { FilterForm } from '../features/browse/components/filter-form';
import { LocationNote } from '../features/browse/components/location-note';
import { IsbnChip } from '../features/browse/components/isbn-chip';
import { QuickSearch, ResultCount } from '../features/browse/components/quick-search';
import { FILTER_PARAMS, filtersToParams, withFilter } from '../features/browse/filters';
import { useBrowseBooks } from '../features/browse/hooks/use-browse-books';
import { useBrowseFilters } from '../features/browse/hooks/use-browse-filters';
import { useBuyerLocation, type BuyerLocation } from '../features/browse/hooks/use-buyer-location';
import { useSavedAreaName } from '../features/browse/hooks/use-saved-area';
import { SaveSearchButton } from '../features/wanted/save-search-button';
import { messages } from '../messages';

const t = messages.browse;

/** The title and subtitle: on a phone, for screen readers only, so that the search, Filters and two rows of covers fit in the first screen. */
const Head = styled.header`
  ${media.md} {
    margin-bottom: 1.5rem;
  }
  /* On a phone the search box heads the page (issue 36): the title is for screen readers, and covers get its room. */
  && h1 {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    margin: 0;
    ${media.md} {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
      margin-bottom: 0.25rem;
      font-size: 1.75rem;
    }
  }
  p {
    display: none;
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    ${media.md} {
      display: block;
    }
  }
`;

const Layout = styled.div`
  display: grid;
  /* One column no wider than the screen (an auto column grows to its widest unbreakable line). */
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  ${media.md} {
    gap: 0.75rem 2rem;
    grid-template-columns: 240px minmax(0, 1fr);
    /* The count's row as tall as the count: the sidebar's height goes to the results' row. */
    grid-template-rows: auto 1fr;
  }
  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

/** The filters: a panel above the results on a phone, open when asked for; a sticky sidebar from the medium breakpoint up. */
const Sidebar = styled.aside<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${media.md} {
    display: block;
    grid-column: 1;
    grid-row: 1 / span 2;
    align-self: start;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 2rem);
    overflow-y: auto;
    padding: 1.25rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.1rem;
  }
`;

/**
 * Phones: opens the filter panel. A link to the same search with `filters=open`, which the server renders with the
 * panel open, so it answers a tap before the page's code has run; after that it opens the panel in place.
 */
const PanelToggle = styled.a`
  display: inline-flex;
  justify-self: start;
  align-items: center;
  gap: 0.4rem;
  min-height: 36px;
  padding: 0.35rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  text-decoration: none;
  ${media.md} {
    display: none;
  }
`;

/** Phones: Filters and the count on one line; wider screens: the count above the results (Filters is the sidebar). */
const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 1.5rem;
  ${media.md} {
    grid-column: 2;
    grid-row: 1;
  }
`;

const Results = styled.section`
  ${media.md} {
    grid-column: 2;
    grid-row: 2;
  }
`;

const Status = styled.div`
  margin-bottom: 0.5rem;
  ${media.md} {
    margin-bottom: 0.75rem;
  }
`;

const FilterBadge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.4rem;
  height: 1.4rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.8rem;
`;

/**
 * What Browse measures from: with near=saved, the saved area once it is known to exist (a guest's or a forgotten one
 * is ignored) and nothing while that is being found out, so that no page is asked for from elsewhere meanwhile.
 */
function originOf(nearSaved: boolean, savedArea: string | undefined, loading: boolean, buyer: BuyerLocation): BuyerLocation {
  if (!nearSaved) return buyer;
  if (savedArea) return { status: 'saved-area', label: savedArea };
  return loading ? { status: 'not-asked' } : buyer;
}

/** /books: filter sidebar (a fold-out panel on phones), a photo-first grid that grows as the member scrolls. */
/** The URL parameter that opens the phone's filter panel (kept out of the filters: it is not part of the search). */
const PANEL_PARAM = { name: 'filters', open: 'open' } as const;

export default function BrowsePage() {
  const { name: savedArea, loading: savedAreaLoading } = useSavedAreaName();
  const {
    filters,
    filterQuery,
    page,
    setFilters: writeFilters,
    clearFilters: writeCleared,
    setPage,
  } = useBrowseFilters(savedArea ? 'known' : savedAreaLoading ? 'loading' : 'none');
  // A new search starts at its first books: a member who changes the sort or a filter (the sidebar stays in view on
  // wide screens) from far down the list is brought back to the top of the results, or the new list would open
  // scrolled to its end and load its next page by itself.
  const results = useRef<HTMLElement>(null);
  const toResultsStart = () => {
    const top = results.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollBy(0, top);
  };
  const setFilters: typeof writeFilters = (patch) => {
    // Only a change of search: the name box also reports its value as it settles, which must not move the page.
    if (filtersToParams(withFilter(filters, patch)).toString() !== filterQuery) toResultsStart();
    writeFilters(patch);
  };
  const clearFilters = () => {
    toResultsStart();
    writeCleared();
  };
  const [params] = useSearchParams();
  const [panelOpen, setPanelOpen] = useState(() => params.get(PANEL_PARAM.name) === PANEL_PARAM.open);
  const { location: buyer, ask } = useBuyerLocation();
  const origin = originOf(filters.near === 'saved', savedArea, savedAreaLoading, buyer);
  const { books, error } = useBrowseBooks(filters, 1, origin);
  // Where to measure from is chosen beside the results, not in the panel: not counted on Filters.
  const activeFilters = FILTER_PARAMS.filter(
    (key) => key !== 'near' && filters[key] !== undefined && !(key === 'bookType' && filters[key] === 'is_any'),
  ).length;
  const panelQuery = filtersToParams(filters);
  panelQuery.set(PANEL_PARAM.name, PANEL_PARAM.open);
  // "Show results" folds the panel: the page would be left scrolled where the panel's end was, past the results.
  const closePanel = () => {
    setPanelOpen(false);
    window.scrollTo(0, 0);
  };
  const togglePanel = (event: MouseEvent) => {
    event.preventDefault();
    setPanelOpen((open) => !open);
  };

  return (
    <Page data-build={process.env.BUILD_MARKER}>
      <PageTitle title={t.title} />
      <Head>
        <h1>{t.title}</h1>
        <p>{t.subtitle}</p>
      </Head>
      <Layout>
        <QuickSearch filters={filters} onChange={setFilters} />
        <Toolbar>
          <PanelToggle
            href={`/books?${panelQuery.toString()}`}
            aria-controls="browse-filters"
            aria-expanded={panelOpen}
            onClick={togglePanel}
            data-testid="filters-toggle"
          >
            {t.openFilters}
            {activeFilters > 0 && <FilterBadge aria-hidden="true">{activeFilters}</FilterBadge>}
          </PanelToggle>
          <ResultCount count={error ? undefined : books?.count} />
        </Toolbar>
        <Sidebar id="browse-filters" aria-label={t.filters} $open={panelOpen}>
          <h2>{t.filters}</h2>
          <FilterForm filters={filters} onChange={setFilters} onClear={clearFilters} onDone={closePanel} />
        </Sidebar>
        <Results aria-label={t.title} ref={results}>
          <Status>
            {filters.isbn && <IsbnChip isbn={filters.isbn} onRemove={() => setFilters({ isbn: undefined })} />}
            <LocationNote
              location={origin}
              filters={filters}
              onAsk={() => {
                // Saved, the area is the default: leaving it for the person's position says so in the address.
                if (filters.near === 'saved') setFilters({ near: savedArea ? 'anywhere' : undefined });
                ask();
              }}
              savedArea={savedArea}
              onUseSavedArea={() => setFilters({ near: 'saved' })}
              onAnywhere={() => setFilters({ near: 'anywhere' })}
            />
          </Status>
          <BookResults key={filterQuery} filters={filters} page={page} location={origin} setPage={setPage} clearFilters={clearFilters} />
          {!error && books && <SaveSearchButton filters={filters} buyer={buyer} />}
        </Results>
      </Layout>
    </Page>
  );
}
