// Bundle weight per route (docs/architecture.md §7): what a first visit downloads, as gzip bytes on the wire from nginx
// with the production config, split into the shell's share and the remote's. Also checks that no shared singleton
// is fetched from two apps. Exits 1 when a budget is exceeded: a size, not a time, so it may gate CI.
//   node bench/bundle.mjs            build the front end, then measure
//   node bench/bundle.mjs --no-build measure the current dist/ folders
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startNginx } from '../scripts/nginx-local.mjs';
import { CHROMIUM_PATH, chromiumArgs, DEMO_MEMBER, freePort, root, startApi } from './site.mjs';

const KB = 1024;
/**
 * docs/architecture.md §7: the home page's first load (the shell's share of every route) ≤ 150 KB. It fits because the router
 * singleton is only the router API the apps use (platform/build/router-api.ts) and toasts load with the first toast.
 */
// 152 KB for now, not 150: docs/departures.md ("The shell's first load is 152 KB").
const SHELL_BUDGET = 152 * KB;
const REMOTE_BUDGET = 60 * KB;

/** Routes measured (as the signed-in demo member, so members-only pages really render) and the remote serving each. */
const routes = [
  { path: '/', team: null },
  { path: '/books', team: 'browse' },
  { path: '/books/:id', team: 'browse' },
  { path: '/sell', team: 'sell' },
  // AG Grid's core alone is ~200 KB gzip; the table registers only the row model and auto-height modules on top.
  { path: '/mybooks', team: 'account', remoteBudget: 240 * KB },
  { path: '/bookmarks', team: 'account' },
];
const apps = {
  shell: { dir: 'shell', prefix: '/' },
  browse: { dir: 'mfe-browse', prefix: '/remotes/browse/' },
  sell: { dir: 'mfe-sell', prefix: '/remotes/sell/' },
  account: { dir: 'mfe-account', prefix: '/remotes/account/' },
};

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'shell', '-w', 'mfe-browse', '-w', 'mfe-sell', '-w', 'mfe-account'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** URL path of every chunk that carries a shared package, from each app's mf-manifest.json → { app, packages }. */
function sharedChunks() {
  const byPath = new Map();
  for (const [app, { dir, prefix }] of Object.entries(apps)) {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'dist', 'mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared ?? []) {
      for (const asset of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const urlPath = prefix + asset;
        const entry = byPath.get(urlPath) ?? { app, packages: new Set() };
        entry.packages.add(shared.name);
        byPath.set(urlPath, entry);
      }
    }
  }
  return byPath;
}

const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const api = await startApi();
const nginx = await startNginx({ port, api: api.address, dataDir: api.dataDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
const chunks = sharedChunks();
const failures = [];
const rows = [];

try {
  for (const route of routes) {
    const context = await browser.newContext({ baseURL: nginx.url });
    // Signing in through the API downloads no JavaScript; the page then opens with a fresh cache.
    const login = await context.request.post('/api/v1/users/login/', { data: DEMO_MEMBER });
    if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()}`);
    let routePath = route.path;
    if (routePath.includes(':id')) {
      const list = await (await context.request.get('/api/v1/books/?limit=1')).json();
      routePath = routePath.replace(':id', String(list.items[0].id));
    }
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(routePath, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    let shellBytes = 0;
    let remoteBytes = 0;
    const providers = new Map(); // shared package → apps it was fetched from
    for (const request of scripts) {
      const { pathname } = new URL(request.url());
      const bytes = (await request.sizes()).responseBodySize;
      if (pathname.startsWith('/remotes/')) remoteBytes += bytes;
      else shellBytes += bytes;
      const chunk = chunks.get(pathname);
      for (const name of chunk?.packages ?? []) providers.set(name, new Set([...(providers.get(name) ?? []), chunk.app]));
    }
    const duplicated = [...providers].filter(([, from]) => from.size > 1).map(([name, from]) => `${name} (${[...from].join(' + ')})`);
    rows.push({
      route: route.path,
      shell: shellBytes,
      remote: remoteBytes,
      total: shellBytes + remoteBytes,
      requests: scripts.length,
      duplicated,
    });
    if (shellBytes > SHELL_BUDGET) failures.push(`${route.path}: shell JavaScript ${kb(shellBytes)} > budget ${kb(SHELL_BUDGET)}`);
    const remoteBudget = route.remoteBudget ?? REMOTE_BUDGET;
    if (remoteBytes > remoteBudget)
      failures.push(`${route.path}: ${route.team} remote JavaScript ${kb(remoteBytes)} > budget ${kb(remoteBudget)}`);
    if (duplicated.length) failures.push(`${route.path}: shared singleton fetched twice: ${duplicated.join(', ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await nginx.stop();
  await api.stop();
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

console.log('\nFirst-visit JavaScript per route (gzip bytes on the wire):');
console.log(
  ['route', 'shell', 'remote', 'total', 'files', 'singletons fetched twice']
    .map((h, i) => (i ? h.padStart(i === 5 ? 26 : 10) : h.padEnd(12)))
    .join(''),
);
for (const row of rows) {
  console.log(
    row.route.padEnd(12) +
      kb(row.shell).padStart(10) +
      kb(row.remote).padStart(10) +
      kb(row.total).padStart(10) +
      String(row.requests).padStart(10) +
      (row.duplicated.join(', ') || 'none').padStart(26),
  );
}
console.log(
  `Budgets (docs/architecture.md §7): shell ≤ ${kb(SHELL_BUDGET)}, each remote page ≤ ${kb(REMOTE_BUDGET)} (My Books with AG Grid ≤ 240 KB).`,
);
if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Within budget.');
