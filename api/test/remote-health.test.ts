import fs from 'node:fs';
import path from 'node:path';
import { runDeployCommand } from '../src/deploys/command';
import type { DeploysDocument, RemotesDocument } from '../src/deploys/site';
import { messages } from '../src/messages';
import { fakeBuild, readJsonFile, tempWorld } from './deploys/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from './helpers/test-db';

// Canaries (docs/deploys.md): the browser's reports per remote version, their counters (database and /metrics), and the
// API rolling a canary back by itself once its error rate passes the threshold.

describe.each(DB_KINDS)('remote health reports on %s', (kind) => {
  let t: TestApp;
  let world: ReturnType<typeof tempWorld>;
  let canary: string;

  beforeAll(async () => {
    world = tempWorld();
    const settings = { webRoot: world.webRoot, siteDir: world.siteDir, out: () => undefined, err: () => undefined };
    await runDeployCommand(['mfe-browse', '--from', fakeBuild(path.join(world.root, 'b1'), 'one')], settings);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // release ids carry the second
    const args = ['mfe-browse', '--canary', '20', '--max-error-rate', '0.2', '--min-sessions', '5'];
    await runDeployCommand([...args, '--from', fakeBuild(path.join(world.root, 'b2'), 'two')], settings);
    canary = (readJsonFile(path.join(world.siteDir, 'deploys.json')) as DeploysDocument)['mfe-browse']!.canary!.version;
    t = await createTestApp(kind, { siteDir: world.siteDir });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    world.cleanUp();
  });

  const report = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/remote-events/', headers: { 'content-type': 'application/json' }, payload: body });
  const remotes = () => readJsonFile(path.join(world.siteDir, 'remotes.json')) as RemotesDocument;

  it('refuses versions the site never had, and anything but JSON', async () => {
    const unknown = await report({ remote: 'mfe_browse', version: 'v20000101-000000-00000000', kind: 'error' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: messages.remoteHealth.versionInvalid });
    const bad = await report({ remote: 'mfe_nothing', version: canary, kind: 'boom' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: unknown }>().errors).toEqual({
      remote: messages.remoteHealth.remoteInvalid,
      kind: messages.remoteHealth.kindInvalid,
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/remote-events/',
      payload: 'remote=mfe_browse',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('counts concurrent reports without losing one', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => report({ remote: 'mfe_browse', version: canary, kind: 'session' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(204));
    const health = await t.app.inject({ url: '/internal/remote-health' });
    expect(health.json()).toEqual({ versions: [{ remote: 'mfe_browse', version: canary, sessions: 20, errors: 0 }] });
    const outside = await t.app.inject({ url: '/internal/remote-health', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
  });

  it('rolls the canary back once its error rate passes the threshold, and counts in /metrics', async () => {
    for (let i = 0; i < 4; i += 1) expect((await report({ remote: 'mfe_browse', version: canary, kind: 'error' })).statusCode).toBe(204);
    // 4 of 20 sessions: 20%, not above the threshold.
    expect(remotes().canaries?.mfe_browse?.entry).toContain(canary);
    await report({ remote: 'mfe_browse', version: canary, kind: 'error' });
    expect(remotes().canaries).toBeUndefined();
    const state = (readJsonFile(path.join(world.siteDir, 'deploys.json')) as DeploysDocument)['mfe-browse'];
    expect(state?.abandoned?.[0]?.version).toBe(canary);
    expect(state?.abandoned?.[0]?.reason).toMatch(/^rolled back by the API: error rate 25\.0% over 20 sessions passed 20\.0%/);
    // Reports about the abandoned canary are still taken (pages that loaded it before the rollback).
    expect((await report({ remote: 'mfe_browse', version: canary, kind: 'error' })).statusCode).toBe(204);
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain(`booknook_remote_events_total{remote="mfe_browse",version="${canary}",kind="error"} 6`);
    expect(fs.readdirSync(path.join(world.siteDir, 'remotes', 'browse'))).toHaveLength(2);
  });
});
