import styled from 'styled-components';
import { Button, unavailable } from '@booknook/design-system';
import { shortDate } from '../../../lib/dates';
import { messages } from '../../../messages';
import type { MyBook } from '../api/get-my-books';
import { canRenew } from '../model/book-actions';

const text = messages.myBooks;

const Note = styled.span`
  display: block;
  margin-top: 0.3rem;
  font-size: 0.85rem;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.accentHover};
  white-space: normal;
`;

/** What a listing near or past its end says under its status: when it ends, or that it has ended. */
export function ListingEndNote({ book, now }: { book: MyBook; now: Date }) {
  if (!canRenew(book, now)) return null;
  return <Note>{book.is_expired || !book.expires_at ? text.ended : text.endsOn(shortDate(new Date(book.expires_at), now))}</Note>;
}

const Bar = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 0.75rem;
  margin-top: 0.25rem;
  padding-top: 0.6rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${Note} {
    margin: 0;
  }
`;

/** A card's Renew, in sight (a phone's owner should not have to look in the ⋯ menu for it). */
export function RenewBar({ book, now, busy, onRenew }: { book: MyBook; now: Date; busy: boolean; onRenew: () => void }) {
  if (!canRenew(book, now)) return null;
  return (
    <Bar>
      <ListingEndNote book={book} now={now} />
      <Button type="button" $variant="outline" aria-label={text.renewLabel(book.name)} {...unavailable(busy)} onClick={onRenew}>
        {text.actions.renew}
      </Button>
    </Bar>
  );
}
