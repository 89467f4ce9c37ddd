// Helpers shared by the page benchmarks (bundle.mjs, lighthouse.mjs): the real API on a throw-away embedded database
// with the demo data, and the Chromium every browser benchmark runs. nginx comes from scripts/nginx-local.mjs.
import { spawn } from 'node:child_process';
import { freePort } from '../scripts/nginx-local.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags for Debian's chromium in a container: no sandbox, no GPU, no background traffic that would skew a measurement. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DEMO_MEMBER = { email: 'demo@booknook.local', password: 'demo-password' };

export { freePort } from '../scripts/nginx-local.mjs';

/**
 * The real API on a throw-away embedded database with the demo data, so every page renders what a member sees.
 * `repo`: another checkout's build (bench/lighthouse.mjs compares the previous build); `env` adds to or overrides
 * its environment (e.g. WEB_ROOT to serve the built site too).
 */
export async function startApi({ repo = root, env = {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booknook-bench-'));
  const apiPort = await freePort();
  const child = spawn(process.execPath, [path.join(repo, 'api', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${apiPort}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    address: `127.0.0.1:${apiPort}`,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
