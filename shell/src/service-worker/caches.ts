import type { WorkerScope } from './scope';

// Content-hashed files, one cache per shell release: a release starts afresh, so the chunks of remotes deployed
// since the last one do not pile up for ever, and the files every page needs come back from the HTTP cache.

const ASSET_CACHE_PREFIX = 'booknook-assets-';
export const ASSET_CACHE = `${ASSET_CACHE_PREFIX}${process.env.SHELL_VERSION ?? 'dev'}`;
/** Past this many files the oldest go (a release of every remote is about 60 files). */
export const ASSETS_KEPT = 400;

/** Deletes the asset caches of earlier releases (the offline page's data is not one of them). */
export async function deleteOldAssetCaches(caches: CacheStorage): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(ASSET_CACHE_PREFIX) && name !== ASSET_CACHE).map((name) => caches.delete(name)));
}

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - ASSETS_KEPT)).map((key) => cache.delete(key)));
}

/** A hashed file never changes: the cached copy when there is one, else the network's, kept for next time. */
export async function cacheFirst(
  scope: Pick<WorkerScope, 'caches' | 'fetch'>,
  request: Request,
  keep: (work: Promise<unknown>) => void,
): Promise<Response> {
  const cache = await scope.caches.open(ASSET_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await scope.fetch(request);
  if (response.status === 200 && response.type === 'basic') keep(cache.put(request, response.clone()).then(() => trim(cache)));
  return response;
}
