import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../src/theme/theme';

/** The route a test starts on: a path, or a location with state. */
export type TestRoute = string | { pathname: string; state?: unknown };

/** The theme and an in-memory router: what every design-system component expects around it. */
export function ThemeAndRouter({ route = '/', children }: { route?: TestRoute; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </ThemeProvider>
  );
}

/** Renders a design-system component as an app would show it, without a session or the API. */
export function renderWithTheme(ui: ReactElement, { route = '/' }: { route?: TestRoute } = {}) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <ThemeAndRouter route={route}>{children}</ThemeAndRouter> });
}
