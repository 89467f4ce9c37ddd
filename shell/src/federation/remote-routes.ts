import type { RemotePageId } from './load-remote-page';

/**
 * The routes served by a remote's page, in one list: the router renders them, and the server renderer reads it to
 * know, before rendering, which remote page (and so which code and data) a URL needs.
 */
export const remoteRoutes: readonly { path: string; id: RemotePageId }[] = [
  { path: '/books', id: 'mfe_browse/BrowsePage' },
  { path: '/books/:bookId', id: 'mfe_browse/BookDetailPage' },
  { path: '/sell', id: 'mfe_sell/SellPage' },
  { path: '/mybooks', id: 'mfe_account/MyBooksPage' },
  // SPEC.md names the route /bookMarks while the link points to /bookmarks: both answer (paths match case-insensitively).
  { path: '/bookmarks', id: 'mfe_account/BookmarksPage' },
  { path: '/moderation', id: 'mfe_account/ModerationPage' },
];
