import { sql } from 'kysely';
import { blurredPoint, memberLocationOffset, randomOffset, snapToGrid, type Point } from '../src/features/books/location-blur';
import { loadMigrations, migrate } from '../src/db/migrator';
import { LOCATION_BLUR } from '../src/limits';
import { seededRandom } from '../src/lib/seeded-random';
import { createTestDatabase, DB_KINDS, DB_SETUP_TIMEOUT_MS, type TestDatabase } from './helpers/test-db';

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres (haversine). */
function metres(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** `point` moved `east` and `north` metres. */
function moved(point: Point, east: number, north: number): Point {
  const rad = Math.PI / 180;
  return {
    latitude: point.latitude + north / EARTH_RADIUS_M / rad,
    longitude: point.longitude + east / (EARTH_RADIUS_M * Math.cos(point.latitude * rad)) / rad,
  };
}

const NEAREST = LOCATION_BLUR.offsetMinM - LOCATION_BLUR.gridM / Math.SQRT2;
const FARTHEST = LOCATION_BLUR.offsetMaxM + LOCATION_BLUR.gridM / Math.SQRT2;

describe('blurredPoint', () => {
  it(`always shows a place between ${NEAREST.toFixed(0)} and ${FARTHEST.toFixed(0)} m away, anywhere on earth but the poles`, () => {
    const random = seededRandom(7);
    for (let i = 0; i < 5000; i += 1) {
      const place = { latitude: (random() * 2 - 1) * 80, longitude: (random() * 2 - 1) * 179.9 };
      const shown = blurredPoint(place, randomOffset(random));
      const distance = metres(place, shown);
      expect(distance).toBeGreaterThanOrEqual(NEAREST - 1);
      expect(distance).toBeLessThanOrEqual(FARTHEST + 1);
    }
  });

  it('draws offsets over the whole ring', () => {
    const random = seededRandom(8);
    for (let i = 0; i < 1000; i += 1) {
      const { east_m, north_m } = randomOffset(random);
      const length = Math.hypot(east_m, north_m);
      expect(length).toBeGreaterThanOrEqual(LOCATION_BLUR.offsetMinM);
      expect(length).toBeLessThanOrEqual(LOCATION_BLUR.offsetMaxM);
    }
  });

  it('gives every listing from one place the same point, and most fixes a few metres apart too', () => {
    const random = seededRandom(9);
    const home = { latitude: 27.6915, longitude: 85.3422 };
    const offset = randomOffset(random);
    const shown = blurredPoint(home, offset);
    expect(blurredPoint({ ...home }, offset)).toEqual(shown);
    let same = 0;
    for (let i = 0; i < 200; i += 1) {
      const fix = moved(home, (random() * 2 - 1) * 10, (random() * 2 - 1) * 10);
      if (metres(blurredPoint(fix, offset), shown) < 0.01) same += 1;
    }
    // A cell is 100 m across: a fix within 10 m of home lands in home's cell unless home is near its edge.
    expect(same).toBeGreaterThan(100);
  });

  it('snaps to the centres of cells of the grid size', () => {
    const centre = snapToGrid({ latitude: 27.69151, longitude: 85.34222 });
    expect(snapToGrid(centre)).toEqual(centre);
    const neighbour = snapToGrid(moved(centre, LOCATION_BLUR.gridM, 0));
    expect(metres(centre, neighbour)).toBeCloseTo(LOCATION_BLUR.gridM, 0);
  });
});

describe.each(DB_KINDS)('location blur on %s', (kind) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testDb.destroy();
  });

  async function insertUser(name: string): Promise<number> {
    const row = await testDb.database.db
      .insertInto('users')
      .values({
        username: name,
        email: `${name}@example.com`,
        password_hash: 'x',
        first_name: name,
        last_name: 'Test',
        location: '',
        phone_number: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  let bookCount = 0;
  async function insertBook(userId: number, point: Point, ageDays: number): Promise<number> {
    bookCount += 1;
    const row = await testDb.database.db
      .insertInto('books')
      .values({
        user_id: userId,
        name: `Book ${bookCount}`,
        book_image: `books/${bookCount}.png`,
        category: 'OTHER',
        condition: 'GOOD',
        description: 'A book.',
        price: 1,
        location: sql<string>`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`,
        date_created: new Date(Date.now() - ageDays * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function locations(): Promise<Map<number, string>> {
    const rows = await sql<{ id: number; location: string }>`SELECT id, location::text AS location FROM books`.execute(testDb.database.db);
    return new Map(rows.rows.map((row) => [row.id, row.location]));
  }

  it('migrates books already listed to one point per member and place: the oldest book’s, which was public already', async () => {
    const all = loadMigrations();
    const before = all.filter((migration) => migration.version < '0006');
    expect(before.length).toBeLessThan(all.length);
    await migrate(testDb.database.pool, before);

    // Books listed under the old scheme: each moved by its own 150–300 m offset around its place.
    const random = seededRandom(11);
    const scatter = (place: Point) => {
      const distance = 150 + random() * 150;
      const bearing = random() * 2 * Math.PI;
      return moved(place, distance * Math.sin(bearing), distance * Math.cos(bearing));
    };
    const home = { latitude: 27.6915, longitude: 85.3422 };
    const work = moved(home, 5000, 0);
    const seller = await insertUser('old_seller');
    const neighbour = await insertUser('old_neighbour');
    const fromHome = [];
    for (let i = 0; i < 10; i += 1) fromHome.push(await insertBook(seller, scatter(home), 30 - i));
    const fromWork = [await insertBook(seller, scatter(work), 40), await insertBook(seller, scatter(work), 1)];
    const neighbours = [await insertBook(neighbour, scatter(home), 50), await insertBook(neighbour, scatter(home), 2)];
    const original = await locations();

    await migrate(testDb.database.pool);
    const after = await locations();
    // The oldest book of each member and place keeps its point; the others take it.
    for (const [group, oldest] of [
      [fromHome, fromHome[0]!],
      [fromWork, fromWork[0]!],
      [neighbours, neighbours[0]!],
    ] as const) {
      for (const id of group) expect(after.get(id)).toBe(original.get(oldest));
    }
    // Per member: the neighbour's point for the same home is not the seller's.
    expect(after.get(neighbours[0]!)).not.toBe(after.get(fromHome[0]!));
  });

  it('draws a member’s offset once, even when listings race', async () => {
    const userId = await insertUser('racing_seller');
    const offsets = await Promise.all(Array.from({ length: 10 }, () => memberLocationOffset(testDb.database.db, userId)));
    for (const offset of offsets) expect(offset).toEqual(offsets[0]);
    const rows = await testDb.database.db.selectFrom('member_location_offsets').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
  });
});
