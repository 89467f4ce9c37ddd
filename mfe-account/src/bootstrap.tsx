import { mountDevHarness } from '@booknook/platform/dev/harness';
import AlertsPage from './pages/alerts-page';
import BookmarksPage from './pages/bookmarks-page';
import ModerationPage from './pages/moderation-page';
import MyBooksPage from './pages/my-books-page';
import NotificationsPage from './pages/notifications-page';
import AdminPage from './pages/admin-page';

mountDevHarness('mfe-account', [
  { path: '/mybooks', element: <MyBooksPage /> },
  { path: '/bookmarks', element: <BookmarksPage /> },
  { path: '/moderation', element: <ModerationPage /> },
  { path: '/alerts', element: <AlertsPage /> },
  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/admin', element: <AdminPage /> },
  { path: '*', element: <MyBooksPage /> },
]);
