import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../src/db/schema';
import { LISTED } from '../../../src/features/books/book-rows';
import { loadMigrations, migrate } from '../../../src/db/migrator';
import { seededRandom } from '../../../src/lib/seeded-random';
import { createTestDatabase, DB_KINDS, DB_SETUP_TIMEOUT_MS, type TestDatabase } from '../../helpers/test-db';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';

// Issue 24.6: search_words (the known words that typo tolerance and completion draw on) holds the
// words of listed books only, and a word leaves with the last listed book that has it.

/** The words in search_words. */
async function knownWords(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await sql<{ word: string }>`SELECT word FROM search_words`.execute(db);
  return new Set(rows.rows.map((row) => row.word));
}

/** What search_words should hold: each word of a listed book (2–40 letters), with how many listed books have it. */
async function trueWords(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await sql<{ word: string; books: number }>`
    SELECT lexeme AS word, count(*)::int AS books
    FROM books b, unnest(b.search_vector)
    WHERE ${LISTED} AND char_length(lexeme) BETWEEN 2 AND 40
    GROUP BY lexeme`.execute(db);
  return new Map(rows.rows.map((row) => [row.word, row.books]));
}

/** The table as word → count (the count column is new: without it, every word counts 1). */
async function storedWords(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await sql<{ word: string; books: number }>`SELECT word, books FROM search_words`.execute(db);
  return new Map(rows.rows.map((row) => [row.word, row.books]));
}

function sorted(words: Map<string, number>): [string, number][] {
  return [...words].sort(([a], [b]) => a.localeCompare(b));
}

describe.each(DB_KINDS)('search words on %s', (kind) => {
  let t: TestApp;
  let moderator: Member;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  async function moderate(id: number, action: 'accept' | 'reject' | 'disable' | 'enable'): Promise<void> {
    const { version } = (await moderator.client.get(`/api/v1/moderation/books/${id}/`)).json<{ version: number }>();
    const body = action === 'reject' ? { version, reason: 'Not a book.' } : { version };
    const response = await moderator.client.post(`/api/v1/moderation/books/${id}/${action}/`, body);
    expect([action, response.statusCode]).toEqual([action, 200]);
  }

  const has = async (word: string) => (await knownWords(db())).has(word);

  it('never takes words from a book that is not accepted', async () => {
    const seller = await newMember(t);
    const id = await createBook(t, seller, { name: 'Quorvalent Tables', description: 'Zindleborp notes inside.' });
    expect(await has('zindleborp')).toBe(false);
    expect(await has('quorvalent')).toBe(false);
    await moderate(id, 'accept');
    expect(await has('zindleborp')).toBe(true);
    await moderate(id, 'reject');
    expect(await has('zindleborp')).toBe(false);
    expect(await has('quorvalent')).toBe(false);
  });

  it('lets a book’s own words go when it is rejected, disabled, sold, edited back to review or deleted; shared words stay while a listed book has them', async () => {
    const seller = await newMember(t);
    const first = await listedBook(t, seller, { name: 'Plimsqueak Almanac', description: 'Shared sporvantic notes.' });
    const second = await listedBook(t, seller, { name: 'Trundlewick Almanac', description: 'Shared sporvantic notes.' });
    expect([await has('plimsqueak'), await has('trundlewick'), await has('sporvantic')]).toEqual([true, true, true]);

    await moderate(first, 'disable');
    expect([await has('plimsqueak'), await has('sporvantic')]).toEqual([false, true]);
    await moderate(first, 'enable');
    expect(await has('plimsqueak')).toBe(true);

    expect((await seller.client.patch(`/api/v1/books/mark-as-sold/${second}/`, {})).statusCode).toBe(200);
    expect([await has('trundlewick'), await has('sporvantic')]).toEqual([false, true]);

    // A new title goes back to review: its words wait for it, the old title's leave.
    expect((await seller.client.patch(`/api/v1/books/${first}/`, { name: 'Grobnitz Almanac' })).statusCode).toBe(200);
    expect([await has('plimsqueak'), await has('grobnitz'), await has('sporvantic')]).toEqual([false, false, false]);
    await moderate(first, 'accept');
    expect([await has('plimsqueak'), await has('grobnitz'), await has('sporvantic')]).toEqual([false, true, true]);

    expect((await seller.client.delete(`/api/v1/books/${first}/`)).statusCode).toBe(200);
    expect([await has('grobnitz'), await has('sporvantic')]).toEqual([false, false]);
    expect(sorted(await storedWords(db()))).toEqual(sorted(await trueWords(db())));
  });

  it('keeps no word of a deleted member’s books, not even of one never accepted', async () => {
    const leaver = await newMember(t);
    const stayer = await newMember(t);
    await listedBook(t, leaver, { name: 'Vexmorrow Primer', description: 'Common kelptide notes.' });
    await createBook(t, leaver, { name: 'Pending Tome', description: 'Snarfwhistle, never accepted.' });
    await listedBook(t, stayer, { name: 'Other Primer', description: 'Common kelptide notes.' });
    expect((await leaver.client.delete('/api/v1/users/me/', { password: leaver.password })).statusCode).toBe(200);
    expect([await has('vexmorrow'), await has('snarfwhistle'), await has('kelptide')]).toEqual([false, false, true]);
    expect(sorted(await storedWords(db()))).toEqual(sorted(await trueWords(db())));
  });

  it('decides "listed" as Browse does (book_is_listed() is LISTED)', async () => {
    const flags = ['is_reviewed', 'is_accepted', 'is_disabled', 'is_sold', 'is_expired', 'is_owner_suspended'];
    // Every combination of the six flags, as the bits of 0…63.
    for (let bits = 0; bits < 2 ** flags.length; bits += 1) {
      const [reviewed, accepted, disabled, sold, expired, suspended] = flags.map((_, index) => (bits & (1 << index)) !== 0);
      const row = await sql<{ function: boolean; browse: boolean }>`
        SELECT book_is_listed(b.is_reviewed, b.is_accepted, b.is_disabled, b.is_sold, b.is_expired, b.is_owner_suspended) AS function,
               ${LISTED} AS browse
        FROM (SELECT ${reviewed}::boolean AS is_reviewed, ${accepted}::boolean AS is_accepted,
                     ${disabled}::boolean AS is_disabled, ${sold}::boolean AS is_sold,
                     ${expired}::boolean AS is_expired, ${suspended}::boolean AS is_owner_suspended) AS b`.execute(db());
      expect(row.rows[0]!.function).toBe(row.rows[0]!.browse);
    }
  });

  if (kind === 'postgresql') {
    it('ends with the true table when books sharing words are listed and unlisted at once', async () => {
      const seller = await newMember(t);
      const leaver = await newMember(t);
      const shared = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
      const ids: number[] = [];
      for (let i = 0; i < 24; i += 1) {
        const words = shared.filter((_, j) => (i + j) % 3 !== 0).join(' ');
        ids.push(await createBook(t, i % 4 === 0 ? leaver : seller, { name: `Racing ${words}`, description: `Zq${i}x ${words}` }));
      }
      // Each statement one book (as the API does); many at once, over the pool's connections.
      const random = seededRandom(246);
      const flip = (id: number) =>
        db()
          .updateTable('books')
          .set({ is_reviewed: true, is_accepted: random() < 0.7, is_disabled: random() < 0.2, is_sold: random() < 0.2 })
          .where('id', '=', id)
          .execute();
      for (let round = 0; round < 6; round += 1) await Promise.all([...ids, ...ids].map(flip));
      await Promise.all([leaver.client.delete('/api/v1/users/me/', { password: leaver.password }), ...ids.map(flip)]);
      expect(sorted(await storedWords(db()))).toEqual(sorted(await trueWords(db())));
    });
  }
});

