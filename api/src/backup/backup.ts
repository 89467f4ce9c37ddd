import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { DatabaseKind } from '../db/database';
import { APP_VERSION } from '../version';
import { dumpDatabase, type DatabaseDump } from './logical-dump';
import type { MediaStore } from './media-store';
import { TarWriter } from './tar';

// One archive holds a whole site: the database (rows, sequences, the installation's secrets in
// app_secrets: the upload-signing key, the mail-link and sign-up challenge keys), the media, and a
// manifest with the counts and a sha256 of every other file in it.

export const ARCHIVE_FORMAT = 'booknook-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  database: DatabaseDump & { kind: DatabaseKind; level: string | null };
  media: { source: string; objects: number; bytes: number; missing: string[] };
  /** sha256 (hex) of every file in the archive but the manifest. */
  files: Record<string, string>;
}

export interface BackupSource {
  pool: pg.Pool;
  kind: DatabaseKind;
  media: MediaStore;
}

/** The archive's file name: sortable by time, so the oldest are the first to prune. */
export function archiveName(at: Date): string {
  return `booknook-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/**
 * Write a backup of `source` to `file`. The database is dumped first, from one snapshot, then the
 * media: an image uploaded meanwhile is in the archive but unused (the upload sweep removes it
 * after a restore); an image deleted meanwhile is listed as missing in the manifest.
 */
export async function writeBackup(source: BackupSource, file: string): Promise<Manifest> {
  const createdAt = new Date();
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(path.dirname(file), '.staging-'));
  const partial = `${file}.partial`;
  try {
    const dump = await dumpDatabase(source.pool, staging);
    const archive = new TarWriter(partial);
    const files: Record<string, string> = {};
    for (const table of Object.keys(dump.tables)) {
      const name = `database/${table}.jsonl`;
      files[name] = await archive.addFile(name, path.join(staging, `${table}.jsonl`));
    }
    const media = { source: source.media.description, objects: 0, bytes: 0, missing: [] as string[] };
    for await (const object of source.media.list()) {
      const body = await source.media.read(object.key);
      if (!body) {
        media.missing.push(object.key);
        continue;
      }
      const name = `media/${object.key}`;
      files[name] = await archive.add(name, object.size, body);
      media.objects += 1;
      media.bytes += object.size;
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      appVersion: APP_VERSION,
      createdAt: createdAt.toISOString(),
      database: { kind: source.kind, level: dump.migrations.at(-1) ?? null, ...dump },
      media,
      files,
    };
    await archive.add(MANIFEST_NAME, Buffer.byteLength(JSON.stringify(manifest, null, 2)), Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.finish();
    // Only a complete archive ever has the final name.
    await fs.promises.rename(partial, file);
    return manifest;
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

/** The counts a backup or restore ends with, one table a line. */
export function formatCounts(tables: Record<string, number>, compared?: Record<string, number>): string {
  const names = Object.keys(tables).sort();
  const width = Math.max(...names.map((name) => name.length), 5);
  return names
    .map((name) => {
      const count = String(tables[name]).padStart(9);
      const before = compared?.[name];
      const note = compared && before !== undefined && before !== tables[name] ? `  (archive: ${before})` : '';
      return `  ${name.padEnd(width)} ${count}${note}`;
    })
    .join('\n');
}
