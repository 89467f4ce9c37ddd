import { SUSPENDED_PATH } from '@booknook/platform';
import { SUSPENSION_KEY } from '../features/suspension/suspension-messages';

// A suspended member's session still names them, and the API answers their /users/me/ with 403 and the reason: every
// page they open lands on /suspended, which says why and until when, except the pages that notice links to.

const OPEN_TO_SUSPENDED = new Set([SUSPENDED_PATH, '/contact', '/terms', '/privacy']);

/** The API's answer to /users/me/ says the session's member is suspended. */
export const isSuspendedAnswer = (status: number) => status === 403;

/** The redirect to /suspended for a suspended member's page, or null where they may stay. */
export function suspendedRedirect(pathname: string): { status: number; headers: Record<string, string>; html: string } | null {
  if (OPEN_TO_SUSPENDED.has(pathname)) return null;
  return {
    status: 303,
    headers: { location: SUSPENDED_PATH, 'cache-control': 'private, no-store', 'content-type': 'text/html; charset=utf-8' },
    html: '',
  };
}

/** The API data a suspended member's page at `pathname` is rendered with: their notice on /suspended, else none. */
export function suspendedNoticeKey(pathname: string): string | null {
  return pathname === SUSPENDED_PATH ? SUSPENSION_KEY : null;
}
