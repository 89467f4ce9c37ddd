#!/usr/bin/env node
// A throw-away PostgreSQL server for tests and manual experiments.
//
//   import { startPostgres } from './scripts/pg-sandbox.mjs'
//   const pg = await startPostgres()      // { url, port, dataDir, stop() }
//   ...
//   await pg.stop()
//
// CLI: `node scripts/pg-sandbox.mjs [--port N]` starts a server, prints its URL
// and keeps it running until SIGINT/SIGTERM.
//
// The server binaries are looked up in $PG_BIN if set (and only there), else in
// /usr/lib/postgresql/<newest>/bin, then $PATH. PostgreSQL refuses to run as root, so when we are root the server
// commands run as the `postgres` OS user (via runuser) and the data dir is
// chowned to it. Plain JS with no dependencies so it can run before `npm install`.

import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEST_DATABASE = 'booknook_test';

/** Directory holding initdb/pg_ctl/postgres, or null when PostgreSQL is not installed. */
export function findPostgresBin() {
  const hasServer = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  // An explicit PG_BIN is authoritative (PG_BIN=/nowhere simulates a machine without PostgreSQL).
  if (process.env.PG_BIN) return hasServer(process.env.PG_BIN) ? process.env.PG_BIN : null;
  const candidates = [];
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(join(debianRoot, version, 'bin'));
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir) candidates.push(dir);
  return candidates.find(hasServer) ?? null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** [command, args] that run `bin/tool args` as a user PostgreSQL accepts. */
function asServerUser(binDir, tool, args) {
  const command = join(binDir, tool);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(binDir, tool, args, { asServer = false } = {}) {
  const [command, argv] = asServer ? asServerUser(binDir, tool, args) : [join(binDir, tool), args];
  return new Promise((resolve, reject) => {
    execFile(command, argv, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) {
        error.message = `${tool} failed: ${error.message}\n${stdout}${stderr}`;
        reject(error);
      } else {
        resolve(stdout);
      }
    });
  });
}

function runSync(binDir, tool, args) {
  const [command, argv] = asServerUser(binDir, tool, args);
  execFileSync(command, argv, { stdio: 'ignore' });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(binDir, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await run(binDir, 'pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not become ready on port ${port}: ${error.message}`);
      await sleep(100);
    }
  }
}

/** A scratch folder for one server (its data directory and log), owned by `postgres` when run as root. */
function serverFolder(prefix) {
  const baseDir = mkdtempSync(join(tmpdir(), prefix));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(baseDir, uid, gid);
  }
  return { baseDir, dataDir: join(baseDir, 'data'), logFile: join(baseDir, 'server.log') };
}

