import { sql } from 'kysely';
import { seedDemoData, DEMO_ACCOUNTS, DEMO_PLACES } from '../../src/demo/seed-demo';
import sharp from 'sharp';
import { DEMO_COVER_SIZE, demoCoverSvg } from '../../src/demo/demo-covers';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../helpers/test-app';

/** Sixty covers drawn and processed take a while on a busy machine. */
const SEED_TIMEOUT_MS = 180_000;

describe.each(DB_KINDS)('demo data on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it(
    'seeds ~60 books in every category and condition with covers, once',
    async () => {
      expect(await seedDemoData(t.testDb.database.db, t.app)).toBe(true);
      expect(await seedDemoData(t.testDb.database.db, t.app)).toBe(false);
      const db = t.testDb.database.db;
      const books = await db.selectFrom('books').selectAll().execute();
      expect(books.length).toBeGreaterThanOrEqual(55);
      expect(new Set(books.map((b) => b.category)).size).toBe(5);
      expect(new Set(books.map((b) => b.condition)).size).toBe(4);
      expect(books.filter((b) => b.price === 0).length).toBeGreaterThanOrEqual(5);
      expect(books.some((b) => !b.is_reviewed)).toBe(true);
      expect(books.some((b) => b.is_sold)).toBe(true);

      const guest = new TestClient(t.app);
      const near = (await guest.get('/api/v1/books/?latitude=27.7172&longitude=85.324&limit=100')).json<{
        items: { book_image: string; book_image_variants: { url: string; width: number; height: number }[]; distance: string }[];
        count: number;
      }>();
      expect(near.count).toBeGreaterThanOrEqual(40);
      expect(Number.parseFloat(near.items[0]!.distance)).toBeLessThan(8000);
      // Covers at a real cover's resolution (600 × 900), served as variants.
      const first = near.items[0]!;
      const widest = first.book_image_variants[first.book_image_variants.length - 1]!;
      expect([widest.width, widest.height]).toEqual([DEMO_COVER_SIZE.width, DEMO_COVER_SIZE.height]);
      const cover = await t.app.inject({ url: first.book_image });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ width: 480, height: 720, format: 'jpeg' });
    },
    SEED_TIMEOUT_MS,
  );

  // Issue 36: demo data that makes sense. Runs on the books the first test seeded.
  it('draws each cover with the listing’s own author, and no made-up one', async () => {
    const db = t.testDb.database.db;
    const books = await db.selectFrom('books').select(['name', 'author', 'publication']).orderBy('id').execute();
    const named = books.filter((book) => book.author !== null);
    expect(named.length).toBeGreaterThanOrEqual(15);
    for (const [index, book] of books.entries()) {
      const svg = demoCoverSvg(index, book.name, book.publication, book.author);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!.toUpperCase()).join(' ');
      if (book.author) expect(texts).toContain(book.author.toUpperCase());
      // Without an author the cover names only the title and publisher: no person on it.
      else expect(svg).not.toMatch(/— [^<]+ —/);
    }
  });

  it('lists each book around its seller’s place, so the nearest books to a town are its own', async () => {
    const db = t.testDb.database.db;
    const rows = await sql<{ location: string; latitude: number; longitude: number }>`
      SELECT u.location, latitude(b.location::earth) AS latitude, longitude(b.location::earth) AS longitude
      FROM books b JOIN users u ON u.id = b.user_id`.execute(db);
    const town = (place: string) => place.split(',').pop()!.trim();
    const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
      Math.hypot((a.latitude - b.latitude) * 111, (a.longitude - b.longitude) * 111 * Math.cos((a.latitude * Math.PI) / 180));
    for (const book of rows.rows) {
      const home = DEMO_PLACES[book.location];
      expect(home).toBeDefined();
      expect(km(book, home!)).toBeLessThan(1.5);
      const nearest = Object.entries(DEMO_PLACES).sort(([, a], [, b]) => km(book, a) - km(book, b))[0]![0];
      expect(town(nearest)).toBe(town(book.location));
    }
    // Browse near Lalitpur (Patan's middle): Lalitpur's listed books come first.
    const guest = new TestClient(t.app);
    const patan = DEMO_PLACES['Patan, Lalitpur']!;
    const near = (
      await guest.get(`/api/v1/books/?latitude=${patan.latitude}&longitude=${patan.longitude}&ordering=distance&limit=100`)
    ).json<{ items: { owner_location: string }[] }>();
    const towns = near.items.map((item) => town(item.owner_location));
    const lalitpur = towns.filter((name) => name === 'Lalitpur').length;
    expect(lalitpur).toBeGreaterThanOrEqual(8);
    expect(towns.slice(0, lalitpur)).toEqual(Array(lalitpur).fill('Lalitpur'));
  });

  it('lets the demo member and moderator sign in', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const client = new TestClient(t.app);
      const login = await client.post('/api/v1/users/login/', { email: account.email, password: account.password });
      expect(login.statusCode).toBe(200);
    }
    const moderator = new TestClient(t.app);
    await moderator.post('/api/v1/users/login/', DEMO_ACCOUNTS.moderator);
    const queue = (await moderator.get('/api/v1/moderation/books/?status=unreviewed')).json<{ count: number }>();
    expect(queue.count).toBeGreaterThan(0);
    const member = new TestClient(t.app);
    await member.post('/api/v1/users/login/', { email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password });
    expect((await member.get('/api/v1/books/current-users/')).json<{ count: number }>().count).toBeGreaterThan(0);
  });
});
