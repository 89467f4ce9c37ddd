import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLocations, RemoteName } from './remote-locations';

export type { RemoteLocations, RemoteName } from './remote-locations';

/** Where the remotes live is read at run time, so a remote is redeployed or rolled back without rebuilding the shell. */
export const REMOTES_URL = '/remotes.json';

/** /remotes.json, with this session's choice among canaries (a chunk of its own: a rendered page carries its choice). */
const fetchRemoteLocations = (): Promise<RemoteLocations> =>
  import('./remote-sessions').then(({ fetchSessionLocations }) => fetchSessionLocations(REMOTES_URL));

let registration: Promise<void> = Promise.resolve();

/**
 * Registers every remote listed in /remotes.json (or `known`, as the server chose them for this session). A failure
 * only logs: the shell renders, remote routes show their fallback. The shell renders without waiting for it (its own
 * screens need no remote); remote pages wait through `remotesRegistered`.
 */
export function registerRemotesFromManifest(known?: RemoteLocations): Promise<void> {
  // The server puts the locations in the page: no request for /remotes.json before a remote page can load.
  registration = (known ? Promise.resolve(known) : fetchRemoteLocations()).then(
    (locations) => {
      registerRemotes(Object.entries(locations).map(([name, entry]) => ({ name, entry })));
    },
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
  registerRemotes([{ name, entry }], { force: true });
}
