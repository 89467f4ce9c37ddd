import { useLocation } from 'react-router-dom';

/**
 * What one auth screen hands the next in the history entry's state (never in the address, which
 * servers log): the email typed so far, and a notice to show (the answer to a sign-up).
 */
export interface SignInState {
  email?: string;
  notice?: string;
}

export function useSignInState(): SignInState {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return {};
  const { email, notice } = state as Record<string, unknown>;
  return { ...(typeof email === 'string' ? { email } : {}), ...(typeof notice === 'string' ? { notice } : {}) };
}
