import { execFile, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './stack-config';

// `npm run deploy` against the suite's site folder (global-setup.ts: E2E_SITE_DIR), as an operator runs it.

export function siteDir(): string {
  const dir = process.env.E2E_SITE_DIR;
  if (!dir) throw new Error('E2E_SITE_DIR is not set: run through the e2e global setup');
  return dir;
}

/** Runs `node scripts/deploy.mjs ...args` (what `npm run deploy -- ...args` runs); throws with its output on failure. */
export function runDeploy(args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'deploy.mjs'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SITE_DIR: siteDir(), DEPLOY_API_URL: process.env.E2E_API_URL ?? '', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`deploy ${args.join(' ')} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The same, without blocking: pages keep loading in the test while it builds and switches. */
export function runDeployInBackground(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts', 'deploy.mjs'), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, SITE_DIR: siteDir(), ...env } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`deploy ${args.join(' ')} failed: ${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/** Back to the builds in place: no deployed remotes.json (release folders stay, as they would). */
export function resetSite(): void {
  for (const file of ['remotes.json', 'deploys.json']) rmSync(path.join(siteDir(), file), { force: true });
}

export function remotesJson(): { mfe_browse?: string; canaries?: { mfe_browse?: { entry: string; percent: number } } } {
  const file = path.join(siteDir(), 'remotes.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof remotesJson>) : {};
}

/** A copy of mfe-browse's live build with its remoteEntry.js rewritten: a release that misbehaves in the browser. */
export function alteredBrowseBuild(rewrite: (remoteEntry: string) => string): { dir: string; cleanUp: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'booknook-e2e-release-'));
  const dir = path.join(root, 'dist');
  cpSync(path.join(REPO_ROOT, 'mfe-browse', 'dist'), dir, { recursive: true });
  const entry = path.join(dir, 'remoteEntry.js');
  writeFileSync(entry, rewrite(readFileSync(entry, 'utf8')));
  rmSync(`${entry}.gz`, { force: true });
  return { dir, cleanUp: () => rmSync(root, { recursive: true, force: true }) };
}
