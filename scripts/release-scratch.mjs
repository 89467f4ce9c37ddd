// A scratch copy of the repository's release inputs, to rehearse `npm run version-packages` and the deploy gate without
// touching the checkout (scripts/versions-follow-runtime.test.mjs; docs/versioning.md has the figures it gave).
// It holds every workspace's package.json and CHANGELOG.md, the shared packages' sources, the Changesets config and
// shared-versions.json; node_modules links this checkout's installed packages, the workspaces to the copy's folders.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { linkPackages } from './exported-tree.mjs';
import { RECORD_FILE, SHARED_PACKAGES } from './shared-versions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED = new Set(['node_modules', 'dist', 'CHANGELOG.md']);

/** A scratch copy of `source` (this checkout by default) in a new temporary folder; returns its path. */
export function makeScratch(source = root) {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-scratch-'));
  for (const file of ['package.json', RECORD_FILE]) cpSync(path.join(source, file), path.join(dir, file));
  mkdirSync(path.join(dir, '.changeset'));
  cpSync(path.join(source, '.changeset', 'config.json'), path.join(dir, '.changeset', 'config.json'));
  const { workspaces } = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  for (const folder of workspaces) {
    mkdirSync(path.join(dir, folder));
    for (const file of ['package.json', 'CHANGELOG.md']) {
      if (existsSync(path.join(source, folder, file))) cpSync(path.join(source, folder, file), path.join(dir, folder, file));
    }
  }
  for (const folder of SHARED_PACKAGES) {
    cpSync(path.join(source, folder), path.join(dir, folder), {
      recursive: true,
      filter: (from) => !SKIPPED.has(path.basename(from)) || from === path.join(source, folder, 'CHANGELOG.md'),
    });
  }
  linkPackages(dir);
  return dir;
}

/** `changeset version` in the scratch copy, then the fingerprints recorded: what `npm run version-packages` does first. */
export function versionPackages(dir) {
  const bin = path.join(root, 'node_modules', '@changesets', 'cli', 'bin.js');
  const run = spawnSync(process.execPath, [bin, 'version'], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`changeset version failed:\n${run.stdout}\n${run.stderr}`);
  const record = spawnSync(process.execPath, [path.join(root, 'scripts', 'shared-versions.mjs'), '--record', '--root', dir], {
    encoding: 'utf8',
  });
  if (record.status !== 0) throw new Error(`recording the fingerprints failed:\n${record.stderr}`);
}

/** Every workspace's version in the copy: name → version. */
export function versions(dir) {
  const { workspaces } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.fromEntries(
    workspaces.map((folder) => {
      const { name, version } = JSON.parse(readFileSync(path.join(dir, folder, 'package.json'), 'utf8'));
      return [name, version];
    }),
  );
}

/** Every file of the copy (node_modules aside) and its contents, to tell which ones a step touched. */
export function snapshot(dir, prefix = '') {
  const files = new Map();
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.name === 'node_modules') continue;
    if (entry.isDirectory()) for (const [file, text] of snapshot(dir, relative)) files.set(file, text);
    else files.set(relative, readFileSync(path.join(dir, relative), 'utf8'));
  }
  return files;
}

/** The files added, removed or changed between two snapshots, sorted. */
export function touched(before, after) {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name)).sort();
}

/**
 * The `shared` section of the mf-manifest.json an app built from the copy now would carry, from the build's own
 * federation settings (platform/build/federation.ts): each singleton's version and required range. Third-party
 * singletons carry no version in the settings; the build takes the installed one, and so does this.
 */
export function builtSharedSection(dir) {
  const jiti = createJiti(path.join(dir, 'platform', 'build', 'federation.ts'), { moduleCache: false, fsCache: false });
  const { federationShared } = jiti(path.join(dir, 'platform', 'build', 'federation.ts'));
  const requireFromCopy = createRequire(path.join(dir, 'shell', 'package.json'));
  return Object.entries(federationShared).map(([name, settings]) => ({
    name,
    singleton: settings.singleton,
    requiredVersion: settings.requiredVersion,
    version:
      settings.version ?? JSON.parse(readFileSync(requireFromCopy.resolve(`${name.replace(/\/$/, '')}/package.json`), 'utf8')).version,
  }));
}

/** The deploy gate's own function (api/src/deploys/version-gate.ts). */
export function loadGate() {
  const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false });
  return jiti(path.join(root, 'api', 'src', 'deploys', 'version-gate.ts'));
}
