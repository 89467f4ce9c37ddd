import styled from 'styled-components';

/** A boxed list of a member's things on Profile (where they are signed in, their passkeys), one row each. */
export const ItemList = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
`;

/** One row: what it is on the left, its action on the right, wrapping on a narrow screen. */
export const ItemRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;
