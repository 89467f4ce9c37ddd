import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Drawer, EmptyState, ErrorState, media, Page, PageTitle, Pagination, useBrowserLocation } from '@booknook/shared-ui';
import { BookGrid, BookGridSkeleton } from '../features/browse/components/book-grid';
import { FilterForm } from '../features/browse/components/filter-form';
import { LocationNote } from '../features/browse/components/location-note';
import { canClear, FILTER_PARAMS, pageCount, sortByPrice } from '../features/browse/filters';
import { useBrowseBooks } from '../features/browse/hooks/use-browse-books';
import { useBrowseFilters } from '../features/browse/hooks/use-browse-filters';
import { SaveSearchButton } from '../features/wanted/save-search-button';
import { messages } from '../messages';

const t = messages.browse;

const Head = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  h1 {
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const FiltersButton = styled(Button)`
  flex: none;
  min-height: 36px;
  padding: 0.35rem 0.9rem;
  ${media.md} {
    display: none;
  }
`;

const Layout = styled.div`
  display: grid;
  /* One column no wider than the screen (an auto column grows to its widest unbreakable line). */
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  ${media.md} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  display: none;
  ${media.md} {
    display: block;
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

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  min-height: 1.5rem;
  margin-bottom: 1rem;
  font-size: 0.95rem;
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

const StatusStart = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
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

/** /books: filter sidebar (drawer on small screens), nearest-first grid of cards, pagination. */
export default function BrowsePage() {
  const { filters, page, setFilters, clearFilters, setPage } = useBrowseFilters();
  const { location: buyer } = useBrowserLocation({ reuse: true });
  const { books, error, isLoading, retry } = useBrowseBooks(filters, page, buyer);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const routerLocation = useLocation();
  const activeFilters = FILTER_PARAMS.filter(
    (key) => filters[key] !== undefined && !(key === 'bookType' && filters[key] === 'is_any'),
  ).length;

  const goToPage = (next: number) => {
    setPage(next);
    // Braces: current Chromium's scrollTo returns a Promise.
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const form = <FilterForm filters={filters} onChange={setFilters} onClear={clearFilters} />;
  const shown = books ? sortByPrice(books.items, filters.sortBy) : [];

  let results;
  if (error) {
    results = (
      <ErrorState
        action={
          <Button $variant="outline" onClick={retry}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (isLoading || !books) {
    results = <BookGridSkeleton />;
  } else if (books.items.length === 0) {
    results = (
      <EmptyState
        title={t.empty}
        body={t.emptyBody}
        action={
          canClear(filters) ? (
            <Button $variant="outline" onClick={clearFilters}>
              {t.clearFilter}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    results = (
      <>
        <BookGrid books={shown} linkState={{ backTo: `${routerLocation.pathname}${routerLocation.search}` }} />
        {pageCount(books.count) > 1 && (
          <Pagination page={page} totalPages={pageCount(books.count)} onPageChange={goToPage} labels={t.pagination} />
        )}
      </>
    );
  }

  return (
    <Page data-build={process.env.BUILD_MARKER}>
      <PageTitle title={t.title} />
      <Head>
        <div>
          <h1>{t.title}</h1>
          <p>{t.subtitle}</p>
        </div>
      </Head>
      <Layout>
        <Sidebar aria-label={t.filters}>
          <h2>{t.filters}</h2>
          {form}
        </Sidebar>
        <section aria-label={t.title}>
          <Status>
            <StatusStart>
              <FiltersButton type="button" $variant="outline" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
                {t.openFilters}
                {activeFilters > 0 && <FilterBadge aria-hidden="true">{activeFilters}</FilterBadge>}
              </FiltersButton>
              <div aria-live="polite">{books && !error && <Count data-testid="result-count">{t.resultCount(books.count)}</Count>}</div>
            </StatusStart>
            <LocationNote location={buyer} />
          </Status>
          {results}
          {!error && books && <SaveSearchButton filters={filters} buyer={buyer} />}
        </section>
      </Layout>
      <Drawer
        title={t.filters}
        open={drawerOpen}
        onClose={closeDrawer}
        closeLabel={t.closeFilters}
        footer={
          <Button type="button" style={{ width: '100%' }} onClick={closeDrawer}>
            {books ? `${t.showResults} (${books.count})` : t.showResults}
          </Button>
        }
      >
        {form}
      </Drawer>
    </Page>
  );
}
