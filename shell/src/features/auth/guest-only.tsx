import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@booknook/design-system';
import { useSession } from '@booknook/platform';
import { useReturnPath } from './return-path';

/**
 * /login and /register are for guests: a signed-in member is sent on, replacing the history entry — home, or the page
 * that asked them to sign in (the same place the sign-in form goes to, so the two never race).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const returnPath = useReturnPath();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'authenticated') return <Navigate to={returnPath} replace />;
  return children;
}
