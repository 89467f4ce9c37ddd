import type { Cache } from 'swr';
import type { RemotePageId } from './load-remote-page';
import { prefetchBook } from './prefetch';

export interface RemoteRouteSpec {
  path: string;
  id: RemotePageId;
  /** Starts the page's data request in parallel with its code, from the route's parameters (and the SWR cache). */
  prefetchData?: (params: Readonly<Record<string, string | undefined>>, cache: Pick<Cache, 'get'>) => void;
}

/**
 * The routes served by a remote's page, in one list: the router renders them, and the server renderer reads it to
 * know, before rendering, which remote page (and so which code and data) a URL needs.
 */
export const remoteRoutes: readonly RemoteRouteSpec[] = [
  { path: '/books', id: 'mfe_browse/BrowsePage' },
  {
    path: '/books/:bookId',
    id: 'mfe_browse/BookDetailPage',
    prefetchData: ({ bookId }, cache) => {
      if (bookId) prefetchBook(bookId, cache);
    },
  },
  // A member's public page (issue 37): hand-overs, ratings, their books; rendered on the server like a book's.
  { path: '/members/:username', id: 'mfe_browse/MemberPage' },
  { path: '/sell', id: 'mfe_sell/SellPage' },
  { path: '/mybooks', id: 'mfe_account/MyBooksPage' },
  // Old links say /bookMarks, the header says /bookmarks: both answer (paths match case-insensitively).
  { path: '/bookmarks', id: 'mfe_account/BookmarksPage' },
  { path: '/moderation', id: 'mfe_account/ModerationPage' },
  // The inbox, and one conversation beside it (on phones instead of it).
  { path: '/messages', id: 'mfe_account/MessagesPage' },
  { path: '/messages/:conversationId', id: 'mfe_account/MessagesPage' },
  // A member's own account: details, password, sessions, their data (issue 19).
  { path: '/profile', id: 'mfe_account/ProfilePage' },
  // Between visits (issue 25): a member's wanted books (saved searches) and the bell's list.
  { path: '/alerts', id: 'mfe_account/AlertsPage' },
  { path: '/notifications', id: 'mfe_account/NotificationsPage' },
  // Tools against abuse (issue 28): suspensions, moderators, blocked domains, the audit log.
  { path: '/admin', id: 'mfe_account/AdminPage' },
];
