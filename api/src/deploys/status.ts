import { canaryFailed, errorRate, type VersionHealth } from './canary-health';
import { REMOTE_PACKAGES, UNVERSIONED, type RemotePackage } from './site';
import { readDeploys } from './switching';

/** The figures per remote version, or null when they cannot be had (the API is not running). */
export type HealthSource = () => Promise<VersionHealth[] | null>;

/** From the running API's local-only door (features/remote-health/routes.ts). */
export function healthFromApi(apiUrl: string): HealthSource {
  return async () => {
    try {
      const response = await fetch(new URL('/internal/remote-health', apiUrl), { signal: AbortSignal.timeout(3000) });
      if (!response.ok) return null;
      return ((await response.json()) as { versions: VersionHealth[] }).versions;
    } catch {
      return null;
    }
  };
}

function figures(health: VersionHealth | undefined): string {
  if (!health) return 'no sessions yet';
  const rate = errorRate(health);
  return `${health.sessions} sessions, ${health.errors} with errors${rate === null ? '' : ` (${(rate * 100).toFixed(1)}%)`}`;
}

/** What `npm run deploy -- status` prints: per remote, the live version, the canary, and their error rates. */
export async function formatStatus(siteDir: string, health?: HealthSource): Promise<string> {
  const deploys = await readDeploys(siteDir);
  const versions = health ? await health() : null;
  const find = (pkg: RemotePackage, version: string) =>
    versions?.find((item) => item.remote === REMOTE_PACKAGES[pkg].name && item.version === version);
  const lines: string[] = [];
  for (const pkg of Object.keys(REMOTE_PACKAGES) as RemotePackage[]) {
    const state = deploys[pkg];
    const live = state?.live ?? UNVERSIONED;
    const liveLabel = live === UNVERSIONED ? `${live} (the package's build in place)` : live;
    lines.push(pkg, `  live    ${liveLabel}${versions ? `: ${figures(find(pkg, live))}` : ''}`);
    const canary = state?.canary;
    if (canary) {
      const canaryHealth = find(pkg, canary.version);
      const verdict = canaryFailed(canary, canaryHealth) ? ' OVER THRESHOLD' : '';
      lines.push(
        `  canary  ${canary.version} to ${canary.percent}% since ${canary.since}${versions ? `: ${figures(canaryHealth)}` : ''}${verdict}`,
        `          rolled back above ${(canary.maxErrorRate * 100).toFixed(1)}% errors once ${canary.minSessions} sessions loaded it`,
      );
    }
    const abandoned = state?.abandoned?.[0];
    if (abandoned) lines.push(`  last rolled-back canary ${abandoned.version} at ${abandoned.at}: ${abandoned.reason}`);
    if (state?.history[0]) lines.push(`  rollback returns to ${state.history[0]}`);
  }
  if (health && !versions) lines.push('', 'Error rates unavailable: the API did not answer (is it running on this machine?).');
  return lines.join('\n');
}
