import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The shell's sign-in page (a route of the shell, reached by URL from every remote). */
export const SIGN_IN_PATH = '/login';

/** The shell's page for a suspended member: why and until when (their session answers 403 with the reason). */
export const SUSPENDED_PATH = '/suspended';

/**
 * What the sign-in page is told about where to come back to: the whole address (path, query and hash) of the page
 * that sent the guest. The one format every remote sends and the shell reads (returnPathOf).
 */
export interface SignInReturnState {
  from: string;
}

/** Where to come back to after signing in: a same-site address from the sign-in page's state, else home. */
export function returnPathOf(state: unknown): string {
  const from = (state as Partial<SignInReturnState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/**
 * Send a guest to sign in and bring them back here: `link` for a <Link>/<Navigate> (`to` and `state`), and
 * `signInAndReturn()` for code (after a 401, or an action that needs an account).
 */
export function useSignInAndReturn(): { link: { to: string; state: SignInReturnState }; signInAndReturn: () => void } {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const link = useMemo(() => ({ to: SIGN_IN_PATH, state: { from: `${pathname}${search}${hash}` } }), [pathname, search, hash]);
  const signInAndReturn = useCallback(() => void navigate(link.to, { state: link.state }), [navigate, link]);
  return { link, signInAndReturn };
}
