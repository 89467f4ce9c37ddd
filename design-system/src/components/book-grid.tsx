import styled from 'styled-components';
import { media } from '../theme/theme';

/**
 * The grid of book cards (issue 26: photo first): two columns on phones, three from the small breakpoint, four on
 * large screens. A page with a sidebar (Browse) sets its own columns from the medium breakpoint up.
 */
export const BookGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem 0.625rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 1rem;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 1.25rem;
  }
  li {
    display: flex;
    min-width: 0;
  }
  li > * {
    flex: 1;
  }
`;
