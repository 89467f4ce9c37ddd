import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { AppProviders } from './app-providers';

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

/**
 * Runs a remote on its own (`npm run dev` in its folder) with the same providers the shell gives it,
 * so a team can work without the shell. Not used in production builds of the shell.
 */
export function mountDevHarness(remoteName: string, routes: RouteObject[]) {
  const links = routes.filter((route) => route.path && !route.path.includes(':'));
  const router = createBrowserRouter([
    {
      element: (
        <>
          <Bar aria-label="Dev harness">
            <strong>{remoteName} (standalone)</strong>
            {links.map((route) => (
              <Link key={route.path} to={route.path ?? '/'}>
                {route.path}
              </Link>
            ))}
          </Bar>
          <Outlet />
        </>
      ),
      children: routes,
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount the dev harness in.');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
