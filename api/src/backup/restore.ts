import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { loadMigrations, migrate } from '../db/migrator';
import { ARCHIVE_FORMAT, MANIFEST_NAME, type Manifest } from './backup';
import { countRows, loadDatabase, publicTables } from './logical-dump';
import type { MediaStore } from './media-store';
import { extractTarGz } from './tar';

/** A restore that must not go ahead; the message says why, for the operator. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Tables that hold rows before any member arrives (the migrator's, the secrets made on first use). */
const INSTALLATION_TABLES = new Set(['schema_migrations', 'app_secrets']);

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Unpack `archive` under `dir` and check it against its manifest: every file, and nothing else. */
export async function openArchive(archive: string, dir: string): Promise<Manifest> {
  let names: string[];
  try {
    names = await extractTarGz(archive, dir);
  } catch (error) {
    throw new RestoreError(`${archive} is not a readable BookNook backup (${(error as Error).message}).`);
  }
  if (!names.includes(MANIFEST_NAME)) throw new RestoreError(`${archive} has no ${MANIFEST_NAME}: not a BookNook backup.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(dir, MANIFEST_NAME), 'utf8')) as Manifest;
  } catch {
    throw new RestoreError(`The manifest of ${archive} is damaged; nothing was restored.`);
  }
  if ((manifest.format as string) !== ARCHIVE_FORMAT) throw new RestoreError(`${archive} is not a BookNook backup.`);
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.files)) {
    if (!names.includes(name)) problems.push(`${name} is missing`);
    else if ((await sha256(path.join(dir, name))) !== expected) problems.push(`${name} does not match its checksum`);
  }
  for (const name of names) if (name !== MANIFEST_NAME && !(name in manifest.files)) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0) {
    throw new RestoreError(
      `The archive ${archive} has been altered or damaged; nothing was restored.\n  ${problems.slice(0, 10).join('\n  ')}`,
    );
  }
  return manifest;
}

/** Tables with rows that a member or a book put there. */
async function occupiedTables(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    const occupied: string[] = [];
    for (const table of await publicTables(client)) {
      if (INSTALLATION_TABLES.has(table)) continue;
      const { rows } = await client.query(`SELECT 1 FROM "${table.replace(/"/g, '""')}" LIMIT 1`);
      if (rows.length > 0) occupied.push(table);
    }
    return occupied;
  } finally {
    client.release();
  }
}

/** Empty the database entirely: the schema is made again by the migrations, the job queue by the API. */
async function wipeDatabase(pool: pg.Pool): Promise<void> {
  await pool.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
  await pool.query('DROP SCHEMA public CASCADE');
  await pool.query('CREATE SCHEMA public');
}

export interface RestoreTarget {
  pool: pg.Pool;
  media: MediaStore;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Migrations applied after the archive's rows were loaded. */
  migratedForward: string[];
  counts: Record<string, number>;
}

/**
 * Restore an archive (already checked by openArchive, unpacked in `dir`) into `target`: refused when
 * the target holds data, unless `force`; then the schema at the archive's level, its rows, the
 * migrations since, and the media.
 */
export async function restoreBackup(dir: string, manifest: Manifest, target: RestoreTarget, force: boolean): Promise<RestoreResult> {
  const known = loadMigrations();
  const archived = new Set(manifest.database.migrations);
  const newer = [...archived].filter((version) => !known.some((migration) => migration.version === version));
  if (newer.length > 0) {
    throw new RestoreError(`The archive comes from a newer BookNook (migrations ${newer.join(', ')}); upgrade this one first.`);
  }
  const occupied = await occupiedTables(target.pool);
  const mediaEmpty = await target.media.isEmpty();
  if (!force && (occupied.length > 0 || !mediaEmpty)) {
    const what =
      occupied.length > 0 ? `the database has data (${occupied.slice(0, 5).join(', ')})` : `${target.media.description} is not empty`;
    throw new RestoreError(`Refusing to restore into a site that is not empty: ${what}. Add --force to replace it.`);
  }
  await wipeDatabase(target.pool);
  await migrate(
    target.pool,
    known.filter((migration) => archived.has(migration.version)),
  );
  await loadDatabase(target.pool, path.join(dir, 'database'), manifest.database);
  const forward = await migrate(target.pool, known);

  if (!mediaEmpty) await target.media.clear();
  for (const name of Object.keys(manifest.files)) {
    if (name.startsWith('media/')) await target.media.write(name.slice('media/'.length), path.join(dir, name));
  }
  return { manifest, migratedForward: forward.applied, counts: await countRows(target.pool) };
}
