import fs from 'node:fs';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, type KyselyConfig, type LogEvent } from 'kysely';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  kind: DatabaseKind;
  /** Where the data lives, for logs (never contains a password). */
  description: string;
  db: Kysely<DB>;
  /** The pool under Kysely; the migrator uses it to run multi-statement SQL files. */
  pool: pg.Pool;
  /** The server's URL (PostgreSQL only): a LISTEN needs a connection of its own, outside the pool. */
  url?: string;
  /** Be told the duration of every query Kysely runs (metrics). */
  observeQueries(listener: QueryListener): void;
  /** Embedded only: write a tarball of the data directory, consistent, while the site runs (backups). */
  snapshot?(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL of a PostgreSQL server. When absent, the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; absent means in memory (tests). */
  pgliteDataDir?: string | undefined;
  /** A data-directory tarball (Database.snapshot) the embedded database starts from. */
  pgliteLoadFrom?: string | undefined;
  /** Maximum connections to a PostgreSQL server. */
  poolSize?: number;
  /**
   * Told about every error of a pooled connection, idle or in use (a restart of the server ends
   * them all). Such an error never throws: the query that was running fails on its own, and the
   * pool replaces the connection.
   */
  onConnectionError?: (error: Error) => void;
}

export type QueryListener = (seconds: number, failed: boolean) => void;

/** Kysely's log hook, passed on to whoever listens. */
function queryLog(listeners: Set<QueryListener>): KyselyConfig['log'] {
  return (event: LogEvent) => {
    for (const listener of listeners) listener(event.queryDurationMillis / 1000, event.level === 'error');
  };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function parseInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`Integer ${value} does not fit in a JavaScript number`);
  return parsed;
}

/**
 * Type parsers for this pool only (pg.types is process-wide): bigint ids and counts, and
 * numeric prices, are returned as numbers; ids never approach 2^53 and prices have 2 decimals.
 */
function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8_OID && format !== 'binary') return parseInteger;
  if (oid === NUMERIC_OID && format !== 'binary') return Number;
  // pg's own parsers, typed by its TypeId enum; an OID from the wire is any number.
  const builtIn = pg.types.getTypeParser as (oid: number, format: 'text' | 'binary') => (value: string) => unknown;
  return builtIn(oid, format ?? 'text');
}

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: getTypeParser as pg.CustomTypesConfig['getTypeParser'],
};

function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * Keep every connection's 'error' event handled. pg.Pool listens on idle connections only: a
 * connection that is checked out when the server goes away (pg_ctl restart, failover) emits
 * 'error' with no listener, which would end the process.
 */
function handleConnectionErrors(pool: pg.Pool, onError: (error: Error) => void): void {
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
}

/** How long a request waits for a connection before it is answered 503 (the server may be restarting). */
const CONNECT_TIMEOUT_MS = 5_000;

/** Open the database: one code path (Kysely's PostgresDialect over pg.Pool) for both back ends. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const onConnectionError = options.onConnectionError ?? (() => {});
  const listeners = new Set<QueryListener>();
  const observeQueries = (listener: QueryListener) => void listeners.add(listener);
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Answer 503 rather than hang when the server is unreachable.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Notice a server that vanished without closing the connection (a network cut, a failover).
      keepAlive: true,
      types: typeParsers,
    });
    handleConnectionErrors(pool, onConnectionError);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: queryLog(listeners) });
    return {
      kind: 'postgresql',
      description: describeUrl(options.databaseUrl),
      db,
      pool,
      url: options.databaseUrl,
      observeQueries,
      close: () => db.destroy(),
    };
  }

  if (options.pgliteDataDir !== undefined) fs.mkdirSync(options.pgliteDataDir, { recursive: true });
  // In a worker thread: each query runs synchronously in PGlite, and must not hold up the server's
  // event loop (every other request, static files included) while it runs.
  const pglite = new PgliteThread(options.pgliteDataDir, options.pgliteLoadFrom);
  await pglite.waitReady;
  // PGlite is a single session: one pooled client, every query queues on it. Consequence: inside
  // db.transaction().execute(trx => ...) use only `trx`; a query on `db` there waits forever.
  // Idle clients are kept forever; reconnecting to an in-process database buys nothing.
  const pool = new pg.Pool({
    ...(createPgConfig(pglite.asPglite()) as unknown as pg.PoolConfig),
    max: 1,
    idleTimeoutMillis: 0,
    types: typeParsers,
  });
  handleConnectionErrors(pool, onConnectionError);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: queryLog(listeners) });
  return {
    kind: 'pglite',
    description: options.pgliteDataDir ? `embedded PGlite in ${options.pgliteDataDir}` : 'embedded PGlite in memory',
    db,
    pool,
    observeQueries,
    snapshot: (file) => pglite.snapshot(file),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
