import { sql } from 'kysely';
import type pg from 'pg';
import { rowsToWalk } from '../../../src/features/books/browse-query';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { newMember, type Member } from '../../helpers/world';
import { bookQueryTexts } from '../../../src/features/books/texts';

// Issue 26: the whole result sorted on the server across pages, a radius, and a grid that pages on
// has_more without a count (at most two SQL statements for an uncached search).

interface Item {
  id: number;
  name: string;
  price: number;
  distance: string;
}
interface List {
  items: Item[];
  count?: number;
  has_more: boolean;
}

const HERE = { latitude: 27.7, longitude: 85.3 };
/** Kilometres per degree of latitude on earthdistance's sphere (radius 6,378,168 m). */
const KM_PER_DEGREE = (2 * Math.PI * 6378.168) / 360;

/** Listed books straight into the database at `point`, named `<word> <i>`, priced from `prices`. */
async function insertBooks(t: TestApp, member: Member, word: string, prices: number[], point = HERE): Promise<void> {
  await sql`
    INSERT INTO books (user_id, name, book_image, category, condition, description, price, is_reviewed, is_accepted, location)
    SELECT ${member.id}, ${word} || ' ' || i, 'books/' || ${word} || i || '.png', 'OTHER', 'GOOD', 'A used copy.',
           (${prices}::numeric[])[i], true, true, ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)
    FROM generate_series(1, ${prices.length}::int) AS i`.execute(t.testDb.database.db);
}

/** Counts the SQL statements sent through the app's pool while `during` runs (BEGIN, SET and COMMIT included). */
async function statementsDuring(pool: pg.Pool, during: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const wrapped = new WeakSet<object>();
  const onAcquire = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [first] = args;
      seen.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      return query(...args);
    };
  };
  pool.on('acquire', onAcquire);
  try {
    await during();
  } finally {
    pool.off('acquire', onAcquire);
  }
  return seen;
}

