import fs from 'node:fs/promises';
import path from 'node:path';
import { entryFor, readJson, REMOTE_PACKAGES, sitePaths, type CanaryRecord, type RemotePackage, type RemotesDocument } from './site';

/** Browser sessions that loaded one version of a remote, and those of them that met an error in it. */
export interface VersionHealth {
  remote: string;
  version: string;
  sessions: number;
  errors: number;
}

export function errorRate(health: Pick<VersionHealth, 'sessions' | 'errors'> | undefined): number | null {
  if (!health || health.sessions === 0) return null;
  return Math.min(1, health.errors / health.sessions);
}

/**
 * Whether a canary has failed: enough sessions to judge (minSessions), and a share of them with an error above its
 * threshold. Errors reported by sessions not yet counted are counted against the canary (rate capped at 1).
 */
export function canaryFailed(canary: CanaryRecord, health: VersionHealth | undefined): boolean {
  const rate = errorRate(health);
  return rate !== null && (health?.sessions ?? 0) >= canary.minSessions && rate > canary.maxErrorRate;
}

export function describeFailure(canary: CanaryRecord, health: VersionHealth): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return `error rate ${percent(errorRate(health) ?? 0)} over ${health.sessions} sessions passed ${percent(canary.maxErrorRate)}`;
}

/**
 * Where a remote with no release in the site is (remotes.json lists every remote): the site's current remotes.json
 * keeps what an operator pointed elsewhere; before any deploy, the shell's built remotes.json; else its package's dist/.
 */
export async function builtInRemotes(siteDir: string, webRoot: string | undefined): Promise<RemotesDocument> {
  const defaults: RemotesDocument = {};
  for (const pkg of Object.keys(REMOTE_PACKAGES) as RemotePackage[]) defaults[REMOTE_PACKAGES[pkg].name] = entryFor(pkg, 'dist');
  const shellFile = webRoot && path.join(webRoot, 'shell', 'dist', 'remotes.json');
  const shell = shellFile && (await fs.stat(shellFile).catch(() => null)) ? await readJson<RemotesDocument>(shellFile, {}) : {};
  const site = await readJson<RemotesDocument>(sitePaths(siteDir).remotesFile, {});
  const merged: RemotesDocument = { ...defaults, ...shell, ...site };
  delete merged.canaries;
  return merged;
}
