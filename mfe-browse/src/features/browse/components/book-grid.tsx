import type { Ref } from 'react';
import styled from 'styled-components';
import { type BookListItem } from '@booknook/contract';
import { BookCard, BookCardSkeleton, BookGrid as CardGrid, media } from '@booknook/design-system';
import { messages } from '../../../messages';
import { PAGE_SIZE } from '../filters';

/** Cards that can be in the first screen (two rows of two on a phone, two rows of four on a wide screen): their covers load at once. */
export const FIRST_SCREEN_CARDS = 8;

/**
 * How wide a card is: half a phone (16 px page padding, a 10 px gap); three across without the sidebar from 640 px;
 * beside the sidebar (240 / 260 px and a 2 rem gap) two columns from 768 px, three from 1024 px, four from 1280 px.
 */
export const CARD_SIZES = [
  '(min-width: 1280px) calc((min(100vw, 1440px) - 420px) / 4)',
  '(min-width: 1024px) calc((100vw - 400px) / 3)',
  '(min-width: 768px) calc((100vw - 360px) / 2)',
  '(min-width: 640px) calc((100vw - 80px) / 3)',
  'calc((100vw - 42px) / 2)',
].join(', ');

/** The shared grid, with Browse's columns beside its sidebar. */
export const ResultsGrid = styled(CardGrid)`
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 1280px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** One page of results as grid items; its first item is the target of the page's `#page-N` link. */
export function BookItems({ books, page, linkState }: { books: BookListItem[]; page: number; linkState?: unknown }) {
  return books.map((book, index) => {
    const position = (page - 1) * PAGE_SIZE + index;
    return (
      <li key={book.id} id={index === 0 ? `page-${page}` : undefined} data-page={page}>
        <BookCard
          book={book}
          to={`/books/${book.id}`}
          linkState={linkState}
          headingLevel="h2"
          coverSizes={CARD_SIZES}
          eager={position < FIRST_SCREEN_CARDS}
          // The first cover is the page's largest paint on a phone and among the first on a wide screen.
          priority={position === 0}
        />
      </li>
    );
  });
}

interface SkeletonProps {
  count?: number;
  /** Places held for pages not asked for yet: hidden from screen readers, which hear the grid's busy state instead. */
  reserved?: boolean;
  firstRef?: Ref<HTMLLIElement>;
  /** The position in the whole list of the first: held places keep their node as pages before them arrive. */
  from?: number;
}

/**
 * A held place: shown only where scripts run (the shell marks the page first thing), for only they fill it in. It does
 * not shimmer: two dozen bars repainted every frame cost a phone more main-thread time than the page's own script.
 */
const HeldPlace = styled.li`
  html:not([data-scripted]) & {
    display: none;
  }
  * {
    animation: none;
  }
`;

export function SkeletonItems({ count = PAGE_SIZE, reserved = false, firstRef, from = 0 }: SkeletonProps) {
  const Item = reserved ? HeldPlace : 'li';
  return Array.from({ length: count }, (_, i) => (
    <Item
      key={`skeleton-${from + i}`}
      ref={i === 0 ? firstRef : undefined}
      aria-hidden={reserved || undefined}
      data-reserved={reserved || undefined}
    >
      <BookCardSkeleton label={messages.browse.loadingBooks} />
    </Item>
  ));
}
