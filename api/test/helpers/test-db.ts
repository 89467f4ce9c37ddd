import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../../src/db/database';

/** The back ends every database test runs against: both, unless PostgreSQL is unavailable here. */
export const DB_KINDS: DatabaseKind[] = process.env.BOOKNOOK_TEST_PG_URL ? ['pglite', 'postgresql'] : ['pglite'];

/** Generous: a first PGlite start compiles its WebAssembly (~4 s on 2 cores). */
export const DB_SETUP_TIMEOUT_MS = 60_000;

export interface TestDatabase {
  database: Database;
  /** The connection URL of a PostgreSQL test database (undefined for PGlite). */
  url?: string;
  /** Close the connection and, for PostgreSQL, drop the database. */
  destroy(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh database: in-memory PGlite, or a new database on the test PostgreSQL server. Empty, or with `migrated` a copy
 * of the run's migrated database when test/global-setup.mjs made one (else empty, and the caller migrates).
 */
export async function createTestDatabase(kind: DatabaseKind, { migrated = false } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = migrated ? process.env.BOOKNOOK_TEST_PGLITE_SNAPSHOT : undefined;
    const database = await openDatabase(snapshot ? { pgliteLoadFrom: snapshot } : {});
    return { database, destroy: () => database.close() };
  }

  const serverUrl = process.env.BOOKNOOK_TEST_PG_URL;
  if (!serverUrl) throw new Error('BOOKNOOK_TEST_PG_URL is not set (see test/global-setup.mjs)');
  const name = `booknook_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = (migrated ? process.env.BOOKNOOK_TEST_PG_TEMPLATE : undefined) ?? 'template0';
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    database,
    url,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
