import fs from 'node:fs';
import path from 'node:path';
import { runDeployCommand, type DeploySettings } from '../../src/deploys/command';
import type { DeploysDocument, RemotesDocument } from '../../src/deploys/site';
import { fakeBuild, readJsonFile, shared, SHELL_SHARED, tempWorld } from './fixtures';

// The deploy command on temporary folders: a fake build step writes a remote's build where rsbuild would.

describe('npm run deploy', () => {
  let world: ReturnType<typeof tempWorld>;
  let lines: string[];
  let builds: string[];
  let settings: DeploySettings;

  beforeEach(() => {
    world = tempWorld();
    lines = [];
    builds = [];
    settings = {
      webRoot: world.webRoot,
      siteDir: world.siteDir,
      build: (_pkg, outDir) => {
        builds.push(outDir);
        fakeBuild(outDir, `build${builds.length}`);
      },
      out: (line) => lines.push(line),
      err: (line) => lines.push(`ERR ${line}`),
    };
  });
  afterEach(() => world.cleanUp());

  const remotes = () => readJsonFile(path.join(world.siteDir, 'remotes.json')) as RemotesDocument;
  const deploys = () => readJsonFile(path.join(world.siteDir, 'deploys.json')) as DeploysDocument;
  const releaseDirs = () => fs.readdirSync(path.join(world.siteDir, 'remotes', 'browse')).sort();

  it('builds once, publishes an immutable release folder and points remotes.json at it', async () => {
    expect(await runDeployCommand(['mfe-browse'], settings)).toBe(0);
    expect(builds).toHaveLength(1);
    const [version] = releaseDirs();
    expect(version).toMatch(/^v\d{8}-\d{6}-[0-9a-f]{8}$/);
    expect(remotes()).toEqual({
      mfe_browse: `/remotes/browse/${version}/mf-manifest.json`,
      mfe_sell: '/remotes/sell/mf-manifest.json',
      mfe_account: '/remotes/account/mf-manifest.json',
    });
    expect(fs.readFileSync(path.join(world.siteDir, 'remotes/browse', version!, 'remoteEntry.js'), 'utf8')).toContain('build1');
    // The scratch build is gone; no temporary file is left beside remotes.json.
    expect(fs.existsSync(builds[0]!)).toBe(false);
    expect(fs.readdirSync(world.siteDir).sort()).toEqual(['deploys.json', 'remotes', 'remotes.json']);
  });

  it('rolls back to the previous version, keeping every release folder (old pages still load their chunks)', async () => {
    await runDeployCommand(['mfe-browse'], settings);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // release ids carry the second
    await runDeployCommand(['mfe-browse'], settings);
    const [first, second] = releaseDirs();
    expect(remotes().mfe_browse).toContain(second);
    expect(deploys()['mfe-browse']).toMatchObject({ live: second, history: [first, 'dist'] });

    expect(await runDeployCommand(['rollback', 'mfe-browse'], settings)).toBe(0);
    expect(remotes().mfe_browse).toContain(first);
    expect(releaseDirs()).toEqual([first, second]);
    expect(fs.existsSync(path.join(world.siteDir, 'remotes/browse', second!, 'static/js/async/page.build2.js'))).toBe(true);

    expect(await runDeployCommand(['rollback', 'mfe-browse'], settings)).toBe(0);
    expect(remotes().mfe_browse).toBe('/remotes/browse/mf-manifest.json');
    expect(await runDeployCommand(['rollback', 'mfe-browse'], settings)).toBe(1);
    expect(lines.at(-1)).toBe('ERR mfe-browse has no earlier version to roll back to.');
  });

  it('refuses a remote that requires a newer platform than the live shell provides, publishing nothing', async () => {
    settings.build = (_pkg, outDir) => fakeBuild(outDir, 'newer', [...SHELL_SHARED.slice(0, 2), shared('@booknook/shared-ui', '0.2.0')]);
    expect(await runDeployCommand(['mfe-browse'], settings)).toBe(1);
    expect(lines.join('\n')).toContain('Refusing to deploy mfe-browse');
    expect(lines.join('\n')).toContain('@booknook/shared-ui: mfe-browse requires ^0.2.0, the live shell provides 0.1.0');
    expect(fs.existsSync(path.join(world.siteDir, 'remotes.json'))).toBe(false);
    expect(fs.existsSync(path.join(world.siteDir, 'remotes', 'browse'))).toBe(false);
  });

  it('starts a canary, promotes it, and a rollback during a canary only drops the canary', async () => {
    await runDeployCommand(['mfe-browse'], settings);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await runDeployCommand(['mfe-browse', '--canary', '20'], settings)).toBe(0);
    const [live, canary] = releaseDirs();
    expect(remotes().mfe_browse).toContain(live);
    expect(remotes().canaries).toEqual({ mfe_browse: { entry: `/remotes/browse/${canary}/mf-manifest.json`, percent: 20 } });

    expect(await runDeployCommand(['rollback', 'mfe-browse'], settings)).toBe(0);
    expect(remotes().canaries).toBeUndefined();
    expect(remotes().mfe_browse).toContain(live);
    expect(deploys()['mfe-browse']?.abandoned?.[0]).toMatchObject({ version: canary, reason: 'rolled back by an operator' });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await runDeployCommand(['mfe-browse', '--canary', '20'], settings);
    const third = releaseDirs()[2];
    expect(await runDeployCommand(['promote', 'mfe-browse'], settings)).toBe(0);
    expect(remotes()).not.toHaveProperty('canaries');
    expect(remotes().mfe_browse).toContain(third);
    expect(deploys()['mfe-browse']).toMatchObject({ live: third, history: [live, 'dist'] });
  });

  it('says what is live and what is a canary, with error rates', async () => {
    await runDeployCommand(['mfe-browse', '--canary', '20', '--max-error-rate', '0.1', '--min-sessions', '5'], settings);
    const [canary] = releaseDirs();
    settings.health = () =>
      Promise.resolve([
        { remote: 'mfe_browse', version: 'dist', sessions: 80, errors: 1 },
        { remote: 'mfe_browse', version: canary!, sessions: 20, errors: 5 },
      ]);
    lines = [];
    expect(await runDeployCommand(['status'], settings)).toBe(0);
    const status = lines.join('\n');
    expect(status).toContain("live    dist (the package's build in place): 80 sessions, 1 with errors (1.3%)");
    expect(status).toMatch(new RegExp(`canary  ${canary} to 20% since .*: 20 sessions, 5 with errors \\(25\\.0%\\) OVER THRESHOLD`));
  });

  it('misuse exits 2 or 1 with a message, never a stack trace', async () => {
    expect(await runDeployCommand([], settings)).toBe(2);
    expect(await runDeployCommand(['mfe-nothing'], settings)).toBe(1);
    expect(await runDeployCommand(['mfe-browse', '--canary', '120'], settings)).toBe(1);
    expect(lines.at(-1)).toBe("ERR A canary's share is 1 to 99 (%), not 120.");
    expect(await runDeployCommand(['promote', 'mfe-browse'], settings)).toBe(1);
    expect(lines.at(-1)).toBe('ERR mfe-browse has no canary to promote.');
  });
});
