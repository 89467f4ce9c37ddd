import styled, { css } from 'styled-components';

/**
 * "Sold" (or, in amber, "Reserved") across a book's photo (issue 26): a band through the middle that nobody can miss, on a card or the book
 * page's gallery. The photo stays visible around it.
 */
export const SoldBand = styled.p<{ $size?: 'small' | 'large'; $tone?: 'sold' | 'reserved' }>`
  position: absolute;
  top: 50%;
  left: 0;
  right: 0;
  z-index: 1;
  margin: 0;
  padding: 0.35rem 0;
  transform: translateY(-50%);
  /* Reserved is amber with dark text: white on amber fails contrast. */
  background: ${({ $tone = 'sold' }) => ($tone === 'reserved' ? 'rgba(245, 176, 32, 0.95)' : 'rgba(201, 42, 42, 0.92)')};
  color: ${({ $tone = 'sold' }) => ($tone === 'reserved' ? '#2b1d00' : '#fff')};
  font-weight: 800;
  letter-spacing: 0.12em;
  text-align: center;
  text-transform: uppercase;
  pointer-events: none;
  ${({ $size = 'large' }) =>
    $size === 'small'
      ? css`
          font-size: 0.85rem;
        `
      : css`
          padding: 0.6rem 0;
          font-size: 1.4rem;
        `}
`;
