import { StrictMode, type ReactNode } from 'react';
import { AppProviders, type InitialAppState } from '@booknook/platform';
import { AppRoutes } from './router';

/**
 * The whole app under a router: the browser passes its BrowserRouter, the server a StaticRouter for the requested
 * URL. Both sides render this same tree, so the browser hydrates the server's HTML.
 */
export function App({ initial, router: Router }: { initial?: InitialAppState; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders initial={initial}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