describe.each(DB_KINDS)('browse paging, radius and has_more on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  const guest = () => new TestClient(t.app);

  async function browse(query: string): Promise<List> {
    const response = await guest().get(`/api/v1/books/${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<List>();
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t);
    // 20 prices, every one different, in no order.
    await insertBooks(
      t,
      seller,
      'priced',
      Array.from({ length: 20 }, (_, i) => ((i * 7) % 20) * 100 + 50),
    );
    await insertBooks(t, seller, 'nearby', [100]);
    await insertBooks(t, seller, 'faraway', [100], { latitude: HERE.latitude + 8 / KM_PER_DEGREE, longitude: HERE.longitude });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('costs two SQL statements for an uncached search (new words, no count)', async () => {
    // First in this app: nothing of these words is cached (their completions included).
    for (const query of [
      `?name=priced&latitude=${HERE.latitude}&longitude=${HERE.longitude}&with_count=false`,
      `?name=price&latitude=${HERE.latitude}&longitude=${HERE.longitude}&radius=2&with_count=false`,
      `?name=pri&ordering=-price&with_count=false`,
      `?name=pric&ordering=-created&offset=6&with_count=false`,
    ]) {
      const statements = await statementsDuring(t.testDb.database.pool, async () => {
        expect((await browse(query)).items.length).toBeGreaterThan(0);
      });
      // The known words the last word begins, then the page. (A search that finds fewer than 10 books
      // also looks for spellings within its typos: up to three more.)
      expect({ query, statements: statements.length }).toEqual({ query, statements: 2 });
    }
  });

  it('sorts the whole result by price: page 2 continues below page 1', async () => {
    const pages: Item[][] = [];
    for (const offset of [0, 6, 12, 18]) {
      pages.push((await browse(`?name=priced&ordering=-price&limit=6&offset=${offset}&with_count=false`)).items);
    }
    const prices = pages.flat().map((book) => book.price);
    expect(prices).toHaveLength(20);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(1950);
    expect(Math.min(...pages[0]!.map((book) => book.price))).toBeGreaterThan(Math.max(...pages[1]!.map((book) => book.price)));
    // From a point too, and low to high.
    const cheap = await browse(`?name=priced&ordering=price&limit=6&offset=6&latitude=27.8&longitude=85.3`);
    expect(cheap.items.map((book) => book.price)).toEqual([650, 750, 850, 950, 1050, 1150]);
  });

  it('leaves out books farther than the radius, measured like distance', async () => {
    const at = (radius: number) => `?latitude=${HERE.latitude}&longitude=${HERE.longitude}&radius=${radius}&limit=100`;
    const within5 = (await browse(at(5))).items.map((book) => book.name);
    expect(within5).toContain('nearby 1');
    expect(within5).not.toContain('faraway 1');
    const within10 = await browse(at(10));
    const faraway = within10.items.find((book) => book.name === 'faraway 1');
    expect(faraway?.distance).toMatch(/^(7999|8000)\.\d\d m$/);
    expect(within10.count).toBe(22);
    expect((await browse(`?name=faraway&${at(5).slice(1)}`)).items).toEqual([]);
    expect((await browse(`?name=faraway&${at(10).slice(1)}&with_count=false`)).items).toHaveLength(1);
  });

  it('refuses a radius without a point, naming the field', async () => {
    for (const query of ['?radius=5', '?radius=5&latitude=27.7', '?radius=5&longitude=85.3']) {
      const response = await guest().get(`/api/v1/books/${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: bookQueryTexts.radiusWithoutPoint,
        errors: { radius: bookQueryTexts.radiusWithoutPoint },
      });
    }
    for (const radius of ['0', '51', 'far']) {
      const response = await guest().get(`/api/v1/books/?radius=${radius}&latitude=27.7&longitude=85.3`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ radius: bookQueryTexts.radius });
    }
  });

  it('answers has_more always and count unless with_count=false', async () => {
    expect(await browse('?name=priced&limit=6')).toMatchObject({ count: 20, has_more: true });
    const first = await browse('?name=priced&limit=6&with_count=false');
    expect(first).not.toHaveProperty('count');
    expect(first).toMatchObject({ has_more: true });
    expect(first.items).toHaveLength(6);
    expect(await browse('?name=priced&limit=6&offset=14&with_count=false')).toMatchObject({ has_more: false });
    expect((await browse('?name=priced&limit=6&offset=13&with_count=false')).has_more).toBe(true);
    expect(await browse('?name=priced&offset=20&with_count=false')).toEqual({ items: [], has_more: false });
  });

  it('still forgives typos without a count', async () => {
    const found = await browse('?name=pricd&limit=3&with_count=false');
    expect(found.items.map((book) => book.name.split(' ')[0])).toEqual(['priced', 'priced', 'priced']);
    expect(found.has_more).toBe(true);
    const later = await browse('?name=pricd&limit=3&offset=18&with_count=false');
    expect(later).toMatchObject({ has_more: false });
    expect(later.items).toHaveLength(2);
  });
});

describe('rowsToWalk: walk in page order or gather through the text index, decided before the page statement', () => {
  it('walks without words, or before the table has statistics, as far as the page allows', () => {
    expect(rowsToWalk(10, undefined)).toBe(2000);
    expect(rowsToWalk(10, { rarest: 1, parts: 1, listed: undefined })).toBe(2000);
    expect(rowsToWalk(100, undefined)).toBe(10_000);
  });

  it('gathers when the rarest word would not fill the page within the walk (a typo, a rare word)', () => {
    expect(rowsToWalk(10, { rarest: 0, parts: 1, listed: 1_000_000 })).toBeUndefined();
    expect(rowsToWalk(10, { rarest: 5000, parts: 1, listed: 1_000_000 })).toBeUndefined();
    expect(rowsToWalk(10, { rarest: 500, parts: 2, listed: 1_000_000 })).toBeUndefined();
  });

  it('walks a common word just far enough, and several common words as far as the page allows', () => {
    expect(rowsToWalk(10, { rarest: 130_000, parts: 1, listed: 1_000_000 })).toBe(308);
    expect(rowsToWalk(10, { rarest: 130_000, parts: 2, listed: 1_000_000 })).toBe(2000);
  });
});

