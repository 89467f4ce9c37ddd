// The server bundle's entry (docs/server-rendering.md): the pages the shell renders on the server, with their data.
import type { ServerRemoteModule } from '@booknook/platform';
import { loadBookDetail } from './features/book-detail/server/load-book-detail';
import { loadBrowse } from './features/browse/server/load-browse';
import { loadMember } from './features/member/server/load-member';
import BookDetailPage from './pages/book-detail-page';
import BrowsePage from './pages/browse-page';
import MemberPage from './pages/member-page';

export const serverPages: ServerRemoteModule['serverPages'] = {
  BrowsePage: { Component: BrowsePage, load: loadBrowse },
  BookDetailPage: { Component: BookDetailPage, load: loadBookDetail },
  MemberPage: { Component: MemberPage, load: loadMember },
};
