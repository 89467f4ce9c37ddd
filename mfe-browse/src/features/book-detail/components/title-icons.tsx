import styled from 'styled-components';

// The icons beside a book's title: bookmarked, and the report button with its tooltip.

export const Icons = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  flex: none;
`;

export const Bookmarked = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.accent};
`;

export const Tooltip = styled.span`
  position: absolute;
  right: 0;
  bottom: calc(100% + 6px);
  padding: 0.3rem 0.55rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: 0.8rem;
  white-space: nowrap;
  pointer-events: none;
  opacity: 0;
  transition: opacity 0.15s ease;
`;

export const ReportButton = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.danger};
    border-color: currentColor;
  }
  &:hover ${Tooltip}, &:focus-visible ${Tooltip} {
    opacity: 1;
  }
`;
