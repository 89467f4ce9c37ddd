import { sql } from 'kysely';
import { seededRandom } from '../../../src/lib/seeded-random';
import { allowedTypos, editDistance } from '../../../src/features/books/search-words';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { newMember } from '../../helpers/world';
import { RELEVANCE_BOOKS, RELEVANCE_CASES, fillerBooks, type RelevanceBook } from '../../fixtures/relevance-set';

// The relevance test set (issue 18): queries over generated books, with the books that must come
// first and those that must not appear. Run on both databases.

describe('edit distances and typo allowance', () => {
  it('counts insertions, deletions, substitutions and swaps, letter by letter in any script', () => {
    expect(editDistance('chemistry', 'chemistry')).toBe(0);
    expect(editDistance('chemstry', 'chemistry')).toBe(1);
    expect(editDistance('physcs', 'physics')).toBe(1);
    expect(editDistance('teh', 'the')).toBe(1);
    expect(editDistance('chemistry', 'alchemist')).toBe(4);
    expect(editDistance('नेपाली', 'नेपाल')).toBe(1);
  });

  it('allows no typo under 5 letters, one from 5 to 8, two from 9', () => {
    expect([
      allowedTypos('art'),
      allowedTypos('ants'),
      allowedTypos('pyton'),
      allowedTypos('chemstry'),
      allowedTypos('chemistryx'),
    ]).toEqual([0, 0, 1, 1, 2]);
  });
});

describe.each(DB_KINDS)('search relevance on %s', (kind) => {
  let t: TestApp;
  const ids = new Map<string, number>();
  let guest: TestClient;

  beforeAll(async () => {
    t = await createTestApp(kind);
    guest = new TestClient(t.app);
    const seller = await newMember(t);
    const books: RelevanceBook[] = [...RELEVANCE_BOOKS, ...fillerBooks(seededRandom(18), 400)];
    // Straight into the table, accepted: the set is about ranking, not about listing.
    for (let start = 0; start < books.length; start += 100) {
      const rows = await t.testDb.database.db
        .insertInto('books')
        .values(
          books.slice(start, start + 100).map((book, index) => ({
            user_id: seller.id,
            name: book.name,
            author: book.author ?? null,
            publication: book.publication ?? null,
            description: book.description,
            book_image: `books/relevance-${start + index}.jpg`,
            category: 'OTHER',
            condition: 'GOOD',
            price: 100,
            is_reviewed: true,
            is_accepted: true,
          })),
        )
        .returning(['id', 'name'])
        .execute();
      for (const row of rows) ids.set(row.name, row.id);
    }
    await sql`ANALYZE books`.execute(t.testDb.database.db);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  async function search(query: string): Promise<string[]> {
    const response = await guest.get(`/api/v1/books/?name=${encodeURIComponent(query)}&limit=50`);
    expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
    return response.json<{ items: { name: string }[] }>().items.map((book) => book.name);
  }

  it.each(RELEVANCE_CASES.map((testCase) => [testCase.query, testCase] as const))('"%s"', async (_query, testCase) => {
    const names = await search(testCase.query);
    if (testCase.first) {
      // The books that must come first, in any order among themselves.
      expect(names.slice(0, testCase.first.length).sort()).toEqual([...testCase.first].sort());
    }
    if (testCase.ordered) {
      const positions = testCase.ordered.map((name) => names.indexOf(name));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    for (const name of testCase.includes ?? []) expect(names).toContain(name);
    for (const name of testCase.excludes ?? []) expect(names).not.toContain(name);
    if (testCase.none) expect(names).toEqual([]);
  });
});
