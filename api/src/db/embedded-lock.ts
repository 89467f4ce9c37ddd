import fs from 'node:fs';
import path from 'node:path';

// PGlite keeps its files open without any locking, so two processes on one data directory
// would corrupt it. The embedded server therefore owns DATA_DIR/pglite.lock, created
// exclusively and holding its pid. A lock left behind by a process that no longer runs is stale
// and taken over.

export const LOCK_FILE_NAME = 'pglite.lock';

export class EmbeddedLockError extends Error {
  override name = 'EmbeddedLockError';
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another BookNook server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
  }
}

export interface EmbeddedLock {
  path: string;
  release(): void;
}

/** Lock files held by this process, so that our own pid in a lock file from a previous container run is not mistaken for us. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isHeldByOther(lockPath: string, pid: number | undefined): pid is number {
  if (pid === undefined) return false;
  if (pid === process.pid) return heldByThisProcess.has(lockPath);
  return isAlive(pid);
}

/**
 * Create the lock file with our pid already in it: write a private temp file, then hard-link it
 * into place. link() fails with EEXIST atomically (like O_EXCL), and no one can ever observe an
 * empty lock file.
 */
function tryCreateLockFile(lockPath: string): boolean {
  const tempPath = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(tempPath, `${process.pid}\n`, { mode: 0o644 });
  try {
    fs.linkSync(tempPath, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== undefined && LINK_UNSUPPORTED.has(code)) return tryCreateExclusive(lockPath);
    throw error;
  } finally {
    fs.rmSync(tempPath, { force: true });
  }
}

/** Filesystems without hard links: fall back to O_EXCL (pid written right after creation). */
const LINK_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

function tryCreateExclusive(lockPath: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, `${process.pid}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

export function acquireEmbeddedLock(dataDir: string): EmbeddedLock {
  const absoluteDir = path.resolve(dataDir);
  const lockPath = path.join(absoluteDir, LOCK_FILE_NAME);
  fs.mkdirSync(absoluteDir, { recursive: true });

  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreateLockFile(lockPath)) {
      heldByThisProcess.add(lockPath);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(lockPath);
          // Only remove the file if it is still ours.
          if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    }

    const pid = readPid(lockPath);
    if (isHeldByOther(lockPath, pid)) throw new EmbeddedLockError(pid, absoluteDir);
    // Stale (dead pid, empty or unreadable content): remove it and try again. If another
    // process wins the race to recreate it, the next attempt sees its live pid.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}; remove it by hand if no BookNook server is running.`);
}
