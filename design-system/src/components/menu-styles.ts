import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

// How a menu looks: its anchor, the list (in place or in a portal), items and headings (menu.tsx holds how it behaves).

/** Gap between the button and the menu, and the least distance the menu keeps from the window's edges. */
export const MENU_GAP_PX = 6;

export const Anchor = styled.div`
  position: relative;
`;

export const List = styled.ul<{ $portal: boolean }>`
  position: ${({ $portal }) => ($portal ? 'fixed' : 'absolute')};
  ${({ $portal }) =>
    !$portal &&
    css`
      right: 0;
      top: calc(100% + ${MENU_GAP_PX}px);
    `}
  z-index: 90;
  min-width: 200px;
  margin: 0;
  padding: 0.35rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const itemStyles = css<{ $tone?: 'danger' }>`
  display: block;
  width: 100%;
  padding: 0.55rem 0.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  text-align: left;
  text-decoration: none;
  font: inherit;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const ItemButton = styled.button<{ $tone?: 'danger' }>`
  ${itemStyles}
`;

export const ItemLink = styled(Link)<{ $tone?: 'danger' }>`
  ${itemStyles}
`;

export const Heading = styled.li`
  margin-bottom: 0.25rem;
  padding: 0.55rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;
