// What the service worker uses of its global scope. The shell type-checks against the DOM library, which lacks the
// worker's events and clients (the WebWorker library clashes with it), so they are named here; the handlers take
// the scope as an argument, which is also how the unit tests hand them a fake one.

export interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  /** The navigation's response, already under way while the worker started (navigation preload). */
  readonly preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  readonly data: { text(): string } | null;
}

export interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: { readonly data: unknown; close(): void };
}

export interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}

export interface WindowClientLike {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}

export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly navigator: { readonly language: string };
  readonly caches: CacheStorage;
  readonly registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
    readonly navigationPreload?: { enable(): Promise<void> };
  };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
    claim(): Promise<void>;
  };
  fetch(request: Request): Promise<Response>;
  skipWaiting(): Promise<void>;
}
