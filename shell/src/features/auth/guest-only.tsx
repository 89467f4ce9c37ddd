import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner, useSession } from '@booknook/shared-ui';

/** /login and /register are for guests: a signed-in member is sent home, replacing the history entry. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'authenticated') return <Navigate to="/" replace />;
  return children;
}
