import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createI18n, DEFAULT_LANGUAGE, languageFromCookie, loadLanguage } from '@booknook/platform';
import { App } from './app/app';
import { readPageState } from './app/page-state';
import { installBookPagePrefetch } from './federation/prefetch';
import { rememberRemoteAssignment } from './federation/remote-health';
import { isPlannedClientRender } from './federation/server-remote-pages';
import { registerRemotesFromManifest } from './federation/remotes-registry';
import { registerShellCatalogues } from './i18n/shell-catalogues';

/** React's hydration reports: a boundary the server left to the browser on purpose is not a problem worth an error. */
function onRecoverableError(error: unknown) {
  if (isPlannedClientRender(error)) return;
  console.error('Hydration problem:', error);
}

async function start() {
  const state = readPageState();
  rememberRemoteAssignment(state?.remoteAssignment);
  // Not awaited: Home, sign-in and 404 need no remote; remote pages wait for it themselves.
  void registerRemotesFromManifest(state?.remotes);
  // The language the server rendered in (else, on the plain index.html, the guest's cookie): its catalogues arrive
  // before hydration, so the first paint stays in it. English needs nothing more.
  registerShellCatalogues();
  const language = state?.app.language ?? languageFromCookie(document.cookie) ?? DEFAULT_LANGUAGE;
  await loadLanguage(language).catch((error: unknown) => console.warn('The page stays in English for now', error));
  const i18n = createI18n(language, { live: true });
  document.documentElement.lang = language;
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const app = <App initial={state?.app} router={BrowserRouter} i18n={i18n} />;
  // Server-rendered HTML is hydrated; the plain index.html (the server renderer unreachable) is rendered from scratch.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // one long task (hundreds of ms on a slow phone); a tap meanwhile hydrates what it landed on first.
  if (state && container.firstChild) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError });
    });
  } else createRoot(container).render(app);
  installBookPagePrefetch(container);
}

void start();
