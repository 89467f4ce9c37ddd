import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The book page was opened by a plain link from the list, before the list's code ran (a tap on a slow phone): the
 * page has no state, but it is this document's first entry and the browser says it came from the list.
 */
function openedFromListBeforeHydration(): boolean {
  if (typeof window === 'undefined' || !document.referrer) return false;
  if ((window.history.state as { idx?: unknown } | null)?.idx !== 0) return false;
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin && from.pathname === '/books';
  } catch {
    return false;
  }
}

/** Where '← Back to Books' leads: the list the card was opened from (by going back, so it is where it was), else /books. */
export function useBackTarget(): { to: string; onClick: (event: MouseEvent) => void } {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  const fromList = typeof backTo === 'string' && backTo.startsWith('/books');
  return {
    to: fromList ? backTo : '/books',
    onClick: (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (!fromList && !openedFromListBeforeHydration()) return;
      event.preventDefault();
      void navigate(-1);
    },
  };
}
