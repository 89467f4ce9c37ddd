import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@booknook/design-system';
import { useSession, useSignInAndReturn } from '@booknook/platform';

/**
 * docs/architecture.md §5: /mybooks and /moderation send guests to the shell's sign-in page, which brings them back here
 * (the platform's useSignInAndReturn: path, query and hash). While the session is still being checked nothing is decided.
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { link } = useSignInAndReturn();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'guest') return <Navigate to={link.to} replace state={link.state} />;
  return children;
}
