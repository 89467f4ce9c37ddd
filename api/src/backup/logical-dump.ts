import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type pg from 'pg';

// The database part of a backup, in one format for PGlite and PostgreSQL alike: each table's rows as
// JSON lines (to_jsonb, read back with jsonb_populate_recordset, so every column type round-trips
// through its own text form), plus the sequences' positions. The schema itself is not dumped: the
// migrations make it, up to the level the archive records, so an embedded backup restores into
// PostgreSQL and an older one is migrated forward after its rows are in.

/** Tables the restore never loads from an archive: the migrator writes its own. */
const MIGRATOR_TABLE = 'schema_migrations';
const FETCH_ROWS = 2_000;
const INSERT_ROWS = 1_000;

export interface SequencePosition {
  last_value: string;
  is_called: boolean;
}

export interface DatabaseDump {
  /** Row counts per table. */
  tables: Record<string, number>;
  sequences: Record<string, SequencePosition>;
  /** Applied migration versions, in order. */
  migrations: string[];
  /** Names of the installation's secrets (app_secrets), which travel with the rows. */
  secrets: string[];
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function publicTables(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

async function sequenceNames(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

async function writeLines(file: string, produce: (write: (line: string) => Promise<void>) => Promise<void>): Promise<void> {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
  try {
    await produce(write);
  } finally {
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
}

/** Dump every table of the public schema as `<dir>/<table>.jsonl`, all from one snapshot. */
export async function dumpDatabase(pool: pg.Pool, dir: string): Promise<DatabaseDump> {
  await fs.promises.mkdir(dir, { recursive: true });
  const client = await pool.connect();
  try {
    // One snapshot for every table: what the site writes meanwhile is simply not in this backup.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const dump: DatabaseDump = { tables: {}, sequences: {}, migrations: [], secrets: [] };
    for (const table of await publicTables(client)) {
      let count = 0;
      await writeLines(path.join(dir, `${table}.jsonl`), async (write) => {
        await client.query(`DECLARE dump_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${quoteIdent(table)} t`);
        for (;;) {
          const { rows } = await client.query<{ row: string }>(`FETCH ${FETCH_ROWS} FROM dump_rows`);
          for (const { row } of rows) await write(row);
          count += rows.length;
          if (rows.length < FETCH_ROWS) break;
        }
        await client.query('CLOSE dump_rows');
      });
      dump.tables[table] = count;
    }
    for (const sequence of await sequenceNames(client)) {
      const { rows } = await client.query<SequencePosition>(
        `SELECT last_value::text AS last_value, is_called FROM ${quoteIdent(sequence)}`,
      );
      if (rows[0]) dump.sequences[sequence] = rows[0];
    }
    if (dump.tables[MIGRATOR_TABLE] !== undefined) {
      const { rows } = await client.query<{ version: string }>(`SELECT version FROM ${MIGRATOR_TABLE} ORDER BY version`);
      dump.migrations = rows.map((row) => row.version);
    }
    if (dump.tables.app_secrets !== undefined) {
      const { rows } = await client.query<{ name: string }>('SELECT name FROM app_secrets ORDER BY name');
      dump.secrets = rows.map((row) => row.name);
    }
    await client.query('COMMIT');
    return dump;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Tables in an order where every table comes after the tables its foreign keys point to. Deferrable keys are left
 * out: they close a loop (a book names the conversation it is reserved for) and are checked when the load commits.
 */
async function loadOrder(client: pg.PoolClient, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND NOT c.condeferrable AND n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '').replace(/^public\./, '');
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of rows) if (unquote(edge.child) === table && unquote(edge.parent) !== table) visit(unquote(edge.parent));
    visiting.delete(table);
    if (tables.includes(table)) ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function insertableColumns(client: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((row) => row.name);
}

async function* batches(file: string): AsyncGenerator<string[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= INSERT_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Load a dump into a database migrated to the dump's level, in one transaction. Triggers are off
 * while loading: what they maintain (search words, versions) is in the dump already.
 */
export async function loadDatabase(pool: pg.Pool, dir: string, dump: DatabaseDump): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET CONSTRAINTS ALL DEFERRED');
    const present = await publicTables(client);
    const wanted = Object.keys(dump.tables).filter((table) => table !== MIGRATOR_TABLE);
    const unknown = wanted.filter((table) => !present.includes(table));
    if (unknown.length > 0) throw new Error(`The archive has tables this schema does not: ${unknown.join(', ')}`);
    const emptied = present.filter((table) => table !== MIGRATOR_TABLE).map(quoteIdent);
    for (const table of emptied) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    // Rows a migration may have written (defaults) make way for the archive's.
    if (emptied.length > 0) await client.query(`TRUNCATE ${emptied.join(', ')} RESTART IDENTITY CASCADE`);
    for (const table of await loadOrder(client, wanted)) {
      const columns = (await insertableColumns(client, table)).map(quoteIdent).join(', ');
      const target = quoteIdent(table);
      for await (const rows of batches(path.join(dir, `${table}.jsonl`))) {
        await client.query(
          `INSERT INTO ${target} (${columns}) OVERRIDING SYSTEM VALUE
           SELECT ${columns} FROM jsonb_populate_recordset(NULL::${target}, $1::jsonb)`,
          [`[${rows.join(',')}]`],
        );
      }
    }
    // Every row is in: the deferred keys are checked now (a table with checks pending cannot be altered).
    await client.query('SET CONSTRAINTS ALL IMMEDIATE');
    for (const table of emptied) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    for (const [sequence, position] of Object.entries(dump.sequences)) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        `public.${quoteIdent(sequence)}`,
        position.last_value,
        position.is_called,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Row counts of every public table. */
export async function countRows(pool: pg.Pool): Promise<Record<string, number>> {
  const client = await pool.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of await publicTables(client)) {
      const { rows } = await client.query<{ count: string }>(`SELECT count(*)::text AS count FROM ${quoteIdent(table)}`);
      counts[table] = Number(rows[0]?.count ?? 0);
    }
    return counts;
  } finally {
    client.release();
  }
}
