import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Remote } from './stack-config';

/** Hash of every file under a directory, by relative path: proves a deploy left it byte-identical. */
export function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const full = path.join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else result[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return result;
}

/**
 * Builds a release of a remote from its sources beside the dist/ this stack serves, labelled with a build marker (its
 * pages' data-build, version.json).
 */
export function buildRelease(remote: Remote, marker: string): string {
  const release = path.join(remote.served, 'dist.release');
  rmSync(release, { recursive: true, force: true });
  execFileSync('npx', ['rsbuild', 'build'], {
    cwd: remote.dir,
    env: { ...process.env, BUILD_MARKER: marker, DIST_DIR: release },
    stdio: 'pipe',
  });
  return release;
}

/** Swaps a directory in for the dist/ this stack serves of a remote, keeping the old one so it can be rolled back. */
export function deploy(remote: Remote, releasePath: string): () => void {
  const live = path.join(remote.served, 'dist');
  const previous = path.join(remote.served, 'dist.previous');
  rmSync(previous, { recursive: true, force: true });
  renameSync(live, previous);
  renameSync(releasePath, live);
  return () => {
    rmSync(live, { recursive: true, force: true });
    renameSync(previous, live);
  };
}

/** Takes a remote's dist/ away, as a failed or missing deploy would; returns the undo. */
export function takeDown(remote: Remote): () => void {
  const live = path.join(remote.served, 'dist');
  const parked = path.join(remote.served, 'dist.down');
  if (!existsSync(live)) throw new Error(`${live} is not deployed`);
  renameSync(live, parked);
  return () => renameSync(parked, live);
}

/**
 * A release of a remote that is its live build with other server code (platform/build/remote-config.ts: the server
 * bundle is `server/remoteEntry.js` inside dist/): how a release whose pages break on the server is made.
 */
export function releaseWithServerCode(remote: Remote, serverCode: string): string {
  const release = path.join(remote.served, 'dist.release');
  rmSync(release, { recursive: true, force: true });
  cpSync(path.join(remote.served, 'dist'), release, { recursive: true });
  writeFileSync(path.join(release, 'server', 'remoteEntry.js'), serverCode);
  return release;
}
