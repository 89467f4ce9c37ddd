/** docs/product.md §4 and §9: high accuracy, 10 s time-out, never a cached position, and only a fix better than 300 m counts. */
export const LOCATION_TIMEOUT_MS = 10_000;
export const LOCATION_MAX_ERROR_M = 300;
export const LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 };

/**
 * Where the browser says we are, or why it could not say.
 * - `located`: a fix with an estimated error under 300 m.
 * - `inaccurate`: a fix, but too rough to use (GPS off); the coordinates are not kept.
 * - `failed`: permission denied, position unavailable or timed out.
 * - `unsupported`: no Geolocation API in this browser.
 */
export type BrowserLocation =
  | { status: 'pending' }
  | { status: 'located'; latitude: number; longitude: number; accuracy: number }
  | { status: 'inaccurate'; accuracy: number }
  | { status: 'failed'; reason: 'denied' | 'unavailable' | 'timeout' }
  | { status: 'unsupported' };

export type SettledLocation = Exclude<BrowserLocation, { status: 'pending' }>;

const failureReasons: Record<number, 'denied' | 'unavailable' | 'timeout'> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** Applies the accuracy rule to a position the browser gave. */
export function judgePosition(position: Pick<GeolocationPosition, 'coords'>): SettledLocation {
  const { latitude, longitude, accuracy } = position.coords;
  return accuracy < LOCATION_MAX_ERROR_M ? { status: 'located', latitude, longitude, accuracy } : { status: 'inaccurate', accuracy };
}

/** Asks the browser once; never rejects. `geolocation` is injectable for tests. */
export function requestBrowserLocation(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<SettledLocation> {
  if (!geolocation) return Promise.resolve({ status: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve(judgePosition(position)),
      (error) => resolve({ status: 'failed', reason: failureReasons[error.code] ?? 'unavailable' }),
      LOCATION_OPTIONS,
    );
  });
}
