import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailSink } from './mail-sink';
import { freePort } from './ports';
import { admin, E2E_BASE_URL, E2E_PORT, moderator, REPO_ROOT, remotes, SERVED_ROOT } from './stack-config';

// Plain ESM helpers shared with the API tests and benchmarks.
type Stoppable = { url: string; stop: () => Promise<void> };
const importScript = (name: string) => import(path.join(REPO_ROOT, 'scripts', name)) as Promise<Record<string, unknown>>;

async function waitForHealth(url: string, api: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs} ms`);
}

function assertBuilt() {
  const missing = [path.join(REPO_ROOT, 'shell'), ...Object.values(remotes).map((remote) => remote.dir)]
    .map((dir) => path.join(dir, 'dist', 'index.html'))
    .concat(path.join(REPO_ROOT, 'api', 'dist', 'server.js'))
    .filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`Build first (npm run build); missing:\n${missing.join('\n')}`);
}

/** Starts PostgreSQL, the API on it, and nginx with the production config in front; returns the teardown. */
export default async function globalSetup() {
  assertBuilt();
  const started: Stoppable[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booknook-e2e-data-'));
  // Where `npm run deploy` publishes during the suite (docs/deploys.md): empty, so the remotes' builds in place serve
  // until a journey deploys a release.
  const siteDir = mkdtempSync(path.join(tmpdir(), 'booknook-e2e-site-'));
  try {
    const { startPostgres } = (await importScript('pg-sandbox.mjs')) as { startPostgres: () => Promise<Stoppable> };
    const postgres = await startPostgres();
    started.push(postgres);

    // Mail the API sends (password reset links) goes to a real SMTP server; journeys read it from mailDir.
    const mailDir = mkdtempSync(path.join(tmpdir(), 'booknook-e2e-mail-'));
    const mailSink = await startMailSink(mailDir);
    started.push({
      url: mailSink.url,
      stop: async () => {
        await mailSink.stop();
        rmSync(mailDir, { recursive: true, force: true });
      },
    });
    process.env.E2E_MAIL_DIR = mailDir;

    const apiPort = await freePort();
    const api = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'server.js')], {
      // The whole suite signs in far more often than one person would: rate limits are raised, not removed.
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        RATE_LIMIT_MULTIPLIER: '20',
        // Jobs (a wanted book's notice, mail) picked up within half a second, as journeys wait for them.
        JOB_POLL_SECONDS: '0.5',
        SMTP_URL: mailSink.url,
        // Links in mail lead to the site as members reach it: through the front door.
        PUBLIC_URL: E2E_BASE_URL,
        // The API watches canaries in the site folder and rolls them back.
        SITE_DIR: siteDir,
        // Push journeys stand a push service in on loopback (e2e/support/push-service.ts): tests only.
        WEB_PUSH_ALLOW_HTTP: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    started.push({
      url: `http://127.0.0.1:${apiPort}`,
      stop: () =>
        new Promise<void>((resolve) => {
          if (api.exitCode !== null) {
            resolve();
            return;
          }
          api.once('exit', () => resolve());
          api.kill('SIGTERM');
        }),
    });
    await waitForHealth(`http://127.0.0.1:${apiPort}/api/v1/health`, api);
    // Tests reach the database and the API's data through these (worker processes inherit globalSetup's env).
    process.env.E2E_DATABASE_URL = postgres.url;
    process.env.E2E_DATA_DIR = dataDir;
    process.env.E2E_SITE_DIR = siteDir;
    // `npm run deploy -- status` reads the error rates from the API's local-only door.
    process.env.E2E_API_URL = `http://127.0.0.1:${apiPort}`;
    await createModerator(`http://127.0.0.1:${apiPort}`, postgres.url);

    const { startNginx } = (await importScript('nginx-local.mjs')) as {
      startNginx: (options: {
        port: number;
        api: string;
        dataDir: string;
        siteDir: string;
        root: string;
        shellRoot?: string;
      }) => Promise<Stoppable>;
    };
    copyServedBuilds();
    // The N-1 stage's other direction (scripts/e2e-previous.mjs): today's remotes on the previous release of the shell.
    const shellRoot = process.env.E2E_SHELL_ROOT;
    started.push(await startNginx({ port: E2E_PORT, api: `127.0.0.1:${apiPort}`, dataDir, siteDir, root: SERVED_ROOT, shellRoot }));
    if (shellRoot) console.log(`N-1: the shell is the build in ${shellRoot}`);
    deployPreviousReleases(siteDir);
    console.log(`e2e stack ready at ${E2E_BASE_URL} (API on PostgreSQL ${postgres.url})`);
  } catch (error) {
    await stopAll(started);
    throw error;
  }
  return async () => {
    await stopAll(started);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(SERVED_ROOT, { recursive: true, force: true });
  };
}