/**
 * Start a private PostgreSQL server on 127.0.0.1. By default it trades durability for speed (no
 * fsync, asynchronous commit); `durable: true` keeps PostgreSQL's own settings, for tests that
 * restart the server and check that nothing acknowledged was lost.
 * `settings` are extra server settings (`-c name=value`), e.g. the benchmark's statistics and plan logging.
 * @param {{ port?: number, database?: string, timeoutMs?: number, durable?: boolean, settings?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, port: number, dataDir: string, binDir: string, logFile: string, restart: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startPostgres({ port, database = TEST_DATABASE, timeoutMs = 30_000, durable = false, settings = {} } = {}) {
  const binDir = findPostgresBin();
  if (!binDir) {
    throw new Error('PostgreSQL server binaries not found (looked in $PG_BIN if set, else /usr/lib/postgresql/*/bin and $PATH).');
  }
  const listenPort = port ?? (await freePort());
  const { baseDir, dataDir, logFile } = serverFolder('booknook-pg-');

  let running = false;
  let stopped = false;
  let serverOptions = '';
  const stopNow = () => {
    // Last-resort cleanup if the caller never called stop() (crash, process.exit).
    if (stopped) return;
    stopped = true;
    try {
      if (running) runSync(binDir, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    } catch {
      // the server may already be gone
    }
    rmSync(baseDir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);

  try {
    await run(binDir, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--encoding', 'UTF8', '--locale', 'C', '--no-sync'], {
      asServer: true,
    });
    serverOptions = [
      `-p ${listenPort}`,
      `-h 127.0.0.1`,
      `-k ${baseDir}`,
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' ');
    await run(binDir, 'pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions], {
      asServer: true,
    });
    running = true;
    await waitUntilReady(binDir, listenPort, timeoutMs);
    await run(binDir, 'createdb', ['-h', '127.0.0.1', '-p', String(listenPort), '-U', 'postgres', database]);
  } catch (error) {
    stopNow();
    process.removeListener('exit', stopNow);
    throw error;
  }

  const url = `postgres://postgres@127.0.0.1:${listenPort}/${database}`;
  return {
    url,
    port: listenPort,
    dataDir,
    binDir,
    logFile,
    /** `pg_ctl restart -m fast`: every session is ended ("terminating connection due to administrator command"). */
    async restart() {
      await run(binDir, 'pg_ctl', ['restart', '-D', dataDir, '-l', logFile, '-m', 'fast', '-w', '-t', '60', '-o', serverOptions], {
        asServer: true,
      });
      await waitUntilReady(binDir, listenPort, timeoutMs);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', stopNow);
      try {
        await run(binDir, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w'], { asServer: true });
      } finally {
        running = false;
        rmSync(baseDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A streaming replica of a server from startPostgres() (`pg_basebackup -R`: it follows the primary
 * and answers reads only). The sandbox's primary can be copied as it is: initdb's pg_hba.conf lets
 * local replication connections in, and wal_level=replica is PostgreSQL's default.
 * `stop()` and `start()` take it down and bring it back with its data; `remove()` deletes it.
 * @param {{ port: number, binDir: string, url: string }} primary
 * @returns {Promise<{ url: string, port: number, dataDir: string, stop: () => Promise<void>, start: () => Promise<void>, remove: () => Promise<void> }>}
 */
export async function startReplica(primary, { timeoutMs = 30_000 } = {}) {
  const { binDir } = primary;
  const listenPort = await freePort();
  const { baseDir, dataDir, logFile } = serverFolder('booknook-replica-');
  let running = false;
  const stopNow = () => {
    try {
      if (running) runSync(binDir, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    } catch {
      // already gone
    }
    rmSync(baseDir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  const serverOptions = [`-p ${listenPort}`, '-h 127.0.0.1', `-k ${baseDir}`, '-c fsync=off'].join(' ');
  const start = async () => {
    await run(binDir, 'pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions], { asServer: true });
    running = true;
    await waitUntilReady(binDir, listenPort, timeoutMs);
  };
  const stop = async () => {
    if (!running) return;
    await run(binDir, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w'], { asServer: true });
    running = false;
  };
  try {
    const source = ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'];
    // --checkpoint=fast: the default, spread checkpoint keeps pg_basebackup waiting for minutes.
    await run(binDir, 'pg_basebackup', [...source, '-D', dataDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync'], {
      asServer: true,
    });
    await start();
  } catch (error) {
    stopNow();
    process.removeListener('exit', stopNow);
    throw error;
  }
  const url = new URL(primary.url);
  url.port = String(listenPort);
  return {
    url: url.toString(),
    port: listenPort,
    dataDir,
    logFile,
    start,
    stop,
    async remove() {
      process.removeListener('exit', stopNow);
      try {
        await stop();
      } finally {
        rmSync(baseDir, { recursive: true, force: true });
      }
    },
  };
}

async function main() {
  const portFlag = process.argv.indexOf('--port');
  const port = portFlag > -1 ? Number(process.argv[portFlag + 1]) : undefined;
  const server = await startPostgres({ port });
  console.log(server.url);
  console.error(`PostgreSQL sandbox running (data in ${server.dataDir}); Ctrl+C stops it and deletes the data.`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Keep the event loop alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
