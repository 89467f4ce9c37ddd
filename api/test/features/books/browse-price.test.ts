import { sql } from 'kysely';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { newMember, type Member } from '../../helpers/world';
import { bookQueryTexts } from '../../../src/features/books/texts';

// Issue 36 (4): Browse's price range and "Free only" (price_min, price_max, free=true).

interface Item {
  name: string;
  price: number;
  distance: string;
}
interface List {
  items: Item[];
  count?: number;
  has_more: boolean;
}

const Q = bookQueryTexts;
const HERE = { latitude: 27.7, longitude: 85.3 };

/** Listed books straight into the database, named `<word> <i>`, priced from `prices`, each a little further north. */
async function insertBooks(t: TestApp, member: Member, word: string, prices: number[]): Promise<void> {
  await sql`
    INSERT INTO books (user_id, name, book_image, category, condition, description, price, is_reviewed, is_accepted, location)
    SELECT ${member.id}, ${word} || ' ' || i, 'books/' || ${word} || i || '.png', 'OTHER', 'GOOD', 'A used copy.',
           (${prices}::numeric[])[i], true, true, ll_to_earth(${HERE.latitude}::float8 + i * 0.01, ${HERE.longitude}::float8)
    FROM generate_series(1, ${prices.length}::int) AS i`.execute(t.testDb.database.db);
}

describe.each(DB_KINDS)('browse by price on %s', (kind) => {
  let t: TestApp;
  const guest = () => new TestClient(t.app);

  async function browse(query: string): Promise<List> {
    const response = await guest().get(`/api/v1/books/${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<List>();
  }
  const prices = (list: List) => list.items.map((book) => book.price);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const seller = await newMember(t);
    // atlas 1..6 at 0, 0, 5, 12.5, 40, 250; globe 1..3 at 0, 30, 45.
    await insertBooks(t, seller, 'atlas', [0, 0, 5, 12.5, 40, 250]);
    await insertBooks(t, seller, 'globe', [0, 30, 45]);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('keeps books within price_min and price_max, both ends included, and counts only them', async () => {
    const range = await browse('?price_min=5&price_max=40&ordering=price');
    expect(prices(range)).toEqual([5, 12.5, 30, 40]);
    expect(range.count).toBe(4);
    expect(prices(await browse('?price_min=41&ordering=price'))).toEqual([45, 250]);
    expect(prices(await browse('?price_max=4.99&ordering=-price'))).toEqual([0, 0, 0]);
    expect((await browse('?price_min=0&price_max=99999.99')).count).toBe(9);
    expect((await browse('?price_min=12.5&price_max=12.5')).items.map((book) => book.name)).toEqual(['atlas 4']);
  });

  it('shows only books given away with free=true, whatever price_max says', async () => {
    const free = await browse('?free=true&ordering=price');
    expect(prices(free)).toEqual([0, 0, 0]);
    expect(free.count).toBe(3);
    expect(prices(await browse('?free=true&price_max=100'))).toEqual([0, 0, 0]);
    expect(prices(await browse('?free=true&price_min=0'))).toEqual([0, 0, 0]);
    expect((await browse('?free=false')).count).toBe(9);
    // An empty box is no filter (dropEmptyQueryParams), as with the other filters.
    expect((await browse('?price_min=&price_max=&free=')).count).toBe(9);
  });

  it('combines with a search and with nearest-first', async () => {
    const search = await browse('?name=atlas&price_max=20');
    expect(search.items.map((book) => book.name).sort()).toEqual(['atlas 1', 'atlas 2', 'atlas 3', 'atlas 4']);
    expect(search.count).toBe(4);
    expect((await browse('?name=globe&free=true')).items.map((book) => book.name)).toEqual(['globe 1']);
    const near = await browse(`?latitude=${HERE.latitude}&longitude=${HERE.longitude}&ordering=distance&price_min=1&price_max=50`);
    expect(near.items.map((book) => book.name)).toEqual(['globe 2', 'globe 3', 'atlas 3', 'atlas 4', 'atlas 5']);
    const distances = near.items.map((book) => parseFloat(book.distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const freeNear = await browse(`?latitude=${HERE.latitude}&longitude=${HERE.longitude}&radius=2&free=true`);
    expect(freeNear.items.map((book) => book.name).sort()).toEqual(['atlas 1', 'globe 1']);
  });

  it('refuses a bad price or an empty range with a 400 naming the field', async () => {
    const refused = async (query: string) => {
      const response = await guest().get(`/api/v1/books/${query}`);
      expect(response.statusCode).toBe(400);
      return response.json<{ detail: string; errors: Record<string, string> }>();
    };
    for (const value of ['-1', 'cheap', '100000']) {
      expect((await refused(`?price_min=${value}`)).errors).toEqual({ price_min: Q.priceMin });
      expect((await refused(`?price_max=${value}`)).errors).toEqual({ price_max: Q.priceMax });
    }
    expect((await refused('?free=maybe')).errors).toEqual({ free: Q.flag });
    expect(await refused('?price_min=50&price_max=10')).toEqual({ detail: Q.priceRange, errors: { price_min: Q.priceRange } });
    expect(await refused('?free=true&price_min=5')).toEqual({ detail: Q.freeWithPriceMin, errors: { free: Q.freeWithPriceMin } });
  });
});
