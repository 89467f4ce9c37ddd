import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BookDetail } from '@booknook/contract';
import { formatPrice } from '@booknook/design-system';
import { messages } from '../../../messages';
import { useCopiesNearby } from '../hooks/use-copies-nearby';

const t = messages.detail;

const Line = styled.p`
  margin: 0;
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

/** "3 more copies nearby from Rs. 60.00", or "…including one given away free" when the cheapest is free. */
export function copiesNearbyText({ count, cheapest }: { count: number; cheapest: number }): string {
  return cheapest > 0 ? t.copiesNearby(count, formatPrice(cheapest)) : t.copiesNearbyFree(count);
}

/**
 * The copies nearby, linking to Browse filtered by the edition's ISBN (issue 40), whose list is every copy, however
 * far: the link's name says so. Nothing until the answer comes, nor when there is none: it sits last in the details,
 * so its arrival moves nothing below it.
 */
export function CopiesNearby({ book }: { book: Pick<BookDetail, 'id' | 'isbn'> }) {
  const copies = useCopiesNearby(book);
  if (!copies || !book.isbn) return null;
  const text = copiesNearbyText(copies);
  return (
    <Line data-testid="copies-nearby">
      <Link to={`/books?isbn=${book.isbn}`} aria-label={`${text}: ${t.copiesNearbyLink}`} title={t.copiesNearbyLink}>
        {text}
      </Link>
    </Line>
  );
}
