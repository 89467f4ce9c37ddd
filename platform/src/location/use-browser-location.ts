import { useCallback, useEffect, useState } from 'react';
import { requestBrowserLocation, type BrowserLocation, type SettledLocation } from './browser-location';

export interface UseBrowserLocationOptions {
  /** Ask only when true (default true). */
  enabled?: boolean;
  /**
   * Reuse the answer already given during this page load instead of asking again (default false).
   * A buyer is asked once however often they come back to a list; a seller's form asks afresh each time it opens.
   */
  reuse?: boolean;
}

let shared: Promise<SettledLocation> | null = null;
let sharedAnswer: SettledLocation | null = null;

function askShared(): Promise<SettledLocation> {
  shared ??= requestBrowserLocation().then((answer) => {
    sharedAnswer = answer;
    return answer;
  });
  return shared;
}

const hasGeolocation = () => typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

/** Test hook: forget the answer shared across components. */
export function resetSharedBrowserLocation() {
  shared = null;
  sharedAnswer = null;
}

/**
 * The browser's position under the rules of docs/product.md §4, requested when the component mounts.
 * `refresh` asks again (e.g. after the person turned GPS on).
 */
export function useBrowserLocation({ enabled = true, reuse = false }: UseBrowserLocationOptions = {}): {
  location: BrowserLocation;
  refresh: () => void;
} {
  // 'pending' on the server and when the browser hydrates the server's HTML (no answer yet then), so both render
  // alike; the effect then says what the browser can do.
  const [location, setLocation] = useState<BrowserLocation>(() => (reuse && sharedAnswer) || { status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hasGeolocation()) {
      setLocation({ status: 'unsupported' });
      return;
    }
    if (!enabled) return;
    let live = true;
    const asking = reuse ? askShared() : requestBrowserLocation();
    void asking.then((answer) => {
      if (live) setLocation(answer);
    });
    return () => {
      live = false;
    };
    // `attempt` is the trigger of `refresh`.
  }, [enabled, reuse, attempt]);

  const refresh = useCallback(() => {
    if (reuse) resetSharedBrowserLocation();
    setLocation({ status: 'pending' });
    setAttempt((n) => n + 1);
  }, [reuse]);

  return { location, refresh };
}
