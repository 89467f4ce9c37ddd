import type { ReactNode } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { HEALTH_KEY, type Health } from '../api/health';
import { sharedMessages } from '../messages';
import { useSession } from '../session/session-provider';
import { Page } from './page';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

/**
 * Walking-skeleton page of a remote: proves it reads the shell's session and the API.
 * Each remote replaces it with its real screen.
 */
export function PlaceholderPage({ title, buildMarker, children }: { title: string; buildMarker: string; children?: ReactNode }) {
  const { session } = useSession();
  const { data: health, error } = useSWR<Health, Error>(HEALTH_KEY);
  const who =
    session.status === 'loading'
      ? sharedMessages.loading
      : session.user
        ? sharedMessages.signedInAs(session.user.username)
        : sharedMessages.browsingAsGuest;
  return (
    <Page>
      <h1>{title}</h1>
      {children}
      <Facts>
        <dt>Session</dt>
        <dd data-testid="remote-session">{who}</dd>
        <dt>API</dt>
        <dd data-testid="remote-api">
          {error ? 'unreachable' : health ? `${health.status} (${health.database})` : sharedMessages.loading}
        </dd>
        <dt>Build</dt>
        <dd data-testid="build-marker">{buildMarker}</dd>
      </Facts>
    </Page>
  );
}
