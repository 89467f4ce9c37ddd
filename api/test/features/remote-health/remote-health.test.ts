import fs from 'node:fs';
import path from 'node:path';
import { assign, canarySite, figures, report } from '../../helpers/remote-reports';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { remoteHealthTexts } from '../../../src/features/remote-health/texts';

// Canaries (docs/deploys.md): the browser's reports per remote version, their counters (database and /metrics), and the
// API rolling a canary back by itself once its error rate passes the threshold. Each page here is a real assignment
// (what the server renderer puts in the page) from a network of its own; forged reports: remote-health-forgery.test.ts.

describe.each(DB_KINDS)('remote health reports on %s', (kind) => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof canarySite>>;
  /** 26 pages sent to the canary, each from its own network. */
  const pages: { assignment: string; address: string }[] = [];

  beforeAll(async () => {
    site = await canarySite();
    t = await createTestApp(kind, { siteDir: site.siteDir });
    for (let i = 0; i < 26; i += 1) {
      const assignment = await assign(t, { mfe_browse: site.canary });
      pages.push({ assignment: assignment!, address: `198.51.100.${i + 1}` });
    }
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    site.cleanUp();
  });

  const pageReport = (page: number, reportKind: 'session' | 'error') =>
    report(t, { remote: 'mfe_browse', version: site.canary, kind: reportKind, assignment: pages[page]!.assignment }, pages[page]!.address);

  it('refuses versions the site never had, and anything but JSON', async () => {
    const unknown = await report(t, { remote: 'mfe_browse', version: 'v20000101-000000-00000000', kind: 'error' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: remoteHealthTexts.versionInvalid });
    const bad = await report(t, { remote: 'mfe_nothing', version: site.canary, kind: 'boom', assignment: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: unknown }>().errors).toEqual({
      remote: remoteHealthTexts.remoteInvalid,
      kind: remoteHealthTexts.kindInvalid,
      assignment: remoteHealthTexts.assignmentInvalid,
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/remote-events/',
      payload: 'remote=mfe_browse',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('counts concurrent reports of 20 pages without losing one', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, page) => pageReport(page, 'session')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(204));
    expect(await figures(t)).toEqual([{ remote: 'mfe_browse', version: site.canary, sessions: 20, errors: 0 }]);
    const outside = await t.app.inject({ url: '/internal/remote-health', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
  });

  it('rolls the canary back once its error rate passes the threshold, and counts in /metrics', async () => {
    for (let page = 0; page < 4; page += 1) expect((await pageReport(page, 'error')).statusCode).toBe(204);
    // 4 of 20 sessions: 20%, not above the threshold.
    expect(site.remotes().canaries?.mfe_browse?.entry).toContain(site.canary);
    await pageReport(4, 'error');
    expect(site.remotes().canaries).toBeUndefined();
    const state = site.deploys()['mfe-browse'];
    expect(state?.abandoned?.[0]?.version).toBe(site.canary);
    expect(state?.abandoned?.[0]?.reason).toMatch(/^rolled back by the API: error rate 25\.0% over 20 sessions passed 20\.0%/);
    // Reports about the abandoned canary still count (pages that loaded it before the rollback).
    expect((await pageReport(25, 'error')).statusCode).toBe(204);
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain(`booknook_remote_events_total{remote="mfe_browse",version="${site.canary}",kind="error"} 6`);
    expect(fs.readdirSync(path.join(site.siteDir, 'remotes', 'browse'))).toHaveLength(2);
  });
});
