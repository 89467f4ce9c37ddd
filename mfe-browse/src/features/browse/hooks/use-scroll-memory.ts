import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const storageKey = (address: string) => `booknook:browse-scroll:${address}`;

/** When the last Back or Forward happened: only then is a list put back where it was. */
let lastHistoryStep = -Infinity;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastHistoryStep = performance.now();
  });
}
/** A page that mounts this soon after a Back/Forward was reached by it. */
const HISTORY_STEP_MS = 2000;

function read(address: string): number | null {
  try {
    const saved = sessionStorage.getItem(storageKey(address));
    return saved === null ? null : Number(saved);
  } catch {
    return null; // storage refused (private mode): Back starts at the top
  }
}

function write(address: string, top: number) {
  try {
    sessionStorage.setItem(storageKey(address), String(Math.round(top)));
  } catch {
    // as above
  }
}

/**
 * Keeps the list's scroll position for its address (the search and how many pages are shown), so that Back from a
 * book returns to the same place (issue 26); a new visit to the same address starts at the top. `ready`: every page
 * of books the URL asks for is on screen. The shell scrolls to the top when the path changes (an effect of the
 * layout, which runs after this page's), so the position is restored a frame later, and saved only once restored.
 */
export function useScrollMemory(ready: boolean) {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const pending = useRef<number | null | undefined>(undefined);
  const leaving = useRef(false);
  if (pending.current === undefined && typeof window !== 'undefined') {
    pending.current = performance.now() - lastHistoryStep < HISTORY_STEP_MS ? read(address) : null;
  }

  useEffect(() => {
    if (!ready) return;
    let tries = 0;
    // Also when more books have just changed the address: the place is kept under the new one at once.
    const restore = () => {
      const top = pending.current;
      // The page may still be growing (its images' frames, the footer): wait until it is tall enough.
      if (top != null && document.documentElement.scrollHeight < top + window.innerHeight && tries < 30) {
        tries += 1;
        frame = requestAnimationFrame(restore);
        return;
      }
      if (top != null) window.scrollTo(0, top);
      pending.current = null;
      write(address, window.scrollY);
    };
    let frame = requestAnimationFrame(restore);
    const onScroll = () => {
      if (pending.current !== null || leaving.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!leaving.current) write(address, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [ready, address]);

  // Leaving for a book: the place as it is now, before the list leaves the page (a scroll may not be saved yet).
  // From then on nothing is saved: the list's removal shortens the page, the browser scrolls up to fit, and that
  // scroll event comes before the effect above is cleaned up (it would save the shortened page's place, and Back
  // would return there).
  const latest = useRef({ address, restored: false });
  latest.current = { address, restored: pending.current === null };
  useLayoutEffect(
    () => () => {
      leaving.current = true;
      if (latest.current.restored) write(latest.current.address, window.scrollY);
    },
    [],
  );
}
