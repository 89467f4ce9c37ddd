import {
  DeployError,
  HISTORY_LENGTH,
  readJson,
  remotesDocumentFor,
  sitePaths,
  UNVERSIONED,
  withSiteLock,
  writeJsonAtomically,
  type CanaryRecord,
  type DeploysDocument,
  type RemoteDeploys,
  type RemotePackage,
  type RemotesDocument,
} from './site';

// What each command does to deploys.json; remotes.json is then written from it. Pure functions on a copy, so that
// the tests read like the commands.

function stateOf(deploys: DeploysDocument, pkg: RemotePackage): RemoteDeploys {
  return deploys[pkg] ?? { live: UNVERSIONED, history: [] };
}

function abandon(state: RemoteDeploys, reason: string, now: Date): void {
  if (!state.canary) return;
  state.abandoned = [{ version: state.canary.version, at: now.toISOString(), reason }, ...(state.abandoned ?? [])].slice(0, HISTORY_LENGTH);
  delete state.canary;
}

/** `version` becomes the live one; the one it replaces heads the history. A canary is dropped (this deploy wins). */
export function goLive(deploys: DeploysDocument, pkg: RemotePackage, version: string, now = new Date()): DeploysDocument {
  const state = stateOf(deploys, pkg);
  if (state.canary && state.canary.version !== version) abandon(state, `replaced by ${version}`, now);
  delete state.canary;
  if (state.live !== version) state.history = [state.live, ...state.history].slice(0, HISTORY_LENGTH);
  state.live = version;
  return { ...deploys, [pkg]: state };
}

export type CanaryLimits = Pick<CanaryRecord, 'maxErrorRate' | 'minSessions'>;
export const DEFAULT_CANARY_LIMITS: CanaryLimits = { maxErrorRate: 0.05, minSessions: 20 };

/** `version` goes to `percent`% of sessions; the live version keeps the rest. */
export function startCanary(
  deploys: DeploysDocument,
  pkg: RemotePackage,
  version: string,
  percent: number,
  limits: CanaryLimits = DEFAULT_CANARY_LIMITS,
  now = new Date(),
): DeploysDocument {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new DeployError(`A canary's share is 1 to 99 (%), not ${percent}.`);
  const state = stateOf(deploys, pkg);
  if (state.live === version) throw new DeployError(`${pkg} ${version} is already live.`);
  abandon(state, `replaced by canary ${version}`, now);
  state.canary = { version, percent, since: now.toISOString(), ...limits };
  return { ...deploys, [pkg]: state };
}

/** The canary becomes the live version. */
export function promote(deploys: DeploysDocument, pkg: RemotePackage, now = new Date()): DeploysDocument {
  const canary = deploys[pkg]?.canary;
  if (!canary) throw new DeployError(`${pkg} has no canary to promote.`);
  return goLive(deploys, pkg, canary.version, now);
}

/** With a canary: drops it (every session back on the live version). Without: the previous live version returns. */
export function rollback(deploys: DeploysDocument, pkg: RemotePackage, now = new Date()): { deploys: DeploysDocument; summary: string } {
  const state = stateOf(deploys, pkg);
  if (state.canary) {
    const { version } = state.canary;
    abandon(state, 'rolled back by an operator', now);
    return { deploys: { ...deploys, [pkg]: state }, summary: `${pkg}: canary ${version} rolled back; ${state.live} serves everyone.` };
  }
  const [previous, ...older] = state.history;
  if (previous === undefined) throw new DeployError(`${pkg} has no earlier version to roll back to.`);
  const replaced = state.live;
  state.live = previous;
  state.history = older;
  return { deploys: { ...deploys, [pkg]: state }, summary: `${pkg}: rolled back from ${replaced} to ${previous}.` };
}

/** The watcher's rollback: only if that same canary is still running (another writer may have acted first). */
export function rollbackCanary(deploys: DeploysDocument, pkg: RemotePackage, version: string, reason: string, now = new Date()) {
  const state = deploys[pkg];
  if (state?.canary?.version !== version) return null;
  abandon(state, reason, now);
  return { ...deploys, [pkg]: state };
}

export interface Site {
  siteDir: string;
  /** The remotes.json the shell was built with: where a remote with no release yet is. */
  builtInRemotes: RemotesDocument;
}

export async function readDeploys(siteDir: string): Promise<DeploysDocument> {
  return readJson<DeploysDocument>(sitePaths(siteDir).deploysFile, {});
}

/**
 * Applies a change under the site's lock: deploys.json first, then remotes.json from it (both renamed into place), so a
 * crash between the two is mended by the next command. `change` returns null for "nothing to do".
 */
export async function updateSite<R>(
  site: Site,
  change: (deploys: DeploysDocument) => { deploys: DeploysDocument; result: R } | null,
): Promise<R | null> {
  const paths = sitePaths(site.siteDir);
  return withSiteLock(site.siteDir, async () => {
    const current = await readDeploys(site.siteDir);
    const changed = change(structuredClone(current));
    if (!changed) return null;
    await writeJsonAtomically(paths.deploysFile, changed.deploys);
    await writeJsonAtomically(paths.remotesFile, remotesDocumentFor(changed.deploys, site.builtInRemotes));
    return changed.result;
  });
}
