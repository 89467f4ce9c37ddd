import { BookCard, BookCardSkeleton, BookGrid as CardGrid, type BookListItem } from '@booknook/shared-ui';
import { messages } from '../../../messages';
import { PAGE_SIZE } from '../filters';

/** Cards that can be in the first screen (one row of three on wide screens): their covers load first. */
const FIRST_SCREEN_CARDS = 3;

export function BookGrid({ books, linkState }: { books: BookListItem[]; linkState?: unknown }) {
  return (
    <CardGrid data-testid="book-grid">
      {books.map((book, index) => (
        <li key={book.id}>
          <BookCard book={book} to={`/books/${book.id}`} linkState={linkState} headingLevel="h2" priority={index < FIRST_SCREEN_CARDS} />
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
