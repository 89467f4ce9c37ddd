import styled from 'styled-components';
import type { BookDetail } from '@booknook/contract';
import { messages } from '../../../messages';

const t = messages.detail;

const Note = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

/** A listing whose time is up (issue 25): its page still opens, and says so; the owner can renew it from My Books. */
export function ListingEnded({ book, ownBook }: { book: Pick<BookDetail, 'is_expired' | 'is_sold'>; ownBook: boolean }) {
  if (!book.is_expired || book.is_sold) return null;
  return (
    <Note role="status" data-testid="listing-ended">
      {ownBook ? t.endedOwn : t.ended}
    </Note>
  );
}

/** A book its seller keeps for one buyer (issue 37): others may still write, and are next if the deal falls through. */
export function ReservedNote({ book, ownBook }: { book: Pick<BookDetail, 'is_sold'> & { status?: string }; ownBook: boolean }) {
  if (book.is_sold || book.status !== 'reserved') return null;
  return (
    <Note role="status" data-testid="reserved-note">
      {ownBook ? t.reservedOwn : t.reserved}
    </Note>
  );
}
