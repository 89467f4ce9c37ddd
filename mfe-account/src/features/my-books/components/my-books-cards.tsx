import styled from 'styled-components';
import { Badge, categoryLabels, formatPrice, listingStatus, media } from '@booknook/design-system';
import { StatusBadge } from '../../../lib/status-badge';
import { messages } from '../../../messages';
import type { MyBook } from '../api/get-my-books';
import { rowActions } from '../model/book-actions';
import { RenewBar } from './listing-end';
import { RowActionsMenu, type RowAction } from './row-actions-menu';

const text = messages.myBooks;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1rem;
  }
`;

const Card = styled.article`
  /* As tall as its neighbour in the row. */
  height: 100%;
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  gap: 0.35rem 0.85rem;
  align-content: start;
  align-items: start;
  padding: 0.85rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
`;

/** The cover, as a link that opens the image (the grid's 'View Image'). */
const Cover = styled.a`
  grid-row: span 2;
  display: block;
  width: 64px;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Facts = styled.dl`
  grid-column: 2 / -1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.4rem 0.75rem;
  margin: 0;
  font-size: 0.9rem;
  div {
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
  }
  dd {
    margin: 0.1rem 0 0;
    font-weight: 600;
  }
`;

const Reason = styled.p`
  grid-column: 1 / -1;
  margin: 0.25rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  padding: 2rem 1rem;
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export interface MyBooksCardsProps {
  books: MyBook[];
  loading: boolean;
  onAction: (action: RowAction, book: MyBook) => void;
  /** The book being renewed just now, if any. */
  renewingId?: number | null;
}

/**
 * My Books below the large breakpoint: a card per book with what the grid's columns say (name, price, status,
 * sold, category, the image) and its actions, so nothing hides behind sideways scrolling on a phone.
 */
export function MyBooksCards({ books, loading, onAction, renewingId = null }: MyBooksCardsProps) {
  if (loading) {
    return (
      <Note role="status" aria-live="polite">
        {text.loading}
      </Note>
    );
  }
  if (books.length === 0) return <Note role="status">{text.noResults}</Note>;
  const now = new Date();
  return (
    <List aria-label={text.gridLabel} data-testid="my-books-cards">
      {books.map((book) => {
        const status = listingStatus(book);
        const headingId = `my-book-${book.id}`;
        return (
          <li key={book.id}>
            <Card aria-labelledby={headingId} data-testid="my-book-card">
              <Cover href={book.book_image} target="_blank" rel="noopener noreferrer" aria-label={text.viewImageLabel(book.name)}>
                <img src={book.book_image} alt="" loading="lazy" width={64} height={85} />
              </Cover>
              <h2 id={headingId}>{book.name}</h2>
              <RowActionsMenu bookName={book.name} enabled={rowActions(book, now)} onAction={(action) => onAction(action, book)} />
              <Facts>
                <div>
                  <dt>{text.columns.price}</dt>
                  <dd>{formatPrice(book.price)}</dd>
                </div>
                <div>
                  <dt>{text.columns.status}</dt>
                  <dd>
                    <StatusBadge status={status} />
                  </dd>
                </div>
                <div>
                  <dt>{text.columns.sold}</dt>
                  <dd>{book.is_sold ? <Badge $tone="accent">{text.soldYes}</Badge> : text.soldNo}</dd>
                </div>
                <div>
                  <dt>{text.columns.category}</dt>
                  <dd>{categoryLabels[book.category]}</dd>
                </div>
              </Facts>
              {status === 'Rejected' && book.rejection_reason && <Reason>{text.rejectionReason(book.rejection_reason)}</Reason>}
              <RenewBar book={book} now={now} busy={renewingId === book.id} onRenew={() => onAction('renew', book)} />
            </Card>
          </li>
        );
      })}
    </List>
  );
}
