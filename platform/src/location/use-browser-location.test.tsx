import { act, renderHook, waitFor } from '@testing-library/react';
import { LOCATION_OPTIONS, judgePosition, requestBrowserLocation } from './browser-location';
import { resetSharedBrowserLocation, useBrowserLocation } from './use-browser-location';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

const position = (accuracy: number) => ({ coords: { latitude: 27.7172, longitude: 85.324, accuracy } }) as GeolocationPosition;

/** A Geolocation whose answers the test gives by hand. */
function fakeGeolocation() {
  const calls: { success: Success; failure: Failure; options?: PositionOptions }[] = [];
  const geolocation = {
    getCurrentPosition: jest.fn((success: Success, failure: Failure, options?: PositionOptions) => {
      calls.push({ success, failure, options });
    }),
  } as unknown as Geolocation;
  return { geolocation, calls };
}

function installGeolocation(geolocation: Geolocation | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

describe('judgePosition', () => {
  it('accepts a fix better than 300 m', () => {
    expect(judgePosition(position(299.9))).toEqual({ status: 'located', latitude: 27.7172, longitude: 85.324, accuracy: 299.9 });
  });

  it('refuses a fix of 300 m or worse and keeps no coordinates', () => {
    expect(judgePosition(position(300))).toEqual({ status: 'inaccurate', accuracy: 300 });
  });
});

describe('requestBrowserLocation', () => {
  it('asks for high accuracy, a 10 s time-out and no cached position', async () => {
    const { geolocation, calls } = fakeGeolocation();
    const answer = requestBrowserLocation(geolocation);
    expect(calls[0]!.options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 });
    expect(LOCATION_OPTIONS.maximumAge).toBe(0);
    calls[0]!.success(position(20));
    await expect(answer).resolves.toMatchObject({ status: 'located', latitude: 27.7172 });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('turns error code %p into a %p failure', async (code, reason) => {
    const { geolocation, calls } = fakeGeolocation();
    const answer = requestBrowserLocation(geolocation);
    calls[0]!.failure({ code, message: '' } as GeolocationPositionError);
    await expect(answer).resolves.toEqual({ status: 'failed', reason });
  });

  it('says so when the browser has no Geolocation API', async () => {
    await expect(requestBrowserLocation(undefined)).resolves.toEqual({ status: 'unsupported' });
  });
});

describe('useBrowserLocation', () => {
  afterEach(() => {
    resetSharedBrowserLocation();
    installGeolocation(undefined);
  });

  it('is pending until the browser answers, then located', async () => {
    const { geolocation, calls } = fakeGeolocation();
    installGeolocation(geolocation);
    const { result } = renderHook(() => useBrowserLocation());
    expect(result.current.location).toEqual({ status: 'pending' });
    act(() => calls[0]!.success(position(12)));
    await waitFor(() => expect(result.current.location.status).toBe('located'));
  });

  it('does not ask while disabled', () => {
    const { geolocation } = fakeGeolocation();
    installGeolocation(geolocation);
    const { result } = renderHook(() => useBrowserLocation({ enabled: false }));
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(result.current.location).toEqual({ status: 'pending' });
  });

  it('asks only once across components with reuse, and answers later ones at once', async () => {
    const { geolocation, calls } = fakeGeolocation();
    installGeolocation(geolocation);
    const first = renderHook(() => useBrowserLocation({ reuse: true }));
    const second = renderHook(() => useBrowserLocation({ reuse: true }));
    act(() => calls[0]!.failure({ code: 1, message: '' } as GeolocationPositionError));
    await waitFor(() => expect(first.result.current.location.status).toBe('failed'));
    expect(second.result.current.location.status).toBe('failed');
    const third = renderHook(() => useBrowserLocation({ reuse: true }));
    expect(third.result.current.location).toEqual({ status: 'failed', reason: 'denied' });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('asks again on refresh', async () => {
    const { geolocation, calls } = fakeGeolocation();
    installGeolocation(geolocation);
    const { result } = renderHook(() => useBrowserLocation());
    act(() => calls[0]!.success(position(900)));
    await waitFor(() => expect(result.current.location.status).toBe('inaccurate'));
    act(() => result.current.refresh());
    expect(result.current.location).toEqual({ status: 'pending' });
    act(() => calls[1]!.success(position(15)));
    await waitFor(() => expect(result.current.location.status).toBe('located'));
  });
});

describe('useBrowserLocation without a Geolocation API', () => {
  it('is unsupported at once', () => {
    installGeolocation(undefined);
    const { result } = renderHook(() => useBrowserLocation());
    expect(result.current.location).toEqual({ status: 'unsupported' });
  });
});
