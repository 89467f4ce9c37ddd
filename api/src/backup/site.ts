import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { acquireEmbeddedLock, EmbeddedLockError, type EmbeddedLock } from '../db/embedded-lock';
import type { BackupSource } from './backup';
import { mediaStoreFor } from './media-store';
import { RestoreError, type RestoreTarget } from './restore';

// The site `npm start` runs, as the backup and restore commands see it: the same settings, the
// same database and media.

export interface OpenedSite extends BackupSource, RestoreTarget {
  description: string;
  close(): Promise<void>;
}

function opened(config: AppConfig, database: Database, cleanUp: () => Promise<void> | void = () => {}): OpenedSite {
  return {
    pool: database.pool,
    kind: database.kind,
    media: mediaStoreFor(config),
    description: database.description,
    async close() {
      await database.close();
      await cleanUp();
    },
  };
}

/** Where the running server answers on this machine. */
function localOrigin(config: AppConfig): string {
  const wildcard = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  const loopback = /^(127\.|::1$|localhost$)/.test(config.host);
  if (!wildcard && !loopback) {
    throw new Error(`The server listens on ${config.host} only; a backup of the embedded database needs it on loopback too.`);
  }
  const host = loopback && config.host.includes(':') ? `[${config.host}]` : loopback ? config.host : '127.0.0.1';
  return `http://${host}:${config.port}`;
}

/**
 * The running embedded server's data directory, copied between two of its queries, opened in a
 * scratch directory of our own: the site keeps running while the backup reads its copy.
 */
async function openRunningEmbedded(config: AppConfig): Promise<OpenedSite> {
  const scratch = await fs.promises.mkdtemp(path.join(config.dataDir, '.backup-'));
  const cleanUp = () => fs.promises.rm(scratch, { recursive: true, force: true });
  try {
    const tarball = path.join(scratch, 'pgdata.tar');
    const response = await fetch(`${localOrigin(config)}/internal/embedded-snapshot`);
    if (!response.ok || !response.body)
      throw new Error(`The running server refused a snapshot: ${response.status} ${await response.text()}`);
    await pipeline(Readable.fromWeb(response.body), fs.createWriteStream(tarball));
    const database = await openDatabase({ pgliteDataDir: path.join(scratch, 'pgdata'), pgliteLoadFrom: tarball });
    return { ...opened(config, database, cleanUp), description: `the running embedded database in ${config.dataDir}` };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function openEmbedded(config: AppConfig, lock: EmbeddedLock): Promise<OpenedSite> {
  try {
    const database = await openDatabase({ pgliteDataDir: path.join(config.dataDir, 'pglite') });
    return opened(config, database, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The configured site, to back up: PostgreSQL as it is, the embedded database directly or from the running server. */
export async function openForBackup(config: AppConfig): Promise<OpenedSite> {
  if (config.databaseUrl) return opened(config, await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 }));
  let lock: EmbeddedLock;
  try {
    lock = acquireEmbeddedLock(config.dataDir);
  } catch (error) {
    if (error instanceof EmbeddedLockError) return openRunningEmbedded(config);
    throw error;
  }
  return openEmbedded(config, lock);
}

/** The configured site, to restore into: an embedded one must not be running. */
export async function openForRestore(config: AppConfig): Promise<OpenedSite> {
  if (config.databaseUrl) return opened(config, await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 }));
  try {
    return await openEmbedded(config, acquireEmbeddedLock(config.dataDir));
  } catch (error) {
    if (error instanceof EmbeddedLockError) throw new RestoreError(`${error.message} Stop the server before restoring.`);
    throw error;
  }
}
