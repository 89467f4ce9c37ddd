import type { ExtendableEventLike, FetchEventLike, WindowClientLike, WorkerScope } from './scope';

// A service worker's world in memory, for the unit tests (Node's Request and Response; run them with
// `@jest-environment node`): caches, clients, notifications and a network that answers what a test says.

class FakeCache {
  readonly entries = new Map<string, Response>();
  match(request: Request | string) {
    const found = this.entries.get(typeof request === 'string' ? new URL(request, 'https://booknook.test').href : request.url);
    return Promise.resolve(found?.clone());
  }
  put(request: Request | string, response: Response) {
    this.entries.set(typeof request === 'string' ? new URL(request, 'https://booknook.test').href : request.url, response);
    return Promise.resolve();
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  delete(request: Request | string) {
    return Promise.resolve(this.entries.delete(typeof request === 'string' ? request : request.url));
  }
}

export class FakeCaches {
  readonly stores = new Map<string, FakeCache>();
  open(name: string) {
    const cache = this.stores.get(name) ?? new FakeCache();
    this.stores.set(name, cache);
    return Promise.resolve(cache as unknown as Cache);
  }
  keys() {
    return Promise.resolve([...this.stores.keys()]);
  }
  delete(name: string) {
    return Promise.resolve(this.stores.delete(name));
  }
  has(name: string) {
    return Promise.resolve(this.stores.has(name));
  }
}

export const ORIGIN = 'https://booknook.test';

export interface FakeTab extends WindowClientLike {
  navigated: string[];
  focusedCount: number;
}

export function fakeTab(url: string, { focused = false, controlled = true } = {}): FakeTab {
  const tab: FakeTab = {
    url,
    focused,
    navigated: [],
    focusedCount: 0,
    focus: () => {
      tab.focusedCount += 1;
      return Promise.resolve(tab);
    },
    navigate: (to: string) => {
      if (!controlled) return Promise.reject(new TypeError('This service worker is not the client’s active service worker.'));
      tab.navigated.push(to);
      return Promise.resolve(tab);
    },
  };
  return tab;
}

export function fakeWorker({
  tabs = [] as FakeTab[],
  language = 'en-GB',
  network = (_request: Request): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')),
} = {}) {
  const caches = new FakeCaches();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const fetched: string[] = [];
  const calls = { skipWaiting: 0, claim: 0, preload: 0 };
  const scope: WorkerScope = {
    location: { origin: ORIGIN },
    navigator: { language },
    caches: caches as unknown as CacheStorage,
    registration: {
      showNotification: (title, options) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
      navigationPreload: {
        enable: () => {
          calls.preload += 1;
          return Promise.resolve();
        },
      },
    },
    clients: {
      matchAll: () => Promise.resolve(tabs),
      openWindow: (url) => {
        opened.push(url);
        return Promise.resolve(null);
      },
      claim: () => {
        calls.claim += 1;
        return Promise.resolve();
      },
    },
    fetch: (request) => {
      fetched.push(request.url);
      return network(request);
    },
    skipWaiting: () => {
      calls.skipWaiting += 1;
      return Promise.resolve();
    },
  };
  return { scope, caches, shown, opened, fetched, calls };
}

/** An event whose waitUntil and respondWith promises a test can wait for. */
export function fakeEvent<E extends object>(fields: E) {
  const pending: Promise<unknown>[] = [];
  let responded: Promise<Response> | undefined;
  const event: E & ExtendableEventLike & Pick<FetchEventLike, 'respondWith'> = {
    ...fields,
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    respondWith: (response: Promise<Response>) => {
      responded = response;
    },
  };
  return {
    event,
    /** The response given, or undefined when the worker left the request to the browser. */
    response: () => responded,
    settled: async () => {
      await responded;
      // Work queued while other work ran is waited for too.
      for (let done = 0; done < pending.length; done += 1) await pending[done];
    },
  };
}

/** A page's request (Node's Request refuses the `navigate` mode, which only browsers make). */
export const navigation = (path: string) => ({ url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate' }) as Request;
