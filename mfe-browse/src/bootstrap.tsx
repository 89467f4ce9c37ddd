import { mountDevHarness } from '@booknook/platform/dev/harness';
import BookDetailPage from './pages/book-detail-page';
import BrowsePage from './pages/browse-page';

mountDevHarness('mfe-browse', [
  { path: '/books', element: <BrowsePage /> },
  { path: '/books/:bookId', element: <BookDetailPage /> },
  { path: '*', element: <BrowsePage /> },
]);
