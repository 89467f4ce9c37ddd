import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, formatPrice, type BadgeTone } from '@booknook/design-system';
import { messages } from '../../../messages';
import type { BookState, Conversation } from '../api/conversations';

const t = messages.conversation;

const STATUS_TONE: Record<BookState, BadgeTone> = {
  available: 'success',
  reserved: 'accent',
  sold: 'danger',
  unlisted: 'neutral',
  deleted: 'neutral',
};

const BookLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0.1rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  a,
  span.name {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: inherit;
  }
`;

/** The line under the other member's name: the caller's role, the book (a link while it exists), its price and state. */
export function BookSummary({ conversation }: { conversation: Conversation }) {
  const { book, role } = conversation;
  const status = t.bookStatus[book.status];
  return (
    <BookLine>
      <span>{t.role[role]}:</span>
      {book.id === null ? <span className="name">{book.name}</span> : <Link to={`/books/${book.id}`}>{book.name}</Link>}
      <span>{formatPrice(book.price)}</span>
      {status && (
        <Badge $tone={STATUS_TONE[book.status]} data-testid="book-status">
          {status}
        </Badge>
      )}
    </BookLine>
  );
}
