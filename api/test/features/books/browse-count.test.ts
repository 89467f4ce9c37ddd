import { sql } from 'kysely';
import { PAGE_LIMITS } from '../../../src/limits';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { listedBook, newMember, type Member } from '../../helpers/world';

interface Item {
  id: number;
  name: string;
  distance: string;
  price: number;
}
interface List {
  items: Item[];
  count: number;
}

const MAX = PAGE_LIMITS.maxResults;
const HERE = { latitude: 27.7, longitude: 85.3 };

/** `count` listed books straight into the database (as a busy site has them), named `<word> <i>`, a little apart. */
async function insertListedBooks(t: TestApp, member: Member, word: string, count: number, start = 0): Promise<void> {
  await sql`
    INSERT INTO books (user_id, name, book_image, category, condition, description, price, is_reviewed, is_accepted, location)
    SELECT ${member.id}, ${word} || ' ' || i, 'books/' || ${word} || i || '.png', 'OTHER', 'GOOD', 'A used copy.', i % 50,
           true, true, ll_to_earth(${HERE.latitude}::float8 + i * 0.001, ${HERE.longitude}::float8)
    FROM generate_series(${start + 1}::int, ${start + count}::int) AS i`.execute(t.testDb.database.db);
}

describe.each(DB_KINDS)('browse counts and the result cap on %s', (kind) => {
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
    // More books than a list shows, and a few with a rare word among them.
    await insertListedBooks(t, seller, 'common', MAX + 5);
    await insertListedBooks(t, seller, 'rare', 7, 2000);
  }, 2 * DB_SETUP_TIMEOUT_MS); // a thousand books on top of the set-up: it ran out of time on a busy machine

  afterAll(async () => {
    await t.close();
  });

  it('counts at most MAX_RESULTS and pages up to there, then answers empty pages', async () => {
    expect((await browse('?name=common')).count).toBe(MAX);
    expect((await browse('')).count).toBe(MAX);
    const last = await browse(`?name=common&limit=6&offset=${MAX - 4}`);
    expect(last).toMatchObject({ count: MAX });
    expect(last.items).toHaveLength(4);
    expect(await browse(`?name=common&offset=${MAX}`)).toEqual({ items: [], count: MAX, has_more: false });
  });

  it('counts exactly below the cap, whatever the page, order or point', async () => {
    for (const query of [
      '?name=rare',
      '?name=rare&limit=2&offset=2',
      '?name=rare&ordering=-price',
      '?name=rare&latitude=27.8&longitude=85.3',
    ]) {
      expect((await browse(query)).count).toBe(7);
    }
    expect(await browse('?name=rare&offset=7')).toEqual({ items: [], count: 7, has_more: false });
    expect(await browse('?name=nosuchword')).toEqual({ items: [], count: 0, has_more: false });
  });

  it('orders a rare search nearest first and pages through it', async () => {
    // rare 2001..2007 lie north of HERE, 2001 nearest; asking from far north reverses the order.
    const fromSouth = await browse(`?name=rare&latitude=${HERE.latitude}&longitude=${HERE.longitude}&limit=3`);
    expect(fromSouth.items.map((book) => book.name)).toEqual(['rare 2001', 'rare 2002', 'rare 2003']);
    const next = await browse(`?name=rare&latitude=${HERE.latitude}&longitude=${HERE.longitude}&limit=3&offset=3`);
    expect(next.items.map((book) => book.name)).toEqual(['rare 2004', 'rare 2005', 'rare 2006']);
    const fromNorth = await browse('?name=rare&latitude=40&longitude=85.3&limit=2');
    expect(fromNorth.items.map((book) => book.name)).toEqual(['rare 2007', 'rare 2006']);
    const distances = fromSouth.items.map((book) => Number.parseFloat(book.distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('orders a rare search by price and newest too', async () => {
    const cheap = await browse('?name=rare&ordering=price&limit=100');
    const prices = cheap.items.map((book) => book.price);
    expect(prices).toHaveLength(7);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const newest = await browse('?name=rare&ordering=-created&limit=100');
    expect(newest.items).toHaveLength(7);
  });

  it('orders a common search nearest first as well', async () => {
    const near = await browse(`?name=common&latitude=${HERE.latitude}&longitude=${HERE.longitude}&limit=3`);
    expect(near.items.map((book) => book.name)).toEqual(['common 1', 'common 2', 'common 3']);
    expect(near.count).toBe(MAX);
  });
});

describe.each(DB_KINDS)('the browse cache on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let moderator: Member;
  const guest = () => new TestClient(t.app);

  async function browse(query: string, client: TestClient = guest()): Promise<List> {
    const response = await client.get(`/api/v1/books/${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<List>();
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { browseCacheSeconds: 600 });
    seller = await newMember(t);
    moderator = await newMember(t, { moderator: true });
    await insertListedBooks(t, seller, 'cached', 8);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('reuses answers for guests and counts for everyone until a book changes through the API', async () => {
    const first = await browse('?name=cached&limit=2');
    expect(first.count).toBe(8);
    // A change behind the API's back (another instance) shows only when the cache expires ...
    await insertListedBooks(t, seller, 'cached', 1, 100);
    expect(await browse('?name=cached&limit=2')).toEqual(first);
    // ... the count is shared by other points and pages; a member's page itself is fresh.
    expect((await browse('?name=cached&limit=2&latitude=27.7&longitude=85.3')).count).toBe(8);
    const member = await browse('?name=cached&limit=100', seller.client);
    expect(member.items).toHaveLength(9);
    expect(member.count).toBe(9); // a short page is counted from itself
    // A change through this API (here a moderator disabling a book) clears the cache.
    const id = await listedBook(t, seller, { name: 'Cached atlas' });
    expect((await moderator.client.post(`/api/v1/moderation/books/${id}/disable/`, {})).statusCode).toBe(200);
    expect((await browse('?name=cached&limit=2')).count).toBe(9);
  });
});
