import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { getCurrentUser, login as loginCall, logout as logoutCall, type Credentials, type CurrentUser } from '../api/users';

export type SessionState =
  { status: 'loading'; user: null } | { status: 'authenticated'; user: CurrentUser } | { status: 'guest'; user: null };

export interface SessionValue {
  session: SessionState;
  /** Signs in; resolves with the user or rejects with the API error. */
  login: (credentials: Credentials) => Promise<CurrentUser>;
  /** Ends the session on the server, then forgets the user and every cached query. */
  logout: () => Promise<void>;
  /** The member's own details changed (their profile page): every screen, the header too, shows them at once. */
  updateUser: (user: CurrentUser) => void;
  /** The server already ended this session (the account was deleted, or this session signed out): forget it here. */
  forgetSession: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children, initial }: { children: ReactNode; initial?: SessionState }) {
  const [session, setSession] = useState<SessionState>(initial ?? { status: 'loading', user: null });
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (initial) return;
    let cancelled = false;
    getCurrentUser()
      .then((user) => !cancelled && setSession({ status: 'authenticated', user }))
      .catch((error: unknown) => {
        // docs/product.md §8: a failed current-user call means "logged out"; the error is only logged.
        if ((error as { status?: number }).status !== 401) console.warn('Could not load the current user', error);
        if (!cancelled) setSession({ status: 'guest', user: null });
      });
    return () => {
      cancelled = true;
    };
  }, [initial]);

  const login = useCallback(async (credentials: Credentials) => {
    const user = await loginCall(credentials);
    setSession({ status: 'authenticated', user });
    return user;
  }, []);

  const forgetSession = useCallback(async () => {
    setSession({ status: 'guest', user: null });
    // Drop every cached query so no member data stays on screen.
    await mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);

  const logout = useCallback(async () => {
    await logoutCall();
    await forgetSession();
  }, [forgetSession]);

  const updateUser = useCallback((user: CurrentUser) => setSession({ status: 'authenticated', user }), []);

  const value = useMemo(() => ({ session, login, logout, updateUser, forgetSession }), [session, login, logout, updateUser, forgetSession]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider> (the shell or a remote dev harness provides it).');
  return value;
}