describe.each(DB_KINDS)('the search words migration on %s', (kind) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testDb.destroy();
  });

  it('recomputes search_words from the listed books', async () => {
    const version = loadMigrations().find((migration) => migration.name === 'search_words_of_listed_books')?.version ?? '9999';
    await migrate(
      testDb.database.pool,
      loadMigrations().filter((migration) => migration.version < version),
    );
    const { db } = testDb.database;
    const user = await sql<{ id: number }>`
      INSERT INTO users (username, email, password_hash, first_name, last_name, location, phone_number)
      VALUES ('words_seller', 'words_seller@example.com', 'x', 'Words', 'Seller', '', '') RETURNING id`.execute(db);
    const states = [
      { name: 'Listed Glimmerbook', reviewed: true, accepted: true, disabled: false, sold: false },
      { name: 'Listed Glimmerbook Again', reviewed: true, accepted: true, disabled: false, sold: false },
      { name: 'Pending Wobbleton', reviewed: false, accepted: false, disabled: false, sold: false },
      { name: 'Rejected Frazzlewort', reviewed: true, accepted: false, disabled: false, sold: false },
      { name: 'Disabled Quibbleton', reviewed: true, accepted: true, disabled: true, sold: false },
      { name: 'Sold Snickerdoodle', reviewed: true, accepted: true, disabled: false, sold: true },
    ];
    for (const [index, state] of states.entries()) {
      await sql`
        INSERT INTO books (user_id, name, book_image, category, condition, description, price,
                           is_reviewed, is_accepted, is_disabled, is_sold)
        VALUES (${user.rows[0]!.id}, ${state.name}, ${`books/w${index}.png`}, 'OTHER', 'GOOD', 'Some notes.', 1,
                ${state.reviewed}, ${state.accepted}, ${state.disabled}, ${state.sold})`.execute(db);
    }
    expect(await knownWords(db)).toContain('wobbleton'); // as every book's words were kept until now

    await migrate(testDb.database.pool);
    const stored = await storedWords(db);
    expect(sorted(stored)).toEqual(sorted(await trueWords(db)));
    expect(stored.get('glimmerbook')).toBe(2);
    for (const word of ['wobbleton', 'frazzlewort', 'quibbleton', 'snickerdoodle']) expect(stored.has(word)).toBe(false);
  });
});
