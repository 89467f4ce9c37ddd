import { matchPath } from 'react-router-dom';
import type { PageHead, Translate } from '@booknook/platform';
import type { RemotePageId } from '../federation/load-remote-page';
import { remoteRoutes } from '../federation/remote-routes';
import { messages } from '../messages';

/** The remote page a path belongs to, with its parameters. */
export function matchRemoteRoute(pathname: string): { id: RemotePageId; params: Record<string, string | undefined> } | null {
  for (const route of remoteRoutes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { id: route.id, params: match.params };
  }
  return null;
}

/** The shell's own screens: their head, in the page's language. */
export function shellHead(pathname: string, status: number, t: Translate): PageHead {
  const head = messages.head;
  const description = t(head.description);
  if (status === 404) return { title: t(head.notFoundTitle), description, canonicalPath: pathname, noindex: true };
  const path = pathname.toLowerCase();
  // A conversation (/messages/12) is as private as the inbox.
  const privateTitle = head.privateTitles[path] ?? (path.startsWith('/messages/') ? head.privateTitles['/messages'] : undefined);
  if (privateTitle) return { title: t(privateTitle), description, canonicalPath: pathname, noindex: true };
  return { title: t(head.homeTitle), description, canonicalPath: pathname };
}
