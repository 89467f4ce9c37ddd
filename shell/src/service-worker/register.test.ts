import { registerServiceWorkerWhenIdle } from './register';

function fakeWindow({ readyState = 'loading', idle = true } = {}) {
  const registered: [string, RegistrationOptions | undefined][] = [];
  const listeners: Record<string, () => void> = {};
  const idleCallbacks: (() => void)[] = [];
  const win = {
    document: { readyState },
    navigator: {
      serviceWorker: {
        register: (url: string, options?: RegistrationOptions) => {
          registered.push([url, options]);
          return Promise.resolve();
        },
      },
    },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    setTimeout: (work: () => void) => {
      idleCallbacks.push(work);
      return 0;
    },
    ...(idle ? { requestIdleCallback: (work: () => void) => idleCallbacks.push(work) } : {}),
  };
  return { win: win as unknown as Parameters<typeof registerServiceWorkerWhenIdle>[0], registered, listeners, idleCallbacks };
}

it('registers the worker for the whole site only after the load event, when the browser is idle', () => {
  const { win, registered, listeners, idleCallbacks } = fakeWindow();
  registerServiceWorkerWhenIdle(win, true);
  expect(registered).toEqual([]);
  listeners.load?.();
  expect(registered).toEqual([]);
  idleCallbacks.forEach((work) => work());
  expect(registered).toEqual([['/sw.js', { scope: '/' }]]);
});

it('waits only for idleness when the page has already loaded, and for a timer where idleness is unknown', () => {
  for (const idle of [true, false]) {
    const { win, registered, idleCallbacks } = fakeWindow({ readyState: 'complete', idle });
    registerServiceWorkerWhenIdle(win, true);
    expect(registered).toEqual([]);
    idleCallbacks.forEach((work) => work());
    expect(registered).toHaveLength(1);
  }
});

it('registers nothing in a development build', () => {
  const { win, registered, listeners, idleCallbacks } = fakeWindow({ readyState: 'complete' });
  registerServiceWorkerWhenIdle(win, false);
  listeners.load?.();
  idleCallbacks.forEach((work) => work());
  expect(registered).toEqual([]);
});
