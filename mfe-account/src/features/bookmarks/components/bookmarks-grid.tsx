import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  BookCard,
  BookCardSkeleton,
  BookGrid,
  Button,
  buttonStyles,
  EmptyState,
  ErrorState,
  type ButtonVariant,
  media,
} from '@booknook/design-system';
import { messages } from '../../../messages';
import { useBookmarks } from '../hooks/use-bookmarks';

/** docs/product.md §9: three skeleton cards while the bookmarks load. */
export const BOOKMARK_SKELETON_COUNT = 3;

/** Cards that can be in the first screen (two rows of two on a phone, a row of four on a wide screen): their covers load at once. */
const FIRST_SCREEN_CARDS = 4;

/**
 * How wide a card is in the design system's grid: four columns from 1024 px (the page at most 1440 px, 2 rem padding each
 * side), three from 640 px, two on a phone (1 rem padding, a 10 px gap).
 */
const CARD_SIZES =
  '(min-width: 1024px) calc((min(100vw, 1440px) - 124px) / 4), (min-width: 640px) calc((100vw - 96px) / 3), calc((100vw - 42px) / 2)';

const ExploreLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  margin-top: 0.75rem;
`;

const RemoveButton = styled(Button)`
  flex-shrink: 0;
  white-space: nowrap;
  min-height: 34px;
  padding: 0.3rem 0.75rem;
  font-size: 0.875rem;
  /* On a compact row (a phone) only the icon shows; the button's name stays (aria-label). */
  ${media.belowMd} {
    min-width: 34px;
    padding: 0.3rem 0.55rem;
    span {
      display: none;
    }
  }
`;

function BookmarkIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 3h12v18l-6-4-6 4z" fill="currentColor" />
    </svg>
  );
}

function Empty() {
  return (
    <EmptyState
      title={messages.bookmarks.emptyTitle}
      body={messages.bookmarks.emptyBody}
      action={
        <ExploreLink to="/books" $variant="outline">
          {messages.bookmarks.explore}
        </ExploreLink>
      }
    />
  );
}

/** The bookmarked books as cards like Browse; each card can drop its bookmark. */
export function BookmarksGrid() {
  const { status, entries, loading, failed, remove } = useBookmarks();
  const [removing, setRemoving] = useState<number | null>(null);

  if (loading) {
    return (
      <BookGrid aria-busy="true" aria-label={messages.bookmarks.loadingLabel}>
        {Array.from({ length: BOOKMARK_SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <BookCardSkeleton />
          </li>
        ))}
      </BookGrid>
    );
  }
  if (status === 'guest') return <Empty />;
  if (failed) return <ErrorState />;
  if (entries.length === 0) return <Empty />;

  return (
    <BookGrid>
      {entries.map(({ id, book }, index) => (
        <li key={id}>
          <BookCard
            book={book}
            to={`/books/${book.id}`}
            headingLevel="h2"
            coverSizes={CARD_SIZES}
            eager={index < FIRST_SCREEN_CARDS}
            priority={index === 0}
            action={
              <RemoveButton
                type="button"
                $variant="outline"
                disabled={removing === book.id}
                aria-label={messages.bookmarks.removeLabel(book.name)}
                onClick={() => {
                  setRemoving(book.id);
                  void remove(book.id).finally(() => {
                    setRemoving(null);
                  });
                }}
              >
                <BookmarkIcon />
                <span>{messages.bookmarks.remove}</span>
              </RemoveButton>
            }
          />
        </li>
      ))}
    </BookGrid>
  );
}
