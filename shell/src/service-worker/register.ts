import { FORGET_MESSAGE } from './protocol';

// The page's side: registers /sw.js once the page has loaded and the browser is idle, well after first paint and
// hydration, so the worker never competes with the page's own start (nor with Lighthouse's measure of it).

type Win = Pick<Window, 'addEventListener' | 'setTimeout' | 'document' | 'navigator'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/** At most this long after load the worker is registered even if the browser never idles. */
const IDLE_TIMEOUT_MS = 10_000;

/** `production`: development builds have no content hashes, and a worker would keep serving old files there. */
export function registerServiceWorkerWhenIdle(win: Win = window, production = process.env.NODE_ENV === 'production'): void {
  if (!production || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Service worker not registered:', error));
  };
  const whenIdle = () =>
    win.requestIdleCallback ? win.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(register, 1000);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/** Tells the worker to forget the conversations the offline page lists (sign-out). */
export function forgetOfflineConversations(win: Pick<Window, 'navigator'> = window): void {
  if ('serviceWorker' in win.navigator) win.navigator.serviceWorker.controller?.postMessage(FORGET_MESSAGE);
}
