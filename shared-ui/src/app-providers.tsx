import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { SessionProvider } from './session/session-provider';
import { swrDefaults } from './swr-defaults';
import { GlobalStyle } from './theme/global-style';
import { theme } from './theme/theme';
import { ToastHost } from './toasts';

/**
 * Every provider a page needs. The shell mounts it once; each remote's standalone dev harness mounts the same,
 * so a remote behaves alike inside and outside the shell.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={swrDefaults}>
        <SessionProvider>
          {children}
          <ToastHost />
        </SessionProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
