import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, buttonStyles, type ButtonVariant, EmptyState, ErrorState } from '@booknook/design-system';
import { hasMoreBooks } from '@booknook/platform';
import { messages } from '../../../messages';
import { canClear, PAGE_SIZE, pageHref, pagesShown, type BrowseFilters } from '../filters';
import { useBrowseBooks } from '../hooks/use-browse-books';
import type { BuyerLocation } from '../hooks/use-buyer-location';
import { useScrollMemory } from '../hooks/use-scroll-memory';
import { BookItems, ResultsGrid, SkeletonItems } from './book-grid';

const t = messages.browse;

/** How far below the screen the next page starts loading. */
const LOAD_AHEAD_PX = 800;

/**
 * Pages loaded by scrolling alone before "Show more books" waits for a tap: an endless list would push the footer (and
 * its links) away for ever. A tap allows as many again.
 */
export const AUTOMATIC_LOADS = 2;

/** Never the browser's scroll anchor: new books arrive above it, and the view must stay on the books, not follow it. */
const More = styled.div`
  overflow-anchor: none;
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  margin: 1.5rem 0 0.5rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const MoreLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-width: 12rem;
`;

const EarlierLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  margin-bottom: 1rem;
`;

interface ResultsProps {
  filters: BrowseFilters;
  page: number;
  location: BuyerLocation;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  clearFilters: () => void;
}

type PageProps = Omit<ResultsProps, 'setPage' | 'clearFilters'> & { linkState: unknown; expected: number };

/** A page of the search as grid items: its books, or skeletons while it loads. */
function ResultsPage({ filters, page, location, linkState, expected }: PageProps) {
  const { books, error } = useBrowseBooks(filters, page, location);
  if (error) return null; // the last page's error is shown below the grid
  return books ? <BookItems books={books.items} page={page} linkState={linkState} /> : <SkeletonItems count={expected} />;
}

/** How many books the pages after `page` that load by themselves will bring, from the first page's count. */
export function booksToCome(count: number | undefined, page: number, loadsUntil: number): number {
  if (count === undefined) return 0; // not counted: pages follow has_more
  return Math.max(0, Math.min((loadsUntil - page) * PAGE_SIZE, count - page * PAGE_SIZE));
}

/**
 * The grid (issue 26): every page up to the URL's (Back brings them all back, at the same scroll position), more as
 * the member nears the end, and "Show more books", a plain `?page=` link that also works before the code has run.
 */
export function BookResults({ filters, page, location, setPage, clearFilters }: ResultsProps) {
  const [firstPage, setFirstPage] = useState(() => pagesShown(page)[0] ?? 1);
  if (page < firstPage) setFirstPage(pagesShown(page)[0] ?? 1);
  const pages = Array.from({ length: Math.max(1, page - firstPage + 1) }, (_, i) => firstPage + i);
  const first = useBrowseBooks(filters, firstPage, location);
  const last = useBrowseBooks(filters, page, location);
  const routerLocation = useLocation();
  const linkState = { backTo: `${routerLocation.pathname}${routerLocation.search}` };
  const more = last.books ? hasMoreBooks(last.books, (page - 1) * PAGE_SIZE) : false;
  const canLoadMore = more && !last.isLoading && !last.error;
  const moreLink = useRef<HTMLAnchorElement>(null);
  const [focusPage, setFocusPage] = useState<number | null>(null);
  // The last page scrolling may load by itself. A list opened past page 1 (Back, a shared link) is one the member has
  // already scrolled through: it waits for a tap.
  const [loadsUntil, setLoadsUntil] = useState(() => (page === 1 ? 1 + AUTOMATIC_LOADS : page));
  const loadsByItself = canLoadMore && page < loadsUntil;
  // The books that scrolling will still load by themselves hold their place as skeletons from the first HTML on, so
  // nothing below them (the footer above all) is pushed away as they arrive: a scroll is not input, so that would be
  // a layout shift. A page without scripts does not show them (it pages with the link).
  const reserved = !last.error && (!last.books || more) ? booksToCome(first.books?.count, page, loadsUntil) : 0;
  const reserveStart = useRef<HTMLLIElement>(null);
  const hasReserve = reserved > 0;
  useScrollMemory(Boolean(first.books && last.books));

  useEffect(() => {
    const target = reserveStart.current ?? moreLink.current;
    if (!loadsByItself || !target) return;
    // Checked on scroll rather than with an IntersectionObserver: a fling to the footer can jump past the button
    // between two frames, and an observer says nothing about an element that was never seen crossing the screen.
    let frame = 0;
    const check = () => {
      frame = 0;
      // A keyboard on the button decides itself (focus then moves to the new books).
      if (document.activeElement === moreLink.current) return;
      if (target.getBoundingClientRect().top < window.innerHeight + LOAD_AHEAD_PX) setPage(page + 1, { replace: true });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [loadsByItself, page, setPage, hasReserve]);

  useEffect(() => {
    // After "Show more" from the keyboard, focus goes to the first new book, not back to the top.
    if (focusPage === null || !last.books || focusPage !== page) return;
    document.querySelector<HTMLAnchorElement>(`#page-${focusPage} a`)?.focus();
    setFocusPage(null);
  }, [focusPage, page, last.books]);

  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setFocusPage(page + 1);
    setLoadsUntil(page + 1 + AUTOMATIC_LOADS);
    setPage(page + 1, { replace: true });
  };

  if (first.books?.items.length === 0 && firstPage === 1) {
    return (
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
  }
  const failed = last.error !== undefined;
  // While a page loads, the link stays if the count says books follow it: its line coming and going would move the footer.
  const moreOnTheWay = last.isLoading && booksToCome(first.books?.count, page, page + 1) > 0;
  return (
    <>
      {firstPage > 1 && (
        <EarlierLink $variant="outline" to={pageHref(filters, firstPage - 1)}>
          {t.showEarlier}
        </EarlierLink>
      )}
      <ResultsGrid data-testid="book-grid" aria-busy={last.isLoading || undefined}>
        {pages.map((n) => (
          <ResultsPage
            key={n}
            filters={filters}
            page={n}
            location={location}
            linkState={linkState}
            expected={booksToCome(first.books?.count, n - 1, n) || PAGE_SIZE}
          />
        ))}
        {reserved > 0 && <SkeletonItems count={reserved} reserved firstRef={reserveStart} from={page * PAGE_SIZE} />}
      </ResultsGrid>
      {failed && (
        <ErrorState
          action={
            <Button $variant="outline" onClick={last.retry}>
              {t.retry}
            </Button>
          }
        />
      )}
      <More>
        {(more || moreOnTheWay) && !failed && (
          <MoreLink
            $variant="outline"
            ref={moreLink}
            href={`${pageHref(filters, page + 1)}#page-${page + 1}`}
            onClick={showMore}
            data-testid="show-more"
          >
            {t.showMore}
          </MoreLink>
        )}
        {last.books && !more && page > 1 && <p>{t.endOfResults}</p>}
      </More>
    </>
  );
}
