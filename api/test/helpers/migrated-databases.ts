// Run once per test run by test/global-setup.mjs (`node -r register-ts.cjs`): migrates one PGlite database and one
// PostgreSQL database, so each test's app starts from a copy instead of applying every migration again (a PGlite
// snapshot loaded at start, a PostgreSQL database created from a template). Prints where the copies are, as JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrator';

export interface MigratedDatabases {
  /** A data-directory tarball of a migrated PGlite database. */
  pgliteSnapshot: string;
  /** A migrated PostgreSQL database to copy with CREATE DATABASE … TEMPLATE, when there is a server. */
  pgTemplate?: string;
}

async function migratedSnapshot(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-migrated-')), 'pglite.tar');
  const database = await openDatabase({});
  try {
    await migrate(database.pool);
    if (!database.snapshot) throw new Error('The embedded database cannot take a snapshot');
    await database.snapshot(file);
  } finally {
    await database.close();
  }
  return file;
}

async function migratedTemplate(serverUrl: string): Promise<string> {
  // Named per run: an externally managed server may hold another run's.
  const name = `booknook_migrated_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await migrate(database.pool);
  } finally {
    await database.close();
  }
  return name;
}

async function main() {
  const serverUrl = process.env.BOOKNOOK_TEST_PG_URL;
  const [pgliteSnapshot, pgTemplate] = await Promise.all([migratedSnapshot(), serverUrl ? migratedTemplate(serverUrl) : undefined]);
  const result: MigratedDatabases = { pgliteSnapshot, ...(pgTemplate ? { pgTemplate } : {}) };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
