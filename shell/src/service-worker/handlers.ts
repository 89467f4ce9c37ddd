import { cacheFirst, deleteOldAssetCaches } from './caches';
import { networkFirstPage } from './pages';
import { FORGET_MESSAGE } from './protocol';
import { routeOf } from './requests';
import type { ExtendableEventLike, FetchEventLike, MessageEventLike, WorkerScope } from './scope';
import { forgetSeen, watchAnswer } from './seen-conversations';

// The worker's life and its fetches. A new worker takes over at once (skipWaiting, then clients.claim) and never
// reloads a page: pages, remote entries and remotes.json come from the network whoever controls the tab, and hashed
// files cannot go stale, so a page opened under the old worker keeps working and its next navigation uses the new one.

/** Nothing to fetch first: the offline page is part of the worker's own script, which the browser keeps. */
export function onInstall(scope: WorkerScope, event: ExtendableEventLike): void {
  event.waitUntil(scope.skipWaiting());
}

export function onActivate(scope: WorkerScope, event: ExtendableEventLike): void {
  event.waitUntil(
    (async () => {
      await deleteOldAssetCaches(scope.caches);
      await scope.registration.navigationPreload?.enable();
      await scope.clients.claim();
    })(),
  );
}

async function watchedApi(scope: WorkerScope, event: FetchEventLike): Promise<Response> {
  const response = await scope.fetch(event.request);
  event.waitUntil(watchAnswer(scope.caches, event.request, response.clone()));
  return response;
}

export function onFetch(scope: WorkerScope, event: FetchEventLike): void {
  switch (routeOf(event.request, scope.location.origin)) {
    case 'page':
      event.respondWith(networkFirstPage(scope, event));
      return;
    case 'hashed-file':
      event.respondWith(cacheFirst(scope, event.request, (work) => event.waitUntil(work)));
      return;
    case 'watched-api':
      event.respondWith(watchedApi(scope, event));
      return;
    case 'network':
      return;
  }
}

export function onMessage(scope: WorkerScope, event: MessageEventLike): void {
  if (event.data === FORGET_MESSAGE) event.waitUntil(forgetSeen(scope.caches));
}
