import type { RemoteName } from './remote-locations';
import { versionOfEntry } from './remote-locations';
import { registeredEntry } from './remotes-registry';

// Tells the API, once per browser tab session and remote version, that this session loaded the version and whether
// it met an error in it (api/src/features/remote-health): the figures that decide whether a canary stays.

const REPORTS_URL = '/api/v1/remote-events/';
const sentThisPage = new Set<string>();

function alreadySent(key: string): boolean {
  if (sentThisPage.has(key)) return true;
  sentThisPage.add(key);
  try {
    if (sessionStorage.getItem(key)) return true;
    sessionStorage.setItem(key, '1');
  } catch {
    // No storage (private mode, a sandbox): once per page, then.
  }
  return false;
}

export function reportRemote(name: RemoteName, kind: 'session' | 'error'): void {
  const entry = registeredEntry(name);
  if (typeof window === 'undefined' || !entry) return;
  const version = versionOfEntry(entry);
  // An error counts its session too, should the session's own report have been lost.
  if (kind === 'error') reportRemote(name, 'session');
  if (alreadySent(`booknook-remote:${name}:${version}:${kind}`)) return;
  void fetch(REPORTS_URL, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ remote: name, version, kind }),
  }).catch(() => undefined);
}
