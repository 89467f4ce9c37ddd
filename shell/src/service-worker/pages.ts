import { offlineLanguage, offlinePage } from './offline-page';
import type { FetchEventLike, WorkerScope } from './scope';
import { recallSeen } from './seen-conversations';

// Pages come from the network, always: a page names the remotes it loads, and an old page would load old remotes.
// Only when there is no network at all does the member get the offline page.

const OFFLINE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // The page has no script and loads nothing: its inline style is all it may use.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

export async function offlineResponse(scope: Pick<WorkerScope, 'caches' | 'navigator'>, url: string): Promise<Response> {
  const { pathname, search } = new URL(url);
  const html = offlinePage(offlineLanguage(scope.navigator.language), await recallSeen(scope.caches), `${pathname}${search}`);
  return new Response(html, { status: 503, headers: OFFLINE_HEADERS });
}

export async function networkFirstPage(
  scope: Pick<WorkerScope, 'caches' | 'navigator' | 'fetch'>,
  event: FetchEventLike,
): Promise<Response> {
  try {
    // Navigation preload: the request left while the worker was starting, so the worker costs the page no time.
    return (await event.preloadResponse) ?? (await scope.fetch(event.request));
  } catch {
    return offlineResponse(scope, event.request.url);
  }
}
