import { http } from '@booknook/platform';
import { forgetPushSubscription } from './forget-push';

const ENDPOINT = 'https://push.example/abc';

function fakeWindow({ subscribed = true, registered = true } = {}) {
  const unsubscribed = { count: 0 };
  const subscription = {
    endpoint: ENDPOINT,
    unsubscribe: () => {
      unsubscribed.count += 1;
      return Promise.resolve(true);
    },
  };
  const registration = { pushManager: { getSubscription: () => Promise.resolve(subscribed ? subscription : null) } };
  const win = {
    navigator: { serviceWorker: { getRegistration: () => Promise.resolve(registered ? registration : undefined) } },
    setTimeout: (work: () => void, ms: number) => window.setTimeout(work, ms),
    clearTimeout: (id: number) => window.clearTimeout(id),
  };
  return { win: win as unknown as Parameters<typeof forgetPushSubscription>[0], unsubscribed };
}

describe('forgetting the push subscription at sign-out', () => {
  let remove: jest.SpyInstance;
  beforeEach(() => {
    remove = jest.spyOn(http, 'delete').mockResolvedValue({} as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it('tells the API which subscription to forget, then ends it in the browser', async () => {
    const { win, unsubscribed } = fakeWindow();
    await forgetPushSubscription(win);
    expect(remove).toHaveBeenCalledWith('/push/subscriptions/', { data: { endpoint: ENDPOINT } });
    expect(unsubscribed.count).toBe(1);
  });

  it('does nothing where there is no worker or no subscription', async () => {
    for (const options of [{ registered: false }, { subscribed: false }]) {
      const { win, unsubscribed } = fakeWindow(options);
      await forgetPushSubscription(win);
      expect(unsubscribed.count).toBe(0);
    }
    await forgetPushSubscription({ navigator: {}, setTimeout: window.setTimeout, clearTimeout: window.clearTimeout } as never);
    expect(remove).not.toHaveBeenCalled();
  });

  it('still ends the browser’s subscription, and resolves, when the API refuses', async () => {
    remove.mockRejectedValue({ status: 500 });
    const { win, unsubscribed } = fakeWindow();
    await expect(forgetPushSubscription(win)).resolves.toBeUndefined();
    expect(unsubscribed.count).toBe(1);
  });

  it('gives up after the time limit so sign-out goes on', async () => {
    remove.mockReturnValue(new Promise(() => undefined));
    const { win } = fakeWindow();
    jest.useFakeTimers();
    try {
      const done = forgetPushSubscription(win, 2000);
      await jest.advanceTimersByTimeAsync(2000);
      await expect(done).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
