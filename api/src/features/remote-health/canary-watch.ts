import type { FastifyBaseLogger } from 'fastify';
import { builtInRemotes, canaryFailed, describeFailure, type VersionHealth } from '../../deploys/canary-health';
import { packageOfName, UNVERSIONED, type DeploysDocument, type RemoteName } from '../../deploys/site';
import { readDeploys, rollbackCanary, updateSite } from '../../deploys/switching';

/** How long the site's deploys.json is trusted before it is read again. */
const DEPLOYS_TTL_MS = 2000;

/**
 * The API watches canaries (docs/deploys.md): after each report about a canary version it judges the canary's figures,
 * and rolls it back in the site folder when its error rate passes the threshold. No timer: the rate only moves when
 * a report comes in. Every instance may do it; the rollback is idempotent (only that same canary is dropped).
 */
export class CanaryWatch {
  private cached: { at: number; deploys: DeploysDocument } | null = null;

  constructor(
    private readonly siteDir: string,
    private readonly webRoot: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async deploys(): Promise<DeploysDocument> {
    if (!this.cached || Date.now() - this.cached.at > DEPLOYS_TTL_MS) {
      this.cached = { at: Date.now(), deploys: await readDeploys(this.siteDir) };
    }
    return this.cached.deploys;
  }

  /** Whether the site has (or had) this version of the remote: reports about anything else are refused. */
  async knows(remote: RemoteName, version: string): Promise<boolean> {
    const pkg = packageOfName(remote);
    if (!pkg) return false;
    const state = (await this.deploys())[pkg];
    if (!state) return version === UNVERSIONED;
    const known = [state.live, state.canary?.version, ...state.history, ...(state.abandoned ?? []).map((item) => item.version)];
    return known.includes(version);
  }

  /** Judges the canary the report was about; rolls it back when it failed. */
  async judge(health: VersionHealth): Promise<void> {
    const pkg = packageOfName(health.remote);
    const canary = pkg && (await this.deploys())[pkg]?.canary;
    if (!pkg || canary?.version !== health.version || !canaryFailed(canary, health)) return;
    const reason = `rolled back by the API: ${describeFailure(canary, health)}`;
    const builtIn = await builtInRemotes(this.siteDir, this.webRoot);
    const done = await updateSite({ siteDir: this.siteDir, builtInRemotes: builtIn }, (deploys) => {
      const next = rollbackCanary(deploys, pkg, health.version, reason);
      return next && { deploys: next, result: true };
    });
    this.cached = null;
    if (done) this.log.warn({ remote: health.remote, version: health.version }, `Canary ${pkg} ${health.version} ${reason}`);
  }
}
