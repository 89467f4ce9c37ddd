import { seedDemoData, DEMO_ACCOUNTS } from '../src/demo/seed-demo';
import sharp from 'sharp';
import { DEMO_COVER_SIZE } from '../src/demo/demo-covers';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from './helpers/test-db';
import { createTestApp, TestClient, type TestApp } from './helpers/test-app';

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
      expect(await seedDemoData(t.testDb.database.db, t.app.images)).toBe(true);
      expect(await seedDemoData(t.testDb.database.db, t.app.images)).toBe(false);
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
