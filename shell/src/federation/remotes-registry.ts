import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  bucketCookie,
  bucketFromCookie,
  chooseLocations,
  hasCanaries,
  newBucket,
  type RemoteLocations,
  type RemoteName,
  type RemotesDocument,
} from './remote-locations';

export type { RemoteLocations, RemoteName } from './remote-locations';

/** Where the remotes live is read at run time, so a remote is redeployed or rolled back without rebuilding the shell. */
export const REMOTES_URL = '/remotes.json';

/** This session's bucket: the cookie the server set, else (while a canary runs) one set here, as the server would. */
function sessionBucket(remotes: RemotesDocument): number {
  const known = bucketFromCookie(document.cookie);
  if (known !== null) return known;
  const bucket = newBucket();
  if (hasCanaries(remotes)) document.cookie = bucketCookie(bucket, location.protocol === 'https:');
  return bucket;
}

async function fetchRemoteLocations(): Promise<RemoteLocations> {
  const response = await fetch(REMOTES_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  const remotes = (await response.json()) as RemotesDocument;
  return chooseLocations(remotes, sessionBucket(remotes));
}

let registration: Promise<void> = Promise.resolve();
const registered = new Map<RemoteName, string>();

function register(locations: RemoteLocations, force = false) {
  const remotes = Object.entries(locations).map(([name, entry]) => ({ name, entry }));
  if (force) registerRemotes(remotes, { force });
  else registerRemotes(remotes);
  for (const { name, entry } of remotes) registered.set(name as RemoteName, entry);
}

/** The manifest a remote was registered with (its version), once registered. */
export function registeredEntry(name: RemoteName): string | undefined {
  return registered.get(name);
}

/**
 * Registers every remote listed in /remotes.json (or `known`, as the server chose them for this session). A failure
 * only logs: the shell renders, remote routes show their fallback. The shell renders without waiting for it (its own
 * screens need no remote); remote pages wait through `remotesRegistered`.
 */
export function registerRemotesFromManifest(known?: RemoteLocations): Promise<void> {
  // The server puts the locations in the page: no request for /remotes.json before a remote page can load.
  registration = (known ? Promise.resolve(known) : fetchRemoteLocations()).then(
    (locations) => register(locations),
    (error: unknown) => {
      console.error('Could not read the remote locations; remote pages will show their fallback.', error);
    },
  );
  return registration;
}

/** Settles once the remotes read at start are registered (or could not be). */
export function remotesRegistered(): Promise<void> {
  return registration;
}

/** Reads /remotes.json again and re-registers one remote, dropping what the runtime cached of its failed load. */
export async function refreshRemote(name: RemoteName): Promise<void> {
  const entry = (await fetchRemoteLocations())[name];
  if (!entry) throw new Error(`Remote ${name} is not listed in ${REMOTES_URL}`);
  register({ [name]: entry }, true);
}
