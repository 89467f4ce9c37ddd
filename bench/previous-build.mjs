// The previous build of the site, to measure a change against in the same run (bench/lighthouse.mjs --before):
// the tree of a git commit exported to .tmp/bench-before/<commit>/, sharing this checkout's installed packages
// (its own workspace packages linked to its own folders), and built once with its own `npm run build`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './site.mjs';

const WORKSPACE_SCOPE = '@booknook';

/** node_modules for the exported tree: every installed package linked from here, the workspace packages to its own. */
function linkPackages(dir) {
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === WORKSPACE_SCOPE || entry === '.bin') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  symlinkSync(path.join(root, 'node_modules', '.bin'), path.join(modules, '.bin'));
  mkdirSync(path.join(modules, WORKSPACE_SCOPE));
  // Workspace packages live in folders of their own name.
  for (const name of readdirSync(path.join(root, 'node_modules', WORKSPACE_SCOPE))) {
    if (existsSync(path.join(dir, name))) symlinkSync(path.join(dir, name), path.join(modules, WORKSPACE_SCOPE, name));
  }
  // Packages installed inside a workspace folder (versions that differ from the root's).
  for (const workspace of readdirSync(dir)) {
    const nested = path.join(root, workspace, 'node_modules');
    if (existsSync(nested) && existsSync(path.join(dir, workspace)) && !existsSync(path.join(dir, workspace, 'node_modules'))) {
      symlinkSync(nested, path.join(dir, workspace, 'node_modules'));
    }
  }
}

/**
 * Resolves a ref to a commit, exports and builds it unless already built; returns the folder.
 * `workspace` builds that package alone (bench/api.mjs needs only the API's).
 */
export function previousBuild(ref, workspace) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = path.join(root, '.tmp', 'bench-before', commit.slice(0, 12));
  const builtMark = path.join(dir, workspace ? `.built-${workspace}` : '.built');
  if (existsSync(builtMark)) return { dir, commit };
  if (!existsSync(path.join(dir, 'node_modules'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.log(`Exporting ${ref} (${commit.slice(0, 12)}) to ${path.relative(root, dir)}…`);
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${dir}'`], { cwd: root, stdio: 'inherit' });
    linkPackages(dir);
  }
  console.log(`Building ${workspace ?? 'the site'} of ${ref} once…`);
  const build = spawnSync('npm', ['run', 'build', ...(workspace ? ['-w', workspace] : [])], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`building ${ref} failed`);
  writeFileSync(builtMark, `${commit}\n`);
  return { dir, commit };
}
