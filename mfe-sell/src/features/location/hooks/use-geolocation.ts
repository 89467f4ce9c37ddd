import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC.md §4 / §9: high accuracy, 10 s time-out, no cached position; accepted only under 300 m of estimated error. */
export const LOCATION_TIMEOUT_MS = 10_000;
export const LOCATION_MAX_ERROR_M = 300;
const positionOptions: PositionOptions = { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type GeolocationState =
  | { status: 'locating'; coordinates: null }
  | { status: 'located'; coordinates: Coordinates }
  /** Located, but the estimated error was too high to be useful: the location stays unset. */
  | { status: 'inaccurate'; coordinates: null }
  | { status: 'failed'; coordinates: null }
  | { status: 'unsupported'; coordinates: null };

/** Classifies a browser position by the accuracy rule. */
export function acceptPosition(position: Pick<GeolocationPosition, 'coords'>): GeolocationState {
  const { latitude, longitude, accuracy } = position.coords;
  return accuracy < LOCATION_MAX_ERROR_M
    ? { status: 'located', coordinates: { latitude, longitude } }
    : { status: 'inaccurate', coordinates: null };
}

/**
 * Asks for the device's position once on mount (and again on `retry`).
 * Candidate for shared-ui/src/location once another app needs the same rules.
 */
export function useGeolocation(): GeolocationState & { retry: () => void } {
  const [state, setState] = useState<GeolocationState>(() =>
    typeof navigator !== 'undefined' && 'geolocation' in navigator
      ? { status: 'locating', coordinates: null }
      : { status: 'unsupported', coordinates: null },
  );
  const request = useRef(0);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unsupported', coordinates: null });
      return;
    }
    const id = (request.current += 1);
    setState({ status: 'locating', coordinates: null });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (id === request.current) setState(acceptPosition(position));
      },
      () => {
        if (id === request.current) setState({ status: 'failed', coordinates: null });
      },
      positionOptions,
    );
  }, []);

  useEffect(() => {
    locate();
    return () => {
      // A position arriving after unmount is ignored.
      request.current += 1;
    };
  }, [locate]);

  return { ...state, retry: locate };
}
