import {
  bucketCookie,
  bucketFromCookie,
  chooseLocations,
  hasCanaries,
  newBucket,
  versionOfEntry,
  type RemoteLocations,
  type RemoteName,
  type RemotesDocument,
} from './remote-locations';

// What the browser does about a session's remote versions, off the first visit's JavaScript (a chunk of its own):
// choose them when it reads /remotes.json itself (Retry, a page the server did not render; a rendered page carries the
// server's choice), and report the releases it loads to the API.

/** This session's bucket: the cookie the server set, else (while a canary runs) one set here, as the server would. */
function sessionBucket(remotes: RemotesDocument): number {
  const known = bucketFromCookie(document.cookie);
  if (known !== null) return known;
  const bucket = newBucket();
  if (hasCanaries(remotes)) document.cookie = bucketCookie(bucket, location.protocol === 'https:');
  return bucket;
}

/** The versions this session loads: the same choice the server makes for it. */
export function chooseSessionLocations(remotes: RemotesDocument): RemoteLocations {
  return chooseLocations(remotes, sessionBucket(remotes));
}

/** Reads `url` (/remotes.json) and chooses this session's versions from it. */
export async function fetchSessionLocations(url: string): Promise<RemoteLocations> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return chooseSessionLocations((await response.json()) as RemotesDocument);
}

const sent = new Set<string>();

/**
 * Tells the API (api/src/features/remote-health), once per page and release, that the page loaded it ("session", sent
 * as it starts loading) or met an error in it: the figures that decide whether a canary stays. With the page's
 * assignment, without which the API counts nothing.
 */
export function sendReport(remote: RemoteName, entry: string, kind: 'session' | 'error', assignment: string): void {
  const version = versionOfEntry(entry);
  // An error counts its page too, should the page's own report have been lost.
  if (kind === 'error') sendReport(remote, entry, 'session', assignment);
  const key = `${remote} ${version} ${kind}`;
  if (sent.has(key)) return;
  sent.add(key);
  const body = JSON.stringify({ remote, version, kind, assignment });
  navigator.sendBeacon('/api/v1/remote-events/', new Blob([body], { type: 'application/json' }));
}
