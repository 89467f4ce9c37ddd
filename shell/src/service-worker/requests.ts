// Which way each request goes. Only pages, content-hashed files and the few API calls the offline page depends on
// are handled; everything else (remotes.json, mf-manifest.json, remoteEntry.js, the rest of the API, the live
// stream, icons) is left to the browser and the network, so a deployed remote can never be answered from here.

/** What the worker does with a request. */
export type RequestRoute =
  /** A page: the network first, the offline page when there is none. */
  | 'page'
  /** A content-hashed file: from the cache when it is there (its name changes with its content). */
  | 'hashed-file'
  /** An API call whose answer the offline page keeps or forgets: passed to the network, its answer looked at. */
  | 'watched-api'
  /** Not handled: the browser goes to the network as if there were no worker. */
  | 'network';

/** The shell's and the remotes' static folders (a release folder of `npm run deploy` too): names carry a content hash. */
const HASHED_FILE = /^\/(remotes\/[a-z]+\/(v\d[^/]*\/)?)?static\//;

export const API_PATHS = {
  conversations: '/api/v1/conversations/',
  logout: '/api/v1/users/logout/',
  me: '/api/v1/users/me/',
} as const;

function isWatchedApi(method: string, pathname: string): boolean {
  if (pathname === API_PATHS.conversations) return method === 'GET';
  if (pathname === API_PATHS.logout) return true;
  if (pathname === API_PATHS.me) return method === 'GET' || method === 'DELETE';
  return false;
}

export function routeOf(request: Pick<Request, 'method' | 'mode' | 'url'>, origin: string): RequestRoute {
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (isWatchedApi(request.method, url.pathname)) return 'watched-api';
  if (request.method !== 'GET') return 'network';
  if (request.mode === 'navigate') return 'page';
  if (HASHED_FILE.test(url.pathname)) return 'hashed-file';
  return 'network';
}
