import { preload, type Cache } from 'swr';
import { bookKey, fetchJson, isBookId } from '@booknook/platform';
import { loadRemotePage } from './load-remote-page';

/** A link to a book's page: /books/42. */
const BOOK_PAGE = /^\/books\/([^/?#]+)\/?$/;

let bookPageCode: Promise<unknown> | null = null;

/** Downloads (once) the code of the book page, so that opening a book does not wait for it. */
export function prefetchBookPageCode() {
  bookPageCode ??= loadRemotePage('mfe_browse/BookDetailPage').catch((error: unknown) => {
    bookPageCode = null; // the page's own load retries and shows the fallback
    console.warn('Prefetching the book page failed', error);
  });
}

/**
 * Starts a book's request in parallel with the page's code (SWR's preload: the page's useSWR takes that very request
 * over). Only when nothing of the book is cached: then the page's first render is sure to fetch, and so to take the
 * preload at once; a preload left waiting would be taken by a later revalidation, which would then show stale data.
 */
export function prefetchBook(bookId: string, cache: Pick<Cache, 'get'>) {
  if (!isBookId(bookId)) return; // the page shows "not found" without asking
  const key = bookKey(bookId);
  if (cache.get(key)?.data !== undefined) return;
  // A failure is the page's to show: its useSWR receives this very promise.
  void (preload(key, fetchJson) as Promise<unknown> | undefined)?.catch(() => undefined);
}

const idle = (task: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 3000 }) : window.setTimeout(task, 200);

/** How long after the page has loaded a prefetch for links merely in view waits: the first seconds are the reader's. */
export const PREFETCH_AFTER_LOAD_MS = 4000;

/**
 * Runs `task` at an idle moment once the page has loaded and then settled: evaluating another page's code (28 KB)
 * while the first screen hydrates and the member starts to scroll made a slow phone's first seconds busier (Home's
 * Lighthouse TBT); a touch on a book link still fetches it at once.
 */
function whenSettled(task: () => void) {
  const later = () => window.setTimeout(() => idle(task), PREFETCH_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function bookIdOfLink(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return BOOK_PAGE.exec(link.pathname)?.[1] ?? null;
}

/**
 * Cuts the wait for a book's page (docs/server-rendering.md): its code is fetched when a link to a book comes into
 * view (at an idle moment once the page has settled), or at once when one is hovered, focused or touched. (The book itself is asked for as the route
 * opens: remote-routes.ts.)
 */
export function installBookPagePrefetch(root: HTMLElement) {
  const onIntent = (event: Event) => {
    if (bookIdOfLink(event.target)) prefetchBookPageCode();
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('pointerdown', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);

  if (typeof IntersectionObserver === 'undefined') return;
  const inView = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    stopWatching();
    whenSettled(prefetchBookPageCode);
  });
  const observeLinks = () => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="/books/"]')) if (bookIdOfLink(link)) inView.observe(link);
  };
  const added = new MutationObserver(observeLinks);
  const stopWatching = () => {
    inView.disconnect();
    added.disconnect();
  };
  added.observe(root, { childList: true, subtree: true });
  observeLinks();
}
