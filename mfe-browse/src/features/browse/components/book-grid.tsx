import { BookCard, BookCardSkeleton, BookGrid as CardGrid, type BookListItem } from '@booknook/shared-ui';
import { messages } from '../../../messages';
import { PAGE_SIZE } from '../filters';

/** Cards that can be in the first screen (a row of three on wide screens, five compact rows on a phone): their covers load at once. */
const FIRST_SCREEN_CARDS = 5;

/**
 * How wide a card is from the medium breakpoint up: the page (at most 1440 px, 2 rem padding each
 * side) less the filter sidebar and its gap, in three columns on large screens and two on medium.
 */
export const CARD_SIZES = '(min-width: 1024px) calc((min(100vw, 1440px) - 396px) / 3), calc((100vw - 356px) / 2)';

export function BookGrid({ books, linkState }: { books: BookListItem[]; linkState?: unknown }) {
  return (
    <CardGrid data-testid="book-grid">
      {books.map((book, index) => (
        <li key={book.id}>
          <BookCard
            book={book}
            to={`/books/${book.id}`}
            linkState={linkState}
            headingLevel="h2"
            coverSizes={CARD_SIZES}
            eager={index < FIRST_SCREEN_CARDS}
            // The first cover is the page's largest paint on a phone and among the first on a wide screen.
            priority={index === 0}
          />
        </li>
      ))}
    </CardGrid>
  );
}

export function BookGridSkeleton() {
  return (
    <CardGrid aria-label={messages.browse.loadingBooks} aria-busy="true">
      {Array.from({ length: PAGE_SIZE }, (_, i) => (
        <li key={i}>
          <BookCardSkeleton />
        </li>
      ))}
    </CardGrid>
  );
}
