// What /remotes.json says (api/src/deploys/site.ts writes it) and which version of each remote a session gets.
// Shared by the server renderer and the browser: both choose with the same bucket cookie, so a session sees one
// version of a remote whether a page was rendered on the server or in the browser.

export type RemoteName = 'mfe_browse' | 'mfe_sell' | 'mfe_account';
export type RemoteLocations = Partial<Record<RemoteName, string>>;
export const REMOTE_NAMES: readonly RemoteName[] = ['mfe_browse', 'mfe_sell', 'mfe_account'];

/** remotes.json: each remote's live manifest, and canaries given to a share of sessions. */
export type RemotesDocument = RemoteLocations & {
  canaries?: Partial<Record<RemoteName, { entry: string; percent: number }>>;
};

/** A session's bucket, 0 to 99: sessions below a canary's percent get the canary. Random, and nothing else. */
export const CANARY_COOKIE = 'bn_canary';

export function bucketFromCookie(cookie: string | undefined): number | null {
  const value = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookie ?? '')?.[1];
  return value === undefined ? null : Number(value);
}

export function newBucket(): number {
  const random = new Uint32Array(1);
  globalThis.crypto.getRandomValues(random);
  return (random[0] ?? 0) % 100;
}

/** The Set-Cookie (or document.cookie) value that keeps a bucket for the browser session. */
export function bucketCookie(bucket: number, secure: boolean): string {
  return `${CANARY_COOKIE}=${bucket}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether any remote has a canary: only then does a session need a bucket (and a cookie to keep it). */
export function hasCanaries(document: RemotesDocument): boolean {
  return Object.keys(document.canaries ?? {}).length > 0;
}

/** The manifest of each remote this session loads: the canary when the bucket falls in its share. */
export function chooseLocations(document: RemotesDocument, bucket: number): RemoteLocations {
  const chosen: RemoteLocations = {};
  for (const name of REMOTE_NAMES) {
    const live = document[name];
    const canary = document.canaries?.[name];
    const entry = canary && bucket < canary.percent ? canary.entry : live;
    if (typeof entry === 'string') chosen[name] = entry;
  }
  return chosen;
}

/** Every manifest the document lists (live and canary): what a server keeps cached. */
export function allEntries(document: RemotesDocument): string[] {
  const entries = REMOTE_NAMES.map((name) => document[name]);
  const canaries = Object.values(document.canaries ?? {}).map((canary) => canary.entry);
  return [...entries, ...canaries].filter((entry): entry is string => typeof entry === 'string');
}

/** The release a manifest URL names (`/remotes/browse/v20261126-.../mf-manifest.json`), or "dist" for a build in place. */
export function versionOfEntry(entry: string): string {
  return /\/(v\d[^/]*)\/mf-manifest\.json$/.exec(entry)?.[1] ?? 'dist';
}
