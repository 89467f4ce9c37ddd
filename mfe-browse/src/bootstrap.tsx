import { mountDevHarness } from '@booknook/platform/dev/harness';
import BookDetailPage from './pages/book-detail-page';
import BrowsePage from './pages/browse-page';
import MemberPage from './pages/member-page';

mountDevHarness('mfe-browse', [
  { path: '/books', element: <BrowsePage /> },
  { path: '/books/:bookId', element: <BookDetailPage /> },
  { path: '/members/:username', element: <MemberPage /> },
  { path: '*', element: <BrowsePage /> },
]);
