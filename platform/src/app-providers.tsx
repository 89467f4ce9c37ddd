import { GlobalStyle, theme, ToastHost } from '@booknook/design-system';
import type { I18n } from '@lingui/core';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig, type Cache } from 'swr';
import { ConversationEventsProvider } from './conversations/conversation-events';
import { createI18n } from './i18n/catalogues';
import { I18nProvider } from './i18n/i18n-provider';
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages';
import type { SeededError } from './server/server-page';
import { SessionProvider, type SessionState } from './session/session-provider';
import { swrDefaults } from './swr-defaults';

/** What the server rendered with, handed to the browser so that hydration starts from the same state. */
export interface InitialAppState {
  /** The session the server saw (absent: the browser asks /users/me itself). */
  session?: SessionState;
  /** SWR data by key. */
  fallback?: Record<string, unknown>;
  /** SWR errors by key (a book that is not found). */
  errors?: Record<string, SeededError>;
  /** The language the page was rendered in: hydration starts in it, with no flash of English. */
  language?: Language;
}

/** A cache of its own per render (never shared between two visitors on the server), holding the seeded errors. */
function seededCache(errors: Record<string, SeededError> = {}): Cache {
  const cache: Cache = new Map();
  for (const [key, { status, detail }] of Object.entries(errors)) {
    cache.set(key, { error: Object.assign(new Error(detail ?? `HTTP ${status}`), { status, data: { detail } }) });
  }
  return cache;
}

/**
 * Every provider a page needs. The shell mounts it once; each remote's standalone dev harness mounts the same,
 * so a remote behaves alike inside and outside the shell. `initial` is the server's state (server rendering).
 */
export function AppProviders({ children, initial, i18n }: { children: ReactNode; initial?: InitialAppState; i18n?: I18n }) {
  // The shell passes its instance (with the page's catalogues loaded); a dev harness gets one in the given language.
  const [pageI18n] = useState(() => i18n ?? createI18n(initial?.language ?? DEFAULT_LANGUAGE, { live: true }));
  const [swrConfig] = useState(() =>
    initial ? { ...swrDefaults, fallback: initial.fallback ?? {}, provider: () => seededCache(initial.errors) } : swrDefaults,
  );
  return (
    <I18nProvider i18n={pageI18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SWRConfig value={swrConfig}>
          <SessionProvider initial={initial?.session}>
            <ConversationEventsProvider>
              {children}
              <ToastHost />
            </ConversationEventsProvider>
          </SessionProvider>
        </SWRConfig>
      </ThemeProvider>
    </I18nProvider>
  );
}
