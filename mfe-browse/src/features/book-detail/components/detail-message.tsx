import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  max-width: 560px;
  margin: 2rem auto;
  padding: 2.5rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h1 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** In place of a book that cannot be shown: the page's heading, why, and a way on. */
export function DetailMessage({
  title,
  body,
  action,
  alert = false,
}: {
  title: string;
  body: string;
  action?: ReactNode;
  alert?: boolean;
}) {
  return (
    <Box role={alert ? 'alert' : undefined}>
      <h1>{title}</h1>
      <p>{body}</p>
      {action}
    </Box>
  );
}
