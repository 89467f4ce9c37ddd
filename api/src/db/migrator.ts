import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

// Why not Kysely's Migrator: our migrations are plain .sql files (several statements each, readable
// by an operator and by psql), and each applied file's checksum is kept so that an edited migration
// stops start-up instead of drifting silently. Kysely's Migrator runs TypeScript up/down modules and
// records names only; its lock is a table row, where ours is a PostgreSQL advisory lock that a
// crashed instance releases with its connection.

/** Where the versioned SQL files live: src/db/migrations, copied to dist/db/migrations by the build. */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Key of the session-level advisory lock held while migrating, so that API instances started
 * together against one PostgreSQL server apply each migration exactly once. Arbitrary but fixed.
 */
export const MIGRATION_LOCK_KEY = 7_311_020_240_001;

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.sql'));
  const migrations = files.map((file): Migration => {
    const [, version, name] = FILE_PATTERN.exec(file) ?? [];
    if (version === undefined || name === undefined) {
      throw new MigrationError(`Migration file name "${file}" must look like 0001_some_name.sql`);
    }
    // Normalise line endings so a checkout with CRLF does not look like an edited migration.
    const sql = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n');
    return {
      version,
      name,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    };
  });
  migrations.sort((a, b) => a.version.localeCompare(b.version));
  migrations.forEach((migration, i) => {
    if (i > 0 && migration.version === migrations[i - 1]?.version) {
      throw new MigrationError(`Two migrations share version ${migration.version}`);
    }
  });
  return migrations;
}

/**
 * Apply pending migrations in version order, each in its own transaction together with its
 * row in schema_migrations. Runs on one pinned connection holding an advisory lock; an
 * already-applied migration whose file changed is an error, not silently skipped.
 */
export async function migrate(pool: pg.Pool, migrations: Migration[] = loadMigrations()): Promise<MigrationResult> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          version text PRIMARY KEY,
          name text NOT NULL,
          checksum text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
      const { rows } = await client.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations');
      const done = new Map(rows.map((row) => [row.version, row.checksum]));
      const result: MigrationResult = { applied: [], alreadyApplied: [] };
      for (const migration of migrations) {
        const label = `${migration.version}_${migration.name}`;
        const appliedChecksum = done.get(migration.version);
        if (appliedChecksum !== undefined) {
          if (appliedChecksum !== migration.checksum) {
            throw new MigrationError(`Migration ${label} was changed after it was applied; add a new migration instead.`);
          }
          result.alreadyApplied.push(label);
          continue;
        }
        await client.query('BEGIN');
        try {
          // No parameters: pg uses the simple protocol, which runs a multi-statement file.
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
            migration.version,
            migration.name,
            migration.checksum,
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          const reason = error instanceof Error ? error.message : String(error);
          throw new MigrationError(`Migration ${label} failed: ${reason}`, { cause: error });
        }
        result.applied.push(label);
      }
      return result;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
