import { preload } from 'swr';
import { bookKey, fetchJson } from '@booknook/shared-ui';
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

/** Starts a book's request (SWR's preload: the page's useSWR takes it over), in parallel with the page's code. */
export function prefetchBook(bookId: string) {
  // A failure is the page's to show: its useSWR receives this very promise.
  void (preload(bookKey(bookId), fetchJson) as Promise<unknown> | undefined)?.catch(() => undefined);
}

const idle = (task: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 3000 }) : window.setTimeout(task, 200);

function bookIdOfLink(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return BOOK_PAGE.exec(link.pathname)?.[1] ?? null;
}

/**
 * Cuts the wait for a book's page (README "Server rendering"): its code is fetched when a link to a book comes into
 * view (at the next idle moment) or is hovered or focused, and the book itself as soon as the link is pressed.
 */
export function installBookPagePrefetch(root: HTMLElement) {
  const onIntent = (event: Event) => {
    if (bookIdOfLink(event.target)) prefetchBookPageCode();
  };
  const onPress = (event: Event) => {
    const bookId = bookIdOfLink(event.target);
    if (bookId) prefetchBook(bookId);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  root.addEventListener('pointerdown', onPress, { passive: true });

  if (typeof IntersectionObserver === 'undefined') return;
  const inView = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    stopWatching();
    idle(prefetchBookPageCode);
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
