// Runs the production nginx.conf on this machine for tests and benchmarks: same locations and headers,
// with the repository, port, API and renderer upstreams and scratch paths swapped in. Usage as a CLI:
//   node scripts/nginx-local.mjs --port 8080 --api 127.0.0.1:8000[,127.0.0.1:8001] --render 127.0.0.1:8100 --data ./data \
//     [--site ./site]   (where `npm run deploy` publishes; default ./site)
// Without --render, a server renderer (shell/dist-server/standalone.js) is started beside nginx and stopped with it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

export function findNginx() {
  for (const candidate of NGINX_CANDIDATES) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return null;
}

/**
 * The production config with local paths: everything else (locations, headers, gzip) stays as deployed.
 * `api` is one API instance ("127.0.0.1:8000") or several, each an upstream server with the production parameters.
 */
export function renderNginxConfig({ port, api, render, dataDir, siteDir, scratchDir, root = repoRoot, shellRoot = root }) {
  const apis = Array.isArray(api) ? api : [api];
  const production = readFileSync(path.join(repoRoot, 'nginx.conf'), 'utf8');
  const scratch = (name) => path.join(scratchDir, name);
  const local = production
    .replaceAll('/srv/booknook/data/', `${path.resolve(dataDir)}/`)
    .replaceAll('/srv/booknook/site', path.resolve(siteDir ?? path.join(root, 'site')))
    // The shell may come from another build (the N-1 stage runs today's remotes on the previous shell).
    .replaceAll('/srv/booknook/shell/', `${path.resolve(shellRoot)}/shell/`)
    .replaceAll('/srv/booknook/', `${root}/`)
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/server 127\.0\.0\.1:8000([^;]*);/, (_line, parameters) =>
      apis.map((address) => `server ${address}${parameters};`).join('\n    '),
    )
    .replace(/server 127\.0\.0\.1:8100;/, `server ${render};`)
    .replace(/worker_processes auto;/, 'worker_processes 1;')
    .replace(
      /http \{/,
      `http {
  access_log off;
  client_body_temp_path ${scratch('body')};
  proxy_temp_path ${scratch('proxy')};
  fastcgi_temp_path ${scratch('fastcgi')};
  uwsgi_temp_path ${scratch('uwsgi')};
  scgi_temp_path ${scratch('scgi')};`,
    );
  // As root, workers would run as "nobody", which cannot read a checkout under a private temp dir.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;\npid ${scratch('nginx.pid')};\nerror_log ${scratch('error.log')} warn;\n${local}`;
}

async function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not open port ${port} within ${timeoutMs} ms`);
}

/** A port nothing listens on right now (for the servers the tests and benchmarks start). */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The production server renderer (shell/dist-server/standalone.js) for the site nginx serves at `siteUrl`: it reads
 * the remotes from nginx and the data from the API, as in production.
 */
export async function startRenderer({ siteUrl, api, root = repoRoot, env = {} }) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'shell', 'dist-server', 'standalone.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: siteUrl,
      API_URL: `http://${api}`,
      PUBLIC_URL: siteUrl,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(port);
  return {
    address: `127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    },
  };
}

/**
 * Starts nginx in the foreground of a child process, and a server renderer for it unless `render` names one;
 * resolves once both listen. `api`: one address or several (the renderer reads the first).
 */
/** `root`: where the builds are served from (the repository by default); `shellRoot`: another build's shell (N-1). */
export async function startNginx({ port, api, render, dataDir, siteDir, rendererEnv, root, shellRoot }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  const renderer = render
    ? null
    : await startRenderer({
        siteUrl: `http://127.0.0.1:${port}`,
        api: Array.isArray(api) ? api[0] : api,
        env: rendererEnv,
        root: shellRoot ?? repoRoot,
      });
  render ??= renderer.address;
  const scratchDir = mkdtempSync(path.join(tmpdir(), 'booknook-nginx-'));
  mkdirSync(path.join(path.resolve(dataDir), 'media'), { recursive: true });
  const configPath = path.join(scratchDir, 'nginx.conf');
  writeFileSync(configPath, renderNginxConfig({ port, api, render, dataDir, siteDir, scratchDir, root, shellRoot }));
  const test = spawnSync(nginx, ['-t', '-q', '-c', configPath, '-p', scratchDir], { encoding: 'utf8' });
  if (test.status !== 0) {
    await renderer?.stop();
    throw new Error(`nginx rejected the config:\n${test.stderr}`);
  }
  const child = spawn(nginx, ['-c', configPath, '-p', scratchDir], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForPort(port);
  return {
    url: `http://127.0.0.1:${port}`,
    renderer,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      await renderer?.stop();
      rmSync(scratchDir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const server = await startNginx({
    port: Number(arg('port', '8080')),
    api: arg('api', '127.0.0.1:8000').split(','),
    render: arg('render', undefined),
    dataDir: arg('data', path.join(repoRoot, 'data')),
    siteDir: arg('site', undefined),
  });
  console.log(`nginx serving BookNook at ${server.url} (Ctrl+C stops it)`);
  const stop = () => server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
