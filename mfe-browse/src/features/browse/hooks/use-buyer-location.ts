import { useCallback, useEffect, useState } from 'react';
import { useBrowserLocation, type BrowserLocation } from '@booknook/platform';

/**
 * Where Browse measures from: not asked yet, the browser's answer, or the member's saved area (issue 26; its point
 * stays with the API, the label is what the member reads).
 */
export type BuyerLocation = BrowserLocation | { status: 'not-asked' } | { status: 'saved-area'; label: string };

/**
 * The buyer's position for nearest-first and the radius (issue 26): asked for when the member taps "Use my location",
 * not on arrival. A browser that has already been allowed to tell is asked at once (no prompt is shown then), and an
 * answer given earlier in this visit is reused.
 */
export function useBuyerLocation(): { location: BuyerLocation; ask: () => void } {
  const [asked, setAsked] = useState(false);
  const { location, refresh } = useBrowserLocation({ enabled: asked, reuse: true });

  useEffect(() => {
    let live = true;
    // Not every browser can say (Safari before 16, jsdom); then the member taps the button.
    const permissions = navigator.permissions as Permissions | undefined;
    void permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (live && permission.state === 'granted') setAsked(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const ask = useCallback(() => {
    if (asked) refresh();
    else setAsked(true);
  }, [asked, refresh]);

  return { location: !asked && location.status === 'pending' ? { status: 'not-asked' } : location, ask };
}
