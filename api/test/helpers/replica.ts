import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's one PostgreSQL sandbox lives in the root package's scripts/, which has no package name to import by
import { startPostgres, startReplica } from '../../../scripts/pg-sandbox.mjs';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrator';
import type { ReadTarget } from '../../src/db/replicas';
import { testConfig, type TestApp } from './test-app';

// A primary of its own with one streaming replica (pg_basebackup -R), and an app reading from it:
// the test stops and starts the replica, which must not disturb the other test files' server.

export interface ReplicatedApp extends TestApp {
  replica: { url: string; stop(): Promise<void>; start(): Promise<void> };
  /** Run SQL on the replica (a connection of its own). */
  onReplica<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  /** Wait until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Queries of Database.read answered so far, by server (booknook_db_read_queries_total). */
  reads(): Promise<Record<ReadTarget, number>>;
}

export async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function query<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function createReplicatedApp(replicaRetryMs: number): Promise<ReplicatedApp> {
  const primary = await startPostgres({ database: 'booknook_replicas' });
  const cleanups: (() => Promise<void>)[] = [() => primary.stop()];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const replica = await startReplica(primary);
    cleanups.push(() => replica.remove());
    const database = await openDatabase({ databaseUrl: primary.url, readUrls: [replica.url], poolSize: 4, replicaRetryMs });
    cleanups.push(() => database.close());
    await migrate(database.pool);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-test-'));
    cleanups.push(() => fs.promises.rm(dataDir, { recursive: true, force: true }));
    const app = await buildApp({ config: testConfig({ dataDir }), database });
    cleanups.push(() => app.close());
    await app.ready();
    const onReplica = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => query<R>(replica.url, text, values);
    return {
      app,
      testDb: { database, url: primary.url, destroy: async () => {} },
      replica,
      onReplica,
      async caughtUp() {
        // The insert position, not the write position: the test servers commit asynchronously (synchronous_commit=off),
        // so a commit may not be written out yet, and the write position would say "caught up" before it has arrived.
        const [current] = await query<{ lsn: string }>(primary.url, 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
        const lsn = current?.lsn;
        await waitUntil(async () => {
          const [row] = await onReplica<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
          return row?.done === true;
        }, 'the replica caught up');
      },
      async reads() {
        const counted = { replica: 0, primary: 0 };
        for (const { labels, value } of (await app.metrics.readQueries.get()).values) counted[labels.target as ReadTarget] = value;
        return counted;
      },
      close: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
