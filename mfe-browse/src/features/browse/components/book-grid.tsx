import styled from 'styled-components';
import { BookCard, BookCardSkeleton, media, type BookListItem } from '@booknook/shared-ui';
import { messages } from '../../../messages';
import { PAGE_SIZE } from '../filters';

/** SPEC.md §2: three columns on large screens, two on medium, one on small. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
    min-width: 0;
  }
  li > * {
    flex: 1;
  }
`;

export function BookGrid({ books, linkState }: { books: BookListItem[]; linkState?: unknown }) {
  return (
    <Grid data-testid="book-grid">
      {books.map((book) => (
        <li key={book.id}>
          <BookCard book={book} to={`/books/${book.id}`} linkState={linkState} headingLevel="h2" />
        </li>
      ))}
    </Grid>
  );
}

export function BookGridSkeleton() {
  return (
    <Grid aria-label={messages.browse.loadingBooks} aria-busy="true">
      {Array.from({ length: PAGE_SIZE }, (_, i) => (
        <li key={i}>
          <BookCardSkeleton />
        </li>
      ))}
    </Grid>
  );
}
