// Helpers shared by the page benchmarks (bundle.mjs, lighthouse.mjs, dead-taps.mjs): the real API on a throw-away
// embedded database with the demo data, the site of a build behind nginx (scripts/nginx-local.mjs), the Chromium every
// browser benchmark runs and the phone it pretends to be.
import { spawn } from 'node:child_process';
import { freePort, startNginx } from '../scripts/nginx-local.mjs';
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
  // Seeding the demo data (60 covers drawn and resized) takes minutes on a busy shared machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${apiPort}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill(); // not left running after the benchmark gives up
      throw new Error('the API did not start');
    }
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

/**
 * A build's site as a visitor meets it: its API (startApi) behind nginx with that build's own script and config, and
 * the first book the demo data lists (the book page the benchmarks open).
 */
export async function startSite({ repo = root, port } = {}) {
  const api = await startApi({ repo });
  let nginx;
  try {
    // A previous build starts nginx with its own script and config (before server rendering, no renderer).
    const { startNginx: start } = repo === root ? { startNginx } : await import(path.join(repo, 'scripts', 'nginx-local.mjs'));
    nginx = await start({ port: port ?? (await freePort()), api: api.address, dataDir: api.dataDir });
  } catch (error) {
    await api.stop();
    throw error;
  }
  const list = await (await fetch(`${nginx.url}/api/v1/books/?limit=1`)).json();
  const bookId = list.items?.[0]?.id;
  return {
    url: nginx.url,
    bookId,
    /** The API's data folder: without SMTP_URL its mail is written to outbox/ there. */
    dataDir: api.dataDir,
    async stop() {
      await nginx.stop();
      await api.stop();
    },
  };
}

/** Lighthouse's mobile throttling, applied for real: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU ÷ 4. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

/**
 * Makes a Playwright page as slow as a mid-range phone on slow 4G (SLOW_4G, CPU_SLOWDOWN), through CDP; with
 * `{ network: false }` only its CPU, the network left fast.
 */
export async function throttleLikeAPhone(context, page, { network = true } = {}) {
  const cdp = await context.newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
