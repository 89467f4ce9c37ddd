import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/db/database';
import { DB_SETUP_TIMEOUT_MS } from '../helpers/test-db';

// The embedded database runs in a worker thread: a long query leaves the server's event loop free
// (a timer due while it runs fires before it ends). In the server's own thread it could not.

describe('the embedded database thread', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await database.close();
  });

  it('answers queries, errors with their codes, and never holds the event loop while one runs', async () => {
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    await expect(sql`SELECT 1/0`.execute(database.db)).rejects.toMatchObject({ code: '22012' });

    let timerFired = false;
    const timer = setTimeout(() => {
      timerFired = true;
    }, 5);
    await sql`SELECT count(*) FROM generate_series(1, 3000000)`.execute(database.db);
    const firedDuringQuery = timerFired;
    clearTimeout(timer);
    expect(firedDuringQuery).toBe(true);
  });
});
