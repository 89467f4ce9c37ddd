import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useSession } from '@booknook/shared-ui';

/**
 * DESIGN.md §5: /mybooks and /moderation send guests to the shell's sign-in page, which brings them back here
 * (it reads `state.from`). While the session is still being checked nothing is decided.
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { pathname } = useLocation();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'guest') return <Navigate to="/login" replace state={{ from: pathname }} />;
  return children;
}
