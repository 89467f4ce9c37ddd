import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where '← Back to Books' leads: the list the card was opened from (by going back, so it is where it was), else /books. */
export function useBackTarget(): { to: string; onClick: (event: MouseEvent) => void } {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  const fromList = typeof backTo === 'string' && backTo.startsWith('/books');
  return {
    to: fromList ? backTo : '/books',
    onClick: (event) => {
      if (!fromList || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void navigate(-1);
    },
  };
}
