import { REMOTE_NAMES, versionOfEntry, type RemoteLocations } from '../federation/remote-locations';

// A page's canary assignment (docs/deploys.md): the API signs the versions this page was rendered with, and only the
// browser's reports that carry it count. The API gives it to the server itself only (GET /internal/remote-assignment),
// so the renderer must reach the API directly (API_URL), not through nginx.

type Log = Pick<Console, 'warn'>;

/** Asks the API for the assignment of these locations' releases; undefined when there are none or the API says no. */
export function remoteAssignmentFetcher(apiOrigin: string, timeoutMs: number, log: Log) {
  let warned = false;
  return async (locations: RemoteLocations): Promise<string | undefined> => {
    const query = new URLSearchParams();
    for (const name of REMOTE_NAMES) {
      const entry = locations[name];
      const version = entry === undefined ? 'dist' : versionOfEntry(entry);
      // A build in place has no canary to judge, and its reports are not sent.
      if (version !== 'dist') query.set(name, version);
    }
    if (query.toString() === '') return undefined;
    try {
      const response = await fetch(`${apiOrigin}/internal/remote-assignment?${query}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the API answered ${response.status}`);
      const { assignment } = (await response.json()) as { assignment: string | null };
      return assignment ?? undefined;
    } catch (error) {
      // Once: every page would say the same. Pages still render; their canary reports just do not count.
      if (!warned) log.warn('No canary assignment for rendered pages (their remote reports will not count)', error);
      warned = true;
      return undefined;
    }
  };
}
