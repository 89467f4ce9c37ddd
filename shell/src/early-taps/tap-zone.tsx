import { useEffect, useRef, type ReactNode } from 'react';

/** What early-taps.js (inline, first in every page) offers: the taps it holds for a part of the page, handed over. */
interface EarlyTaps {
  live(zone: Element): void;
}

declare global {
  interface Window {
    __bookNookTaps?: EarlyTaps;
  }
}

/**
 * A part of the server's page (a remote's page, the header) whose button taps made before hydration are held by
 * early-taps.js and replayed once it is live (issue 26, "no dead taps"). Its effect runs after the hydration of
 * everything inside it has committed, so the buttons' handlers are attached when the taps are replayed. The element
 * takes no part in the layout (display: contents).
 */
export function TapZone({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const zone = ref.current;
    if (!zone) return;
    if (window.__bookNookTaps) window.__bookNookTaps.live(zone);
    else zone.setAttribute('data-tap-zone', 'live');
  }, []);
  return (
    <div ref={ref} data-tap-zone="" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
