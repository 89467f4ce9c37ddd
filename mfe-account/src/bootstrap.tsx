import { mountDevHarness } from '@booknook/shared-ui/dev/harness';
import BookmarksPage from './pages/bookmarks-page';
import ModerationPage from './pages/moderation-page';
import MyBooksPage from './pages/my-books-page';

mountDevHarness('mfe-account', [
  { path: '/mybooks', element: <MyBooksPage /> },
  { path: '/bookmarks', element: <BookmarksPage /> },
  { path: '/moderation', element: <ModerationPage /> },
  { path: '*', element: <MyBooksPage /> },
]);
