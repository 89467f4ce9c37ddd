import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { CurrentUser } from '../src/api/users';
import { SessionProvider, type SessionState } from '../src/session/session-provider';
import { ThemeAndRouter, type TestRoute } from '@booknook/design-system/testing/render';

export const testUser: CurrentUser = {
  first_name: 'Asha',
  last_name: 'Rao',
  username: 'asha',
  email: 'asha@example.com',
  location: 'Kathmandu',
  phone_number: '9800000000',
  hide_phone_number: false,
  is_moderator: false,
  is_admin: false,
  email_verified: true,
  pending_email: null,
  language: 'en',
};

interface Options {
  /** Session to start with; a guest by default. */
  session?: SessionState;
  /** Initial URL (or location with state) of the in-memory router. */
  route?: TestRoute;
  /** SWR fetcher for the test; nothing reaches the network in unit tests. */
  fetcher?: (key: string) => Promise<unknown>;
}

/** Renders UI with the providers the shell gives every page, with a fixed session and an isolated SWR cache. */
export function renderWithProviders(ui: ReactElement, { session = { status: 'guest', user: null }, route = '/', fetcher }: Options = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeAndRouter route={route}>
      <SWRConfig
        value={{
          provider: () => new Map(),
          fetcher: fetcher ?? (() => new Promise(() => undefined)),
          shouldRetryOnError: false,
          dedupingInterval: 0,
        }}
      >
        <SessionProvider initial={session}>{children}</SessionProvider>
      </SWRConfig>
    </ThemeAndRouter>
  );
  return render(ui, { wrapper });
}
