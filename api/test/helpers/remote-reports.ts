import path from 'node:path';
import { runDeployCommand } from '../../src/deploys/command';
import type { DeploysDocument, RemotesDocument } from '../../src/deploys/site';
import { fakeBuild, readJsonFile, tempWorld } from '../deploys/fixtures';
import type { TestApp } from './test-app';

// Canary reports in API tests: a site with a live release and a canary of mfe-browse, the assignments the server
// renderer asks for, and reports sent from a chosen client address.

/** A site with mfe-browse live and a canary at 20% (rolled back above 20% errors once 5 sessions loaded it). */
export async function canarySite() {
  const world = tempWorld();
  const settings = { webRoot: world.webRoot, siteDir: world.siteDir, out: () => undefined, err: () => undefined };
  await runDeployCommand(['mfe-browse', '--from', fakeBuild(path.join(world.root, 'b1'), 'one')], settings);
  await new Promise((resolve) => setTimeout(resolve, 1100)); // release ids carry the second
  const args = ['mfe-browse', '--canary', '20', '--max-error-rate', '0.2', '--min-sessions', '5'];
  await runDeployCommand([...args, '--from', fakeBuild(path.join(world.root, 'b2'), 'two')], settings);
  const state = (readJsonFile(path.join(world.siteDir, 'deploys.json')) as DeploysDocument)['mfe-browse']!;
  return {
    ...world,
    live: state.live,
    canary: state.canary!.version,
    remotes: () => readJsonFile(path.join(world.siteDir, 'remotes.json')) as RemotesDocument,
    deploys: () => readJsonFile(path.join(world.siteDir, 'deploys.json')) as DeploysDocument,
  };
}

/** The assignment the server renderer gets for a page with these versions (null when the API gives none). */
export async function assign(t: TestApp, versions: Record<string, string>): Promise<string | null> {
  const response = await t.app.inject({ url: '/internal/remote-assignment', query: versions });
  if (response.statusCode !== 200) throw new Error(`remote-assignment answered ${response.statusCode}: ${response.body}`);
  return response.json<{ assignment: string | null }>().assignment;
}

/** A report as a browser at `address` sends it. */
export function report(t: TestApp, body: Record<string, unknown>, address = '198.51.100.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/remote-events/',
    headers: { 'content-type': 'application/json' },
    payload: body,
    remoteAddress: address,
  });
}

export async function figures(t: TestApp) {
  return (await t.app.inject({ url: '/internal/remote-health' })).json<{ versions: unknown[] }>().versions;
}
