import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database';
import { loadMigrations, migrate, MigrationError } from '../../src/db/migrator';
import { createTestDatabase, DB_KINDS, DB_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-db';

describe('loadMigrations', () => {
  it('reads the versioned SQL files in order', () => {
    const migrations = loadMigrations();
    expect(migrations.map((m) => m.version)[0]).toBe('0001');
    expect(migrations.map((m) => m.version)).toEqual([...migrations.map((m) => m.version)].sort());
  });

  it('rejects a file that does not follow NNNN_name.sql', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-migrations-'));
    try {
      fs.writeFileSync(path.join(dir, 'create-things.sql'), 'select 1;');
      expect(() => loadMigrations(dir)).toThrow(MigrationError);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(DB_KINDS)('migrations on %s', (kind) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testDb.destroy();
  });

  it('applies every migration once, and re-running is a no-op', async () => {
    const all = loadMigrations().map((m) => `${m.version}_${m.name}`);
    const first = await migrate(testDb.database.pool);
    expect(first.applied).toEqual(all);
    expect(first.alreadyApplied).toEqual([]);

    const second = await migrate(testDb.database.pool);
    expect(second.applied).toEqual([]);
    expect(second.alreadyApplied).toEqual(all);

    const { rows } = await testDb.database.pool.query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row: { version: string }) => row.version)).toEqual(loadMigrations().map((m) => m.version));
  });

  it('loads pg_trgm, cube and earthdistance', async () => {
    const { db } = testDb.database;
    const extensions = await sql<{ extname: string }>`SELECT extname FROM pg_extension ORDER BY extname`.execute(db);
    expect(extensions.rows.map((row) => row.extname)).toEqual(expect.arrayContaining(['cube', 'earthdistance', 'pg_trgm']));
    const result = await sql<{ metres: number; score: number }>`
      SELECT earth_distance(ll_to_earth(18.52, 73.85), ll_to_earth(18.53, 73.85)) AS metres,
             similarity('harry potter', 'hary poter') AS score`.execute(db);
    expect(result.rows[0]!.metres).toBeGreaterThan(1000);
    expect(result.rows[0]!.metres).toBeLessThan(1200);
    expect(result.rows[0]!.score).toBeGreaterThan(0.3);
  });

  it('creates the users and sessions tables with case-insensitive uniqueness', async () => {
    const { db } = testDb.database;
    const user = {
      username: 'Reader',
      email: 'Reader@Example.com',
      password_hash: 'x',
      first_name: 'Rea',
      last_name: 'Der',
      location: '',
      phone_number: '',
    };
    const inserted = await db.insertInto('users').values(user).returning(['id', 'is_moderator', 'date_joined']).executeTakeFirstOrThrow();
    expect(typeof inserted.id).toBe('number');
    expect(inserted.is_moderator).toBe(false);
    expect(inserted.date_joined).toBeInstanceOf(Date);
    await expect(
      db
        .insertInto('users')
        .values({ ...user, email: 'other@example.com', username: 'READER' })
        .execute(),
    ).rejects.toMatchObject({
      code: '23505',
      constraint: 'users_username_lower_key',
    });
    await expect(
      db
        .insertInto('users')
        .values({ ...user, username: 'someone', email: 'reader@example.COM' })
        .execute(),
    ).rejects.toMatchObject({
      code: '23505',
      constraint: 'users_email_lower_key',
    });

    await db.insertInto('sessions').values({ token_hash: 'abc', user_id: inserted.id, expires_at: new Date() }).execute();
    await db.deleteFrom('users').where('id', '=', inserted.id).execute();
    const sessions = await db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toEqual([]);
  });

  it('refuses to run when an applied migration was edited', async () => {
    const edited = loadMigrations().map((m, index) => (index === 0 ? { ...m, checksum: 'edited' } : m));
    await expect(migrate(testDb.database.pool, edited)).rejects.toThrow(/was changed after it was applied/);
  });
});

if (DB_KINDS.includes('postgresql')) {
  describe('migrations on postgresql, two instances at once', () => {
    it('applies each migration exactly once (advisory lock)', async () => {
      const testDb = await createTestDatabase('postgresql');
      const other = await openDatabase({ databaseUrl: testDb.database.pool.options.connectionString! });
      try {
        const [a, b] = await Promise.all([migrate(testDb.database.pool), migrate(other.pool)]);
        const count = loadMigrations().length;
        expect(a.applied.length + b.applied.length).toBe(count);
        expect(a.alreadyApplied.length + b.alreadyApplied.length).toBe(count);
      } finally {
        await other.close();
        await testDb.destroy();
      }
    });
  });
}
