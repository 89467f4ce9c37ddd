import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BookDetail } from '@booknook/contract';
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

/**
 * "3 more copies nearby from Rs. 60.00", linking to Browse filtered by the edition's ISBN (issue 40). Nothing until
 * the answer comes, nor when there is none: it sits last in the details, so its arrival moves nothing below it.
 */
export function CopiesNearby({ book }: { book: Pick<BookDetail, 'id' | 'isbn'> }) {
  const copies = useCopiesNearby(book);
  if (!copies || !book.isbn) return null;
  return (
    <Line data-testid="copies-nearby">
      <Link
        to={`/books?isbn=${book.isbn}`}
        aria-label={`${t.copiesNearby(copies.count, copies.cheapest)}: ${t.copiesNearbyLabel(copies.count)}`}
      >
        {t.copiesNearby(copies.count, copies.cheapest)}
      </Link>
    </Line>
  );
}
