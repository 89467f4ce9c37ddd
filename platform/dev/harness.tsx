import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
// By the package name, not a relative path: the pages use the same singleton, so there is one session and one SWR cache.
import { AppProviders } from '@booknook/platform';

const Bar = styled.nav`
  display: flex;
  gap: 1rem;
  padding: 0.5rem 1rem;
  font-size: 0.85rem;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  a {
    color: #fff;
  }
`;

export interface HarnessRoute {
  path: string;
  element: ReactNode;
}

/**
 * Runs a remote on its own (`npm run dev` in its folder) with the same providers the shell gives it,
 * so a team can work without the shell. Kept out of the platform's entry: production pages never load it.
 */
export function mountDevHarness(remoteName: string, routes: HarnessRoute[]) {
  const links = routes.filter((route) => route.path !== '*' && !route.path.includes(':'));
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount the dev harness in.');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <Bar aria-label="Dev harness">
            <strong>{remoteName} (standalone)</strong>
            {links.map((route) => (
              <Link key={route.path} to={route.path}>
                {route.path}
              </Link>
            ))}
          </Bar>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