describe.each(DB_KINDS)('browse of a rare word on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const seller = await newMember(t);
    await insertBooks(
      t,
      seller,
      'filler',
      Array.from({ length: 3000 }, () => 100),
    );
    // 12 of 3012: enough not to look for typos (10), too few to meet 10 among the nearest 2000.
    await insertBooks(
      t,
      seller,
      'rarity',
      Array.from({ length: 12 }, (_, i) => 100 + i),
      { latitude: HERE.latitude + 0.5, longitude: HERE.longitude },
    );
    // A second common word that never goes with "filler": a pair search_words cannot know is rare.
    await insertBooks(
      t,
      seller,
      'plenty',
      Array.from({ length: 1500 }, () => 100),
    );
    // One textbook among the fillers, far from the rest: beyond a walk of the nearest.
    await sql`
      UPDATE books SET category = 'TEXTBOOK', location = ll_to_earth(${HERE.latitude + 0.5}::float8, ${HERE.longitude}::float8)
      WHERE id = (SELECT max(id) FROM books WHERE name LIKE 'filler %')`.execute(t.testDb.database.db);
    await sql`ANALYZE books`.execute(t.testDb.database.db);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  async function pageStatement(query: string): Promise<{ items: Item[]; statement: string }> {
    let items: Item[] = [];
    const statements = await statementsDuring(t.testDb.database.pool, async () => {
      const response = await new TestClient(t.app).get(`/api/v1/books/${query}`);
      expect(response.statusCode).toBe(200);
      items = response.json<List>().items;
    });
    expect(statements).toHaveLength(2);
    return { items, statement: statements[1]! };
  }

  it('gathers a rare word through the text index without walking the nearest books first', async () => {
    const rare = await pageStatement(`?name=rarity&latitude=${HERE.latitude}&longitude=${HERE.longitude}&limit=6&with_count=false`);
    expect(rare.items).toHaveLength(6);
    expect(rare.items.every((book) => book.name.startsWith('rarity '))).toBe(true);
    expect(rare.statement).not.toContain('walked');
  });

  it('walks a common word in page order', async () => {
    const common = await pageStatement(`?name=filler&latitude=${HERE.latitude}&longitude=${HERE.longitude}&limit=6&with_count=false`);
    expect(common.items).toHaveLength(6);
    expect(new Set(common.items.map((book) => book.id)).size).toBe(6);
    expect(common.statement).toContain('walked');
  });

  it('gathers in the same statement when the walk finds too little (another filter)', async () => {
    let items: Item[] = [];
    const query = `?name=filler&category=TEXTBOOK&latitude=${HERE.latitude}&longitude=${HERE.longitude}&with_count=false`;
    const statements = await statementsDuring(t.testDb.database.pool, async () => {
      const response = await new TestClient(t.app).get(`/api/v1/books/${query}`);
      expect(response.statusCode).toBe(200);
      items = response.json<List>().items;
    });
    expect(items).toHaveLength(1);
    expect(items[0]!.name).toMatch(/^filler \d+$/);
    expect(statements.find((statement) => statement.includes('walked'))).toBeDefined();
  });

  it('walks two common words that never go together once, then gathers them at once (rare-searches.ts)', async () => {
    const walks = async (latitude: number, words = 'filler plenty') => {
      const query = `?name=${words}&latitude=${latitude}&longitude=${HERE.longitude}&limit=6&with_count=false`;
      const statements = await statementsDuring(t.testDb.database.pool, async () => {
        const response = await new TestClient(t.app).get(`/api/v1/books/${encodeURI(query)}`);
        expect(response.statusCode).toBe(200);
      });
      return statements.filter((statement) => statement.includes('walked')).length;
    };
    const first = await walks(HERE.latitude);
    // Another point: not the guests' cached answer, the same words.
    expect(await walks(HERE.latitude + 0.01)).toBe(first - 1);
    // The same words in another order are the same search.
    expect(await walks(HERE.latitude + 0.02, 'plenty filler')).toBe(first - 1);
  });
});
