// Another commit of this repository as a folder to build, for measuring or testing against it (bench/previous-build.mjs,
// scripts/previous-release.mjs): the tree exported by `git archive`, sharing this checkout's installed packages, with
// its own workspace packages (by the names that commit gives them) linked to its own folders.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The tree's workspace packages: name → folder, from its own root package.json. */
function workspacesOf(dir) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return workspaces.flatMap((folder) => {
    const manifest = path.join(dir, folder, 'package.json');
    return existsSync(manifest) ? [[JSON.parse(readFileSync(manifest, 'utf8')).name, path.join(dir, folder)]] : [];
  });
}

/** node_modules for the exported tree: every installed package linked from here, the workspace packages to its own. */
export function linkPackages(dir) {
  const modules = path.join(dir, 'node_modules');
  const ownWorkspaces = new Map(workspacesOf(dir));
  const scopes = new Set([...ownWorkspaces.keys()].map((name) => name.split('/')[0]));
  mkdirSync(modules, { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (scopes.has(entry)) continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const scope of scopes) {
    mkdirSync(path.join(modules, scope));
    // Installed packages of the same scope that are not the tree's workspaces (none today), then its workspaces.
    const installed = existsSync(path.join(root, 'node_modules', scope)) ? readdirSync(path.join(root, 'node_modules', scope)) : [];
    for (const name of installed) {
      if (!ownWorkspaces.has(`${scope}/${name}`) && !existsSync(path.join(root, name, 'package.json'))) {
        symlinkSync(path.join(root, 'node_modules', scope, name), path.join(modules, scope, name));
      }
    }
  }
  for (const [name, folder] of ownWorkspaces) symlinkSync(folder, path.join(modules, name));
  // Packages installed inside a workspace folder (versions that differ from the root's).
  for (const folder of ownWorkspaces.values()) {
    const nested = path.join(root, path.basename(folder), 'node_modules');
    if (existsSync(nested) && !existsSync(path.join(folder, 'node_modules'))) symlinkSync(nested, path.join(folder, 'node_modules'));
  }
}

/** Exports `commit` into `dir` with its node_modules, unless that was done before. */
export function exportTree(commit, dir) {
  if (existsSync(path.join(dir, 'node_modules'))) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${dir}'`], { cwd: root, stdio: 'inherit' });
  linkPackages(dir);
}