/** This stack's own copy of the builds nginx serves (stack-config's SERVED_ROOT): the shell's and each remote's dist/. */
function copyServedBuilds() {
  rmSync(SERVED_ROOT, { recursive: true, force: true });
  cpSync(path.join(REPO_ROOT, 'shell', 'dist'), path.join(SERVED_ROOT, 'shell', 'dist'), { recursive: true });
  for (const remote of Object.values(remotes)) cpSync(path.join(remote.dir, 'dist'), path.join(remote.served, 'dist'), { recursive: true });
}

/** A moderator account for journeys that review books: registered through the API, promoted with the API's command. */
async function createModerator(apiUrl: string, databaseUrl: string) {
  const promote = path.join(REPO_ROOT, 'api', 'dist', 'features', 'admin', 'promote-command.js');
  if (!existsSync(promote)) return;
  const response = await fetch(`${apiUrl}/api/v1/users/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...moderator, first_name: 'Mina', last_name: 'Moderator', location: 'Kathmandu', phone_number: '9800000001' }),
  });
  if (response.status !== 201) throw new Error(`Could not register the e2e moderator: ${response.status} ${await response.text()}`);
  execFileSync(process.execPath, [promote, moderator.email], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'pipe' });
  const registered = await fetch(`${apiUrl}/api/v1/users/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...admin, first_name: 'Ada', last_name: 'Admin', location: 'Kathmandu', phone_number: '9800000002' }),
  });
  if (registered.status !== 201) throw new Error(`Could not register the e2e admin: ${registered.status} ${await registered.text()}`);
  execFileSync(process.execPath, [promote, '--admin', admin.email], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'pipe' });
  process.env.E2E_MODERATOR_EMAIL = moderator.email;
  process.env.E2E_MODERATOR_PASSWORD = moderator.password;
}

async function stopAll(started: Stoppable[]) {
  for (const service of started.reverse()) await service.stop().catch((error: unknown) => console.error(error));
}

/**
 * The N-1 run (scripts/e2e-previous.mjs): E2E_PREVIOUS_RELEASES names the builds of each remote's previous release
 * (scripts/previous-release.mjs, one JSON line each), and each is deployed into this run's site with `npm run deploy
 * -- <remote> --from <dist>`, version gate included, so the journeys meet them beside the current shell and API.
 */
function deployPreviousReleases(siteDir: string) {
  const list = process.env.E2E_PREVIOUS_RELEASES;
  if (!list) return;
  for (const line of readFileSync(list, 'utf8').split('\n').filter(Boolean)) {
    const release = JSON.parse(line) as { remote: string; version: string; dist: string };
    const deploy = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'deploy.mjs'), release.remote, '--from', release.dist], {
      cwd: REPO_ROOT,
      env: { ...process.env, SITE_DIR: siteDir },
      encoding: 'utf8',
    });
    if (deploy.status !== 0) throw new Error(`${release.remote}@${release.version} (N-1) was refused: ${deploy.stdout}${deploy.stderr}`);
    console.log(`N-1: ${release.remote}@${release.version} deployed beside the current shell`);
  }
}
