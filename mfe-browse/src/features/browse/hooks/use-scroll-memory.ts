import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const storageKey = (historyKey: string) => `booknook:browse-scroll:${historyKey}`;

function read(historyKey: string): number | null {
  try {
    const saved = sessionStorage.getItem(storageKey(historyKey));
    return saved === null ? null : Number(saved);
  } catch {
    return null; // storage refused (private mode): Back starts at the top
  }
}

function write(historyKey: string, top: number) {
  try {
    sessionStorage.setItem(storageKey(historyKey), String(Math.round(top)));
  } catch {
    // as above
  }
}

/**
 * Keeps the list's scroll position with its history entry, so Back from a book returns to the same place (issue 26).
 * A history entry's key is new on every visit, so only Back/Forward find a position. `ready`: every page of books the
 * URL asks for is on screen. The shell scrolls to the top when the path changes (an effect of the layout, which runs
 * after this page's), so the position is restored a frame later, and kept only once restored.
 */
export function useScrollMemory(ready: boolean) {
  const { key } = useLocation();
  const pending = useRef<number | null | undefined>(undefined);
  if (pending.current === undefined && typeof window !== 'undefined') pending.current = read(key);

  useEffect(() => {
    if (!ready) return;
    let frame = requestAnimationFrame(() => {
      if (pending.current !== null && pending.current !== undefined) window.scrollTo(0, pending.current);
      pending.current = null;
    });
    const onScroll = () => {
      if (pending.current !== null) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => write(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [ready, key]);
}
