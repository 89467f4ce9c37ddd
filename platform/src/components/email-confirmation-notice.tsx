import { useState } from 'react';
import styled from 'styled-components';
import { errorDetail } from '../api/client';
import { resendConfirmation } from '../api/users';
import { emailConfirmationMessages as M } from './email-confirmation-messages';
import { Button, unavailable } from '@booknook/design-system';

const Box = styled.section`
  display: grid;
  gap: 0.5rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  h2,
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.92rem;
    overflow-wrap: anywhere;
  }
`;

const Sent = styled.p`
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * Where a member who has not confirmed their address meets what it holds back (a seller's contact,
 * a conversation): why, where the link went, and a way to have it sent again. `pending` is an
 * address the member is moving to (the profile page).
 */
export function EmailConfirmationNotice({
  email,
  pending = false,
  headingLevel = 2,
}: {
  email: string;
  pending?: boolean;
  headingLevel?: 2 | 3;
}) {
  const [state, setState] = useState<{ status: 'idle' | 'sending' } | { status: 'done' | 'failed'; text: string }>({ status: 'idle' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const resend = async () => {
    setState({ status: 'sending' });
    try {
      setState({ status: 'done', text: await resendConfirmation() });
    } catch (error) {
      setState({ status: 'failed', text: errorDetail(error, M.failed) });
    }
  };

  return (
    <Box aria-label={M.title}>
      <Heading>{M.title}</Heading>
      <p>{pending ? M.pending(email) : M.body(email)}</p>
      <div>
        <Button type="button" $variant="outline" onClick={() => void resend()} {...unavailable(state.status === 'sending')}>
          {state.status === 'sending' ? M.resending : M.resend}
        </Button>
      </div>
      {state.status === 'done' && <Sent role="status">{state.text}</Sent>}
      {state.status === 'failed' && <p role="alert">{state.text}</p>}
    </Box>
  );
}
