import type { ReactNode } from 'react';
import styled from 'styled-components';
import { sharedMessages } from '../messages';

const Box = styled.section`
  max-width: 560px;
  margin: 3rem auto;
  padding: 2rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.35rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A friendly message in place of content that could not be shown, with an optional action. */
export function ErrorState({
  title = sharedMessages.errorStateTitle,
  body = sharedMessages.errorStateBody,
  action,
}: {
  title?: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <Box role="alert">
      <h2>{title}</h2>
      <p>{body}</p>
      {action}
    </Box>
  );
}
