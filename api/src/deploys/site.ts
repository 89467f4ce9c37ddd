import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// The "site" folder holds what `npm run deploy` publishes (docs/deploys.md): remotes.json (what the shell loads),
// deploys.json (live, canary and history per remote) and remotes/<team>/<version>/, one immutable folder per release.

/** The remotes a deploy knows: package folder, federation name (the key in remotes.json), URL segment. */
export const REMOTE_PACKAGES = {
  'mfe-browse': { name: 'mfe_browse', team: 'browse' },
  'mfe-sell': { name: 'mfe_sell', team: 'sell' },
  'mfe-account': { name: 'mfe_account', team: 'account' },
} as const;
export type RemotePackage = keyof typeof REMOTE_PACKAGES;
export type RemoteName = (typeof REMOTE_PACKAGES)[RemotePackage]['name'];

export function isRemotePackage(value: string): value is RemotePackage {
  return Object.hasOwn(REMOTE_PACKAGES, value);
}

export function packageOfName(name: string): RemotePackage | undefined {
  return (Object.keys(REMOTE_PACKAGES) as RemotePackage[]).find((pkg) => REMOTE_PACKAGES[pkg].name === name);
}

/** A release's folder name: sortable by time, "v" and a digit first (nginx.conf tells release folders by that). */
export const VERSION_PATTERN = /^v\d{8}-\d{6}-[0-9a-f]{8}$/;
/** What the shell's own build lists: the remote served from its package's dist/ (no release yet). */
export const UNVERSIONED = 'dist';

/** The manifest URL the shell loads for one version of a remote. */
export function entryFor(pkg: RemotePackage, version: string): string {
  const team = REMOTE_PACKAGES[pkg].team;
  return version === UNVERSIONED ? `/remotes/${team}/mf-manifest.json` : `/remotes/${team}/${version}/mf-manifest.json`;
}

/** The version a manifest URL names (the release folder), or UNVERSIONED for a package's dist/. */
export function versionOfEntry(entry: string): string {
  return /\/(v\d[^/]*)\/mf-manifest\.json$/.exec(entry)?.[1] ?? UNVERSIONED;
}

export interface CanaryRecord {
  version: string;
  /** Share of sessions (0-100) that get the canary. */
  percent: number;
  since: string;
  /** Above this share of sessions reporting an error (once minSessions have loaded it), the canary is rolled back. */
  maxErrorRate: number;
  minSessions: number;
}

export interface RemoteDeploys {
  live: string;
  /** Earlier live versions, newest first: what `rollback` returns to. */
  history: string[];
  canary?: CanaryRecord;
  /** Canaries rolled back, newest first, and why. */
  abandoned?: { version: string; at: string; reason: string }[];
}

export type DeploysDocument = Partial<Record<RemotePackage, RemoteDeploys>>;

/** remotes.json: the live manifest of each remote, and the canaries with the share of sessions that load them. */
export type RemotesDocument = Partial<Record<RemoteName, string>> & {
  canaries?: Partial<Record<RemoteName, { entry: string; percent: number }>>;
};

export const HISTORY_LENGTH = 10;

export class DeployError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployError';
  }
}

export interface SitePaths {
  siteDir: string;
  remotesFile: string;
  deploysFile: string;
  releasesDir(pkg: RemotePackage): string;
}

export function sitePaths(siteDir: string): SitePaths {
  return {
    siteDir,
    remotesFile: path.join(siteDir, 'remotes.json'),
    deploysFile: path.join(siteDir, 'deploys.json'),
    releasesDir: (pkg) => path.join(siteDir, 'remotes', REMOTE_PACKAGES[pkg].team),
  };
}

export async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

/** Written beside and renamed over: a reader sees the old file or the new one, never half of one. */
export async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** remotes.json as deploys.json says it: every remote without a release keeps its entry from the shell's build. */
export function remotesDocumentFor(deploys: DeploysDocument, builtIn: RemotesDocument): RemotesDocument {
  const document: RemotesDocument = {};
  const canaries: NonNullable<RemotesDocument['canaries']> = {};
  for (const pkg of Object.keys(REMOTE_PACKAGES) as RemotePackage[]) {
    const { name } = REMOTE_PACKAGES[pkg];
    const state = deploys[pkg];
    const entry = state ? entryFor(pkg, state.live) : builtIn[name];
    if (entry) document[name] = entry;
    if (state?.canary) canaries[name] = { entry: entryFor(pkg, state.canary.version), percent: state.canary.percent };
  }
  if (Object.keys(canaries).length > 0) document.canaries = canaries;
  return document;
}

const LOCK_STALE_MS = 30_000;

/**
 * One writer at a time (a deploy, or an API instance rolling a canary back): a lock folder beside the files.
 * A lock older than LOCK_STALE_MS is a crashed writer's and is taken over.
 */
export async function withSiteLock<T>(siteDir: string, work: () => Promise<T>, waitMs = 10_000): Promise<T> {
  const lock = path.join(siteDir, '.deploy.lock');
  await fs.mkdir(siteDir, { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await fs.stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) await fs.rm(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new DeployError(`Another deploy holds ${lock}; try again when it is done.`);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}
