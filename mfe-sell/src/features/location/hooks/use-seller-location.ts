import { useCallback, useState } from 'react';
import { useBrowserLocation, type BrowserLocation } from '@booknook/platform';

/** Where the seller's location stands: not asked yet ('idle'), or the browser's answer. */
export type SellerLocationStatus = 'idle' | BrowserLocation['status'];

export interface SellerLocationState {
  status: SellerLocationStatus;
  coordinates: { latitude: number; longitude: number } | null;
  /** Asks the browser (again): only ever on the seller's tap. */
  ask: () => void;
}

/**
 * The seller's position, asked for when they tap "Use my location", never on arrival (issue 27): a permission prompt
 * before anything is typed was refused, then shown as an error, to guests too. BookNook has no saved area with a
 * position yet (a member's location is free text), so the tap is the only way.
 */
export function useSellerLocation(): SellerLocationState {
  const [asked, setAsked] = useState(false);
  const { location, refresh } = useBrowserLocation({ enabled: asked });
  const ask = useCallback(() => {
    if (asked) refresh();
    else setAsked(true);
  }, [asked, refresh]);
  const status: SellerLocationStatus = asked || location.status === 'unsupported' ? location.status : 'idle';
  const coordinates = location.status === 'located' ? { latitude: location.latitude, longitude: location.longitude } : null;
  return { status, coordinates, ask };
}
