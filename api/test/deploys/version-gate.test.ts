import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { unsatisfiedSingletons } from '../../src/deploys/version-gate';
import { fakeBuild, shared, SHELL_SHARED, tempWorld } from './fixtures';

const API_ROOT = path.join(__dirname, '..', '..');
const REGISTER_TS = path.join(__dirname, '..', 'helpers', 'register-ts.cjs');

describe('the version gate', () => {
  it('lists each singleton the shell does not satisfy, with both versions', () => {
    const remote = {
      shared: [
        shared('react', '19.3.1', '^19.0.0'),
        shared('@booknook/shared-ui', '0.2.0'),
        shared('styled-components', '6.6.0'),
        { name: 'react-dom/client', version: '20.0.0', requiredVersion: '^20.0.0' },
      ],
    };
    expect(unsatisfiedSingletons(remote, { shared: SHELL_SHARED })).toEqual([
      { module: '@booknook/shared-ui', required: '^0.2.0', provided: '0.1.0' },
      { module: 'styled-components', required: '^6.6.0', provided: undefined },
    ]);
  });

  it('passes a remote built against what the shell provides (or older, compatible ranges)', () => {
    const remote = { shared: [shared('react', '19.0.0', '^19.0.0'), shared('@booknook/shared-ui', '0.1.0', '~0.1.0')] };
    expect(unsatisfiedSingletons(remote, { shared: SHELL_SHARED })).toEqual([]);
  });

  it('makes the deploy command exit non-zero, naming the package and both versions', () => {
    const world = tempWorld();
    try {
      const build = fakeBuild(path.join(world.root, 'build'), 'newer', [
        ...SHELL_SHARED.slice(0, 2),
        shared('@booknook/shared-ui', '0.2.0'),
      ]);
      const result = spawnSync(
        process.execPath,
        ['-r', REGISTER_TS, path.join(API_ROOT, 'src', 'commands', 'deploy.ts'), 'mfe-browse', '--from', build],
        { env: { ...process.env, WEB_ROOT: world.webRoot, SITE_DIR: world.siteDir }, encoding: 'utf8' },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Refusing to deploy mfe-browse');
      expect(result.stderr).toContain('@booknook/shared-ui: mfe-browse requires ^0.2.0, the live shell provides 0.1.0');
      expect(fs.existsSync(path.join(world.siteDir, 'remotes.json'))).toBe(false);
    } finally {
      world.cleanUp();
    }
  });
});
