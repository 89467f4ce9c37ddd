import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

/** A link of the header's navigation, in the bar or the menu; orange where the member is, so they know which section they are in. */
export const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  &.active {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
