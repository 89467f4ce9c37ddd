import { lazy, Suspense, useSyncExternalStore } from 'react';

export const TOAST_AUTO_CLOSE_MS = 4000;
export const TOAST_LIMIT = 3;

/** Alt+T moves focus to the toasts (react-toastify's hotKeys). */
const altT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

// react-toastify (≈ 10 KB gzip) loads with the first toast rather than with every page: most visits never show one.
// A toast raised before the container has mounted waits in react-toastify's queue, so none is lost.
const loadToastify = () => import('react-toastify');
const LazyToastContainer = lazy(() => loadToastify().then(({ ToastContainer }) => ({ default: ToastContainer })));

let toastsWanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Where toasts appear; renders nothing until the first one is raised. Mounted once, by AppProviders. */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toastsWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} hotKeys={altT} newestOnTop />
    </Suspense>
  );
}

interface NotifyOptions {
  /** Toasts with the same id are one toast: a new message replaces the one on screen (its text, kind and timer). */
  id?: string;
}

function show(kind: 'success' | 'error', message: string, { id }: NotifyOptions = {}) {
  if (!toastsWanted) {
    toastsWanted = true;
    for (const listener of listeners) listener();
  }
  loadToastify().then(
    ({ toast }) => {
      // react-toastify ignores a second toast with an id on screen; update it instead, so the newest news shows.
      if (id && toast.isActive(id)) toast.update(id, { render: message, type: kind, autoClose: TOAST_AUTO_CLOSE_MS });
      else toast[kind](message, id ? { toastId: id } : undefined);
    },
    (error: unknown) => {
      console.error('Could not show a notification:', message, error);
    },
  );
}

/** Brief notices that close on their own (docs/architecture.md §5: 4 s, at most 3 at a time, Alt+T focuses them). */
export const notify = {
  success: (message: string, options?: NotifyOptions) => {
    show('success', message, options);
  },
  error: (message: string, options?: NotifyOptions) => {
    show('error', message, options);
  },
  /** Closes the toast with this id, or every toast: news that no longer holds (a failed sign-in, once signed in). */
  dismiss: (id?: string) => {
    // Nothing was ever shown: nothing to close, and no reason to load react-toastify.
    if (!toastsWanted) return;
    void loadToastify().then(({ toast }) => {
      toast.dismiss(id);
    });
  },
};
