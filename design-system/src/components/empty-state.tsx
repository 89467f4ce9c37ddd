import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 3rem 1rem;
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Nothing to show (no results, no bookmarks), with an optional way forward. */
export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <Box>
      <h2>{title}</h2>
      {body && <p>{body}</p>}
      {action}
    </Box>
  );
}
