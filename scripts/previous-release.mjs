// Builds each named remote as it was at its previous release, for the N-1 journeys (docs/deploys.md, "QA across
// versions"). A release of a package is the commit that gave its package.json a new version (Changesets'
// `npm run version-packages`); the previous release is the state just before the current version's.
//   node scripts/previous-release.mjs mfe-browse mfe-sell mfe-account --out .tmp/n-1 [--at COMMIT]
// --at builds the packages as they were at COMMIT instead (scripts/e2e-previous.mjs --shell-commit).
// Prints one JSON line per remote: { remote, version, commit, dist }.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportTree } from './exported-tree.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The version of `pkg` at `commit`, or undefined when the file did not exist there. */
function versionAt(commit, pkg) {
  try {
    return JSON.parse(git('show', `${commit}:${pkg}/package.json`)).version;
  } catch {
    return undefined;
  }
}

/**
 * The previous release of `pkg`: the repository just before the commit that gave package.json its current version
 * (a release commit bumps the version, so its parent is the last state of the version before).
 */
export function previousRelease(pkg) {
  const current = versionAt('HEAD', pkg);
  const commits = git('log', '--format=%H', '--', `${pkg}/package.json`).split('\n').filter(Boolean);
  let introduced;
  for (const commit of commits) {
    if (versionAt(commit, pkg) !== current) break;
    introduced = commit;
  }
  const parent = introduced && git('rev-parse', '--verify', '--quiet', `${introduced}^`).trim();
  const version = parent ? versionAt(parent, pkg) : undefined;
  if (!parent || version === undefined || version === current) {
    throw new Error(`${pkg} ${current} has no earlier released version in this repository's history`);
  }
  return { version, commit: parent, current };
}

function main() {
  const args = process.argv.slice(2);
  const option = (name) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
  const out = path.resolve(root, option('--out') ?? '.tmp/n-1');
  const at = option('--at') && git('rev-parse', '--verify', option('--at')).trim();
  const remotes = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
  if (remotes.length === 0) {
    console.error('usage: previous-release.mjs <remote>... [--out DIR]');
    process.exit(2);
  }
  for (const remote of remotes) {
    const { version, commit, current } = at
      ? { version: versionAt(at, remote), commit: at, current: versionAt('HEAD', remote) }
      : previousRelease(remote);
    const tree = path.join(out, commit.slice(0, 12));
    exportTree(commit, tree);
    const marker = `${remote.replace('-', '_')}@${version} (N-1 of ${current})`;
    const build = spawnSync('npx', ['rsbuild', 'build'], {
      cwd: path.join(tree, remote),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', BUILD_MARKER: marker },
    });
    if (build.status !== 0) throw new Error(`building ${remote}@${version} at ${commit} failed`);
    console.log(JSON.stringify({ remote, version, commit, dist: path.join(tree, remote, 'dist') }));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
