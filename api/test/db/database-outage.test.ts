import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { isDatabaseUnavailable } from '../../src/lib/database-errors';
import { messages } from '../../src/texts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../src/limits';
import { createTestApp, testConfig, TestClient, type TestApp } from '../helpers/test-app';
import { DB_SETUP_TIMEOUT_MS } from '../helpers/test-db';
import { listedBook, newMember } from '../helpers/world';
import { healthTexts } from '../../src/features/health/texts';

// Issue 12.1: a database that goes away (restart, failover, killed connections) never ends the
// process; requests meanwhile answer 503 {detail} with Retry-After; service resumes by itself.
// The whole-stack version (two instances behind nginx, PostgreSQL restarted three times) is
// e2e/tests/ops-database-restart.spec.ts.

const describePg = process.env.BOOKNOOK_TEST_PG_URL ? describe : describe.skip;

describePg('a database outage on PostgreSQL', () => {
  let t: TestApp;
  let admin: pg.Client;
  let databaseName: string;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgresql');
    // The app's own connections report their errors here (as server.ts logs them).
    t.testDb.database.pool.on('error', (error) => connectionErrors.push(error));
    databaseName = new URL(t.testDb.url!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.BOOKNOOK_TEST_PG_URL });
    await admin.connect();
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  /** What `pg_ctl restart -m fast` does to every session: "terminating connection due to administrator command". */
  async function terminateAppConnections(where = 'true'): Promise<number> {
    const result = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND ${where}`,
      [databaseName],
    );
    return result.rows.length;
  }

  async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('survives connections killed while idle and while a query runs, and serves again at once', async () => {
    const member = await newMember(t);
    const id = await listedBook(t, member);
    expect((await member.client.post('/api/v1/bookmarks/', { book_id: id })).statusCode).toBe(201);

    // A query in flight on a checked-out connection: without an error listener on that connection,
    // its 'error' event would be unhandled and end the process (here: fail the test run).
    const running = sql`SELECT pg_sleep(10)`.execute(t.testDb.database.db);
    await waitFor(async () => {
      const active = await admin.query(
        `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND query LIKE '%pg_sleep(10)%' AND pid <> pg_backend_pid()`,
        [databaseName],
      );
      return active.rows.length > 0;
    });
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    const failure = await running.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // Idle connections learn of their end as soon as the event loop reads their sockets.
    const pool = t.testDb.database.pool;
    await waitFor(() => Promise.resolve(pool.totalCount === 0));
    expect(connectionErrors.length).toBeGreaterThan(0);

    // The pool replaces what it lost: the next requests work, and nothing acknowledged is gone.
    const bookmarks = await member.client.get('/api/v1/bookmarks/');
    expect(bookmarks.statusCode).toBe(200);
    expect(bookmarks.json<{ bookmark_item: { book: { id: number } }[] }>().bookmark_item.map((item) => item.book.id)).toEqual([id]);
    expect((await t.app.inject({ url: '/api/v1/health/ready' })).statusCode).toBe(200);
  });

  it('survives a connection killed while a transaction holds it between two queries', async () => {
    // The connection is checked out but has no query running: its 'error' event has nobody else to go to.
    const failure = await t.testDb.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        await terminateAppConnections();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`SELECT 1`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await waitFor(() => Promise.resolve(t.testDb.database.pool.totalCount === 0));
    expect((await t.app.inject({ url: '/api/v1/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After to a request whose connection is killed mid-query', async () => {
    const member = await newMember(t);
    await listedBook(t, member);
    // Hold a lock the request needs, so that it is waiting inside PostgreSQL when its connection ends.
    const blocker = new pg.Client({ connectionString: t.testDb.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE bookmarks IN ACCESS EXCLUSIVE MODE');
      const pending = member.client.get('/api/v1/bookmarks/');
      await waitFor(async () => {
        const waiting = await admin.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
          [databaseName],
        );
        return waiting.rows.length > 0;
      });
      await terminateAppConnections(`wait_event_type = 'Lock'`);
      const response = await pending;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ detail: messages.errors.databaseUnavailable });
    } finally {
      await blocker.query('ROLLBACK').catch(() => undefined);
      await blocker.end();
    }
    // Service comes back by itself: the next requests are answered (one may still meet the killed connection
    // if it went back to the pool before its socket closed, and get a 503 with Retry-After, never a 500).
    const statuses: number[] = [];
    await waitFor(async () => {
      statuses.push((await member.client.get('/api/v1/bookmarks/')).statusCode);
      return statuses.at(-1) === 200;
    });
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(connectionErrors.every(isDatabaseUnavailable)).toBe(true);
  });

  it('answers 503 while the server refuses connections; live stays 200, ready says 503', async () => {
    // A PostgreSQL URL where nothing listens: what every request sees while the server restarts.
    const closed = new URL(process.env.BOOKNOOK_TEST_PG_URL!);
    closed.port = '1';
    const database = await openDatabase({ databaseUrl: closed.toString(), poolSize: 2 });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-outage-'));
    const app = await buildApp({ config: testConfig({ dataDir }), database });
    try {
      const client = new TestClient(app);
      expect((await client.get('/api/v1/health/live')).json()).toEqual({ status: 'ok' });
      const ready = await client.get('/api/v1/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      // Which part failed, and no more: the error (the database's host and port) is for the log.
      expect(ready.json()).toEqual({
        detail: healthTexts.databaseUnavailable,
        checks: { database: { ok: false, detail: healthTexts.checkFailed }, storage: { ok: true }, mail: { ok: true } },
      });
      for (const [method, url, json] of [
        ['GET', '/api/v1/books/?name=physics', undefined],
        ['GET', '/api/v1/books/1/', undefined],
        ['POST', '/api/v1/users/login/', { email: 'someone@example.com', password: 'password123' }],
        ['GET', '/api/v1/users/check-username/?username=someone', undefined],
      ] as const) {
        const response = await client.request(method, url, json ? { json } : {});
        expect({ url, status: response.statusCode, body: response.json<unknown>() }).toEqual({
          url,
          status: 503,
          body: { detail: messages.errors.databaseUnavailable },
        });
        expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      }
      // A member's cookie makes the session lookup (an onRequest hook) the first thing to fail.
      const withSession = await app.inject({ url: '/api/v1/users/me/', headers: { cookie: 'sessionid=abc' } });
      expect(withSession.statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
