import { sql } from 'kysely';
import { issueAssignment } from '../../../src/features/remote-health/assignment';
import { signToken } from '../../../src/lib/signed-token';
import { assign, canarySite, figures, report } from '../../helpers/remote-reports';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { REMOTE_ASSIGNMENT_TTL_HOURS } from '../../../src/features/remote-health/limits';

// Issue 35: canary figures count browsers the server sent to a version, not posts. A report counts only with the
// page's signed assignment for that version, each assignment once per kind and each client network once per version
// and kind; an API without SITE_DIR, which cannot confirm versions, counts nothing at all.

const metricsOf = async (t: TestApp, version: string) =>
  (await t.app.inject({ url: '/metrics' })).body.split('\n').filter((line) => line.includes(`version="${version}"`));

describe.each(DB_KINDS)('forged canary reports on %s', (kind) => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof canarySite>>;

  beforeAll(async () => {
    site = await canarySite();
    t = await createTestApp(kind, { siteDir: site.siteDir });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    site.cleanUp();
  });

  it('reports without a real assignment for that version move nothing and cannot roll a canary back', async () => {
    const canary = { remote: 'mfe_browse', version: site.canary };
    const forger = '203.0.113.50';
    // The issue's attack (no cookie, no page), with errors enough to pass the canary's 20% threshold.
    for (let i = 0; i < 20; i += 1) expect((await report(t, { ...canary, kind: 'session' }, forger)).statusCode).toBe(204);
    for (let i = 0; i < 5; i += 1) expect((await report(t, { ...canary, kind: 'error' }, forger)).statusCode).toBe(204);
    expect(await figures(t)).toEqual([]);
    expect(site.remotes().canaries?.mfe_browse?.entry).toContain(site.canary);
    // Anything but this site's unexpired assignment of that very version.
    const far = Math.floor(Date.now() / 1000) + 3600;
    const expired = await issueAssignment(
      t.app.database.db,
      { mfe_browse: site.canary },
      new Date(Date.now() - (REMOTE_ASSIGNMENT_TTL_HOURS + 1) * 3600_000),
    );
    const forged = [
      'garbage',
      signToken('not the site secret', { p: 'remote-assignment', id: 'forged', exp: far, mfe_browse: site.canary }),
      expired,
      (await assign(t, { mfe_browse: site.live }))!,
    ];
    for (const assignment of forged) {
      for (let i = 0; i < 5; i += 1) {
        expect((await report(t, { ...canary, kind: 'error', assignment }, `203.0.113.${60 + i}`)).statusCode).toBe(204);
      }
    }
    expect(await figures(t)).toEqual([]);
    expect(await metricsOf(t, site.canary)).toEqual([]);
    expect(site.remotes().canaries?.mfe_browse?.entry).toContain(site.canary);
  });

  it('a real assignment counts once per kind, whatever networks send it', async () => {
    const assignment = await assign(t, { mfe_browse: site.live });
    for (const reportKind of ['session', 'error', 'session', 'error'] as const) {
      for (let i = 0; i < 5; i += 1) {
        const answer = await report(t, { remote: 'mfe_browse', version: site.live, kind: reportKind, assignment }, `192.0.2.${i + 1}`);
        expect(answer.statusCode).toBe(204);
      }
    }
    expect(await figures(t)).toEqual([{ remote: 'mfe_browse', version: site.live, sessions: 1, errors: 1 }]);
    expect(await metricsOf(t, site.live)).toEqual([
      `booknook_remote_events_total{remote="mfe_browse",version="${site.live}",kind="session"} 1`,
      `booknook_remote_events_total{remote="mfe_browse",version="${site.live}",kind="error"} 1`,
    ]);
  });

  it('one network counts once per version and kind, however many pages it loads (an IPv6 /64 is one network)', async () => {
    const flood = async (address: string, reportKind: 'session' | 'error', pages: number) => {
      const assignments = await Promise.all(Array.from({ length: pages }, () => assign(t, { mfe_browse: site.canary })));
      const answers = await Promise.all(
        assignments.map((assignment) => report(t, { remote: 'mfe_browse', version: site.canary, kind: reportKind, assignment }, address)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(pages).fill(204));
    };
    // Sessions flooded from one network do not hide real errors, nor do errors from one network fail a canary.
    await flood('198.51.100.7', 'session', 30);
    await flood('198.51.100.7', 'error', 10);
    for (let host = 1; host <= 10; host += 1) await flood(`2001:db8:1:2::${host.toString(16)}`, 'session', 2);
    await flood('2001:db8:1:3::1', 'session', 1);
    const canaryFigures = (await figures(t)).find((row) => (row as { version: string }).version === site.canary);
    expect(canaryFigures).toEqual({ remote: 'mfe_browse', version: site.canary, sessions: 3, errors: 1 });
    expect(site.remotes().canaries?.mfe_browse?.entry).toContain(site.canary);
  });

  it('gives assignments to the server itself only, for releases the site has', async () => {
    const outside = await t.app.inject({
      url: '/internal/remote-assignment',
      query: { mfe_browse: site.canary },
      remoteAddress: '203.0.113.9',
    });
    expect(outside.statusCode).toBe(403);
    expect(await assign(t, { mfe_browse: 'v20990101-000000-00000000' })).toBeNull();
    expect(await assign(t, { mfe_browse: 'dist', mfe_sell: 'dist' })).toBeNull();
    // The site has no such release of mfe_sell: only mfe_browse is assigned.
    const assignment = await assign(t, { mfe_browse: site.canary, mfe_sell: site.canary });
    const sell = await report(t, { remote: 'mfe_sell', version: 'dist', kind: 'session', assignment });
    expect(sell.statusCode).toBe(204);
    expect((await figures(t)).filter((row) => (row as { remote: string }).remote === 'mfe_sell')).toEqual([]);
  });
});

describe.each(DB_KINDS)('remote reports without SITE_DIR on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('records nothing: 204, no metric series, no remote_health row', async () => {
    for (let i = 0; i < 5; i += 1) {
      const version = `v2099010${i}-000000-0000000${i}`;
      for (const reportKind of ['session', 'error']) {
        expect((await report(t, { remote: 'mfe_sell', version, kind: reportKind }, `203.0.113.${i + 1}`)).statusCode).toBe(204);
      }
      expect(await metricsOf(t, version)).toEqual([]);
    }
    expect(await figures(t)).toEqual([]);
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM remote_health`.execute(t.app.database.db);
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await assign(t, { mfe_browse: 'v20990101-000000-00000000' })).toBeNull();
  });
});
