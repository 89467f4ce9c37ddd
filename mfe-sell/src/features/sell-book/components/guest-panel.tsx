import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@booknook/design-system';
import { useSignInAndReturn } from '@booknook/platform';
import { messages } from '../../../messages';

const Panel = styled.section<{ $attempted: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  margin-bottom: 1.25rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme, $attempted }) => ($attempted ? theme.colors.danger : theme.colors.accent)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $attempted }) => ($attempted ? theme.colors.dangerSoft : theme.colors.accentSoft)};
  /* Focus comes here after a refused submit; the coloured frame already marks it. */
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  > div {
    flex: 1 1 18rem;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
  strong {
    display: block;
    margin-top: 0.4rem;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const SignInLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  flex: none;
`;

interface GuestPanelProps {
  /** The guest tried to submit or choose a photo: the panel says why nothing happened. */
  attempted: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * Told to a guest before they fill the form: listing needs an account, and what they type is kept while they sign
 * in. Sign in comes back to /sell. Focusable, so a refused submit can bring the guest here.
 */
export function GuestPanel({ attempted, ref }: GuestPanelProps) {
  const signIn = useSignInAndReturn().link;
  return (
    <Panel ref={ref} tabIndex={-1} aria-labelledby="sell-guest-title" $attempted={attempted} data-testid="sell-guest-panel">
      <div>
        <h2 id="sell-guest-title">{messages.auth.panelTitle}</h2>
        <p>{messages.auth.keptDraft}</p>
        {attempted && <strong>{messages.auth.loginRequired}</strong>}
      </div>
      <SignInLink to={signIn.to} state={signIn.state}>
        {messages.auth.signIn}
      </SignInLink>
    </Panel>
  );
}
