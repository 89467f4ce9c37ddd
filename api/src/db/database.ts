import fs from 'node:fs';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, type KyselyConfig, type LogEvent } from 'kysely';
import pg from 'pg';
import { describeUrl, handleConnectionErrors, typeParsers } from './pg-settings';
import { PgliteThread } from './pglite-thread';
import { openReadPool } from './read-driver';
import { openReplicas, type ReadListener, type Replica } from './replicas';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  kind: DatabaseKind;
  /** Where the data lives, for logs (never contains a password). */
  description: string;
  db: Kysely<DB>;
  /**
   * For reads that tolerate a second of lag (Browse, counts, the sitemap, book pages): the read
   * replicas (DATABASE_READ_URL), falling back to the primary; without replicas, `db` itself.
   * Never for writes, nor for what a member owns or has just written (docs/operations.md).
   */
  read: Kysely<DB>;
  /** The replicas behind `read`; empty without DATABASE_READ_URL, and always on PGlite. */
  replicas: Replica[];
  /** The pool under Kysely; the migrator uses it to run multi-statement SQL files. */
  pool: pg.Pool;
  /** The server's URL (PostgreSQL only): a LISTEN needs a connection of its own, outside the pool. */
  url?: string;
  /** Be told the duration of every query Kysely runs (metrics). */
  observeQueries(listener: QueryListener): void;
  /** Be told which server answered each query of `read` (with replicas only: else `read` is `db`). */
  observeReads(listener: ReadListener): void;
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
  /** Maximum connections to a PostgreSQL server (and to each replica). */
  poolSize?: number;
  /** postgres:// URLs of streaming replicas of `databaseUrl`, for Database.read. */
  readUrls?: string[] | undefined;
  /** How long a replica that failed is skipped (tests shorten it). */
  replicaRetryMs?: number;
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
    const readListeners = new Set<ReadListener>();
    const replicas = openReplicas({
      urls: options.readUrls ?? [],
      poolSize: options.poolSize ?? 10,
      retryMs: options.replicaRetryMs,
      onConnectionError,
    });
    const read =
      replicas.length === 0
        ? db
        : openReadPool(
            {
              replicas,
              primary: pool,
              onRead: (target) => readListeners.forEach((listener) => listener(target)),
              onReplicaFailure: (replica, error) =>
                onConnectionError(new Error(`Read replica ${replica.description} failed, reads go to the primary: ${String(error)}`)),
            },
            queryLog(listeners),
          );
    return {
      kind: 'postgresql',
      description: describeUrl(options.databaseUrl) + (replicas.length > 0 ? ` (reads also from ${replicas.length} replica(s))` : ''),
      db,
      read,
      replicas,
      pool,
      url: options.databaseUrl,
      observeQueries,
      observeReads: (listener) => void readListeners.add(listener),
      async close() {
        if (read !== db) await read.destroy();
        await db.destroy();
      },
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
    read: db,
    replicas: [],
    pool,
    observeQueries,
    observeReads: () => {},
    snapshot: (file) => pglite.snapshot(file),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
