import styled from 'styled-components';
import { media } from '../theme/theme';

/** The list of book cards (docs/product.md §2): three columns on large screens, two on medium, one on small. */
export const BookGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  /* Compact rows on one column: close together, so a phone shows more books. */
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1.25rem;
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
