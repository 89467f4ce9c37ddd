import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireEmbeddedLock, EmbeddedLockError, LOCK_FILE_NAME } from '../../src/db/embedded-lock';

const API_ROOT = path.resolve(__dirname, '..', '..');
const REGISTER_TS = path.join(__dirname, '..', 'helpers', 'register-ts.cjs');
const SERVER_TS = path.join(API_ROOT, 'src', 'server.ts');

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-lock-'));
}

/** A pid that certainly belongs to no running process: one that has just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('acquireEmbeddedLock', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes our pid into DATA_DIR/pglite.lock and removes it on release', () => {
    const lock = acquireEmbeddedLock(dir);
    expect(lock.path).toBe(path.join(dir, LOCK_FILE_NAME));
    expect(fs.readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
    lock.release(); // idempotent
  });

  it('refuses a second holder while the first is alive, naming the pid and the directory', () => {
    const lock = acquireEmbeddedLock(dir);
    try {
      expect(() => acquireEmbeddedLock(dir)).toThrow(EmbeddedLockError);
      expect(() => acquireEmbeddedLock(dir)).toThrow(`pid ${process.pid}`);
      expect(() => acquireEmbeddedLock(dir)).toThrow(dir);
    } finally {
      lock.release();
    }
  });

  it('refuses a lock held by another live process', () => {
    // pid 1 is always alive (and, from a container, possibly not signalable: EPERM counts as alive).
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), '1\n');
    expect(() => acquireEmbeddedLock(dir)).toThrow(/pid 1\)/);
  });

  it('takes over a stale lock whose process is gone', () => {
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${deadPid()}\n`);
    const lock = acquireEmbeddedLock(dir);
    expect(fs.readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an empty or garbled lock file', () => {
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), 'not a pid');
    const lock = acquireEmbeddedLock(dir);
    lock.release();
  });
});

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string): RunningServer {
  const child = spawn(process.execPath, ['-r', REGISTER_TS, SERVER_TS], {
    cwd: API_ROOT,
    // No demo data: drawing its covers would only slow the start down.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_ROOT: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(predicate: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two servers on one DATA_DIR', () => {
  let dataDir: string;
  let first: RunningServer | undefined;

  beforeAll(() => {
    dataDir = tempDir();
  });
  afterAll(async () => {
    if (first && first.child.exitCode === null) {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the second exits with status 1 and a clear message; the first shuts down cleanly', async () => {
    first = startServer(dataDir);
    await waitFor(
      () => first!.output().includes('BookNook is running at http://localhost:'),
      60_000,
      () => first!.output(),
    );
    expect(first.output()).toContain(`Database: embedded PGlite in ${path.join(dataDir, 'pglite')}`);
    const port = /localhost:(\d+)/.exec(first.output())![1];
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(await health.json()).toEqual({
      status: 'ok',
      database: 'pglite',
      version: '0.1.0',
      checks: { database: { ok: true }, storage: { ok: true }, mail: { ok: true } },
    });

    const second = startServer(dataDir);
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`Another BookNook server (pid ${first.child.pid}) is already using the data directory ${dataDir}.`);
    // The loser must not have touched the winner's lock.
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(first.child.pid));

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 90_000);
});
