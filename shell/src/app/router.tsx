import { createBrowserRouter } from 'react-router-dom';
import { Spinner } from '@booknook/shared-ui';
import { RemoteRoute } from '../federation/remote-route';
import { GuestOnly } from '../features/auth/guest-only';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { MainLayout } from './layout/main-layout';

/** The one router of the site (DESIGN.md §2): the shell's own screens and the pages its remotes expose. */
export const router = createBrowserRouter([
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/books', element: <RemoteRoute id="mfe_browse/BrowsePage" /> },
      { path: '/books/:bookId', element: <RemoteRoute id="mfe_browse/BookDetailPage" /> },
      { path: '/sell', element: <RemoteRoute id="mfe_sell/SellPage" /> },
      { path: '/mybooks', element: <RemoteRoute id="mfe_account/MyBooksPage" /> },
      // SPEC.md names the route /bookMarks while the link points to /bookmarks: both answer (paths match case-insensitively).
      { path: '/bookmarks', element: <RemoteRoute id="mfe_account/BookmarksPage" /> },
      { path: '/moderation', element: <RemoteRoute id="mfe_account/ModerationPage" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // Sign-in pulls in Formik and Yup: loaded on demand, so the home page does not pay for them.
    path: '/login',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    lazy: async () => {
      const { LoginPage } = await import('../pages/login-page');
      return {
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      };
    },
  },
  {
    path: '/register',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    lazy: async () => {
      const { RegisterPage } = await import('../pages/register-page');
      return {
        element: (
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        ),
      };
    },
  },
]);
