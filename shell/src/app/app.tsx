import { StrictMode, type ReactNode } from 'react';
import { AppProviders, type InitialAppState } from '@booknook/platform';
import type { I18n } from '@lingui/core';
import { AppRoutes } from './router';

/**
 * The whole app under a router: the browser passes its BrowserRouter, the server a StaticRouter for the requested
 * URL. Both sides render this same tree, so the browser hydrates the server's HTML.
 */
export function App({
  initial,
  router: Router,
  i18n,
}: {
  initial?: InitialAppState;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The page's instance, its language's catalogues loaded (the browser's and each request's on the server). */
  i18n?: I18n;
}) {
  return (
    <StrictMode>
      <AppProviders initial={initial} i18n={i18n}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
