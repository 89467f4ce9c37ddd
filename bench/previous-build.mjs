// The previous build of the site, to measure a change against in the same run (bench/lighthouse.mjs --before):
// the tree of a git commit exported to .tmp/bench-before/<commit>/, sharing this checkout's installed packages
// (its own workspace packages linked to its own folders), and built once with its own `npm run build`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportTree } from '../scripts/exported-tree.mjs';
import { root } from './site.mjs';

/**
 * Resolves a ref to a commit, exports and builds it unless already built; returns the folder.
 * `workspace` builds that package alone (bench/api.mjs needs only the API's).
 */
export function previousBuild(ref, workspace) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = path.join(root, '.tmp', 'bench-before', commit.slice(0, 12));
  const builtMark = path.join(dir, workspace ? `.built-${workspace}` : '.built');
  if (existsSync(builtMark)) return { dir, commit };
  if (!existsSync(path.join(dir, 'node_modules'))) console.log(`Exporting ${ref} (${commit.slice(0, 12)}) to ${path.relative(root, dir)}…`);
  exportTree(commit, dir);
  console.log(`Building ${workspace ?? 'the site'} of ${ref} once…`);
  const build = spawnSync('npm', ['run', 'build', ...(workspace ? ['-w', workspace] : [])], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`building ${ref} failed`);
  writeFileSync(builtMark, `${commit}\n`);
  return { dir, commit };
}
