import { sql } from 'kysely';
import {
  blurredPoint,
  movedBy,
  placeCell,
  placeKey,
  randomOffset,
  snapToGrid,
  type GridCell,
  type Point,
} from '../../../src/features/books/location-blur';
import { memberLocationSecret, newLocationSecret, sellerPoint } from '../../../src/features/books/seller-point';
import { loadMigrations, migrate } from '../../../src/db/migrator';
import { LOCATION_BLUR } from '../../../src/features/books/limits';
import { seededRandom } from '../../../src/lib/seeded-random';
import { createTestDatabase, DB_KINDS, DB_SETUP_TIMEOUT_MS, type TestDatabase } from '../../helpers/test-db';

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

describe('place offsets', () => {
  const placeOffset = (secret: string, cell: GridCell) => placeKey(secret, cell).offset;
  const ring = ({ east_m, north_m }: { east_m: number; north_m: number }) => Math.hypot(east_m, north_m);

  it('are one per member and place cell, on the ring, and unrelated between cells and members', () => {
    const secret = newLocationSecret();
    const cell = placeCell({ latitude: 27.6915, longitude: 85.3422 });
    expect(placeOffset(secret, cell)).toEqual(placeOffset(secret, { ...cell }));
    expect(placeOffset(newLocationSecret(), cell)).not.toEqual(placeOffset(secret, cell));
    const offsets = Array.from({ length: 2000 }, (_, i) =>
      placeOffset(secret, { row: cell.row + (i % 40), column: cell.column + Math.floor(i / 40) }),
    );
    for (const offset of offsets) {
      expect(ring(offset)).toBeGreaterThanOrEqual(LOCATION_BLUR.offsetMinM);
      expect(ring(offset)).toBeLessThanOrEqual(LOCATION_BLUR.offsetMaxM);
    }
    // Spread over the whole ring: every eighth of the circle and both halves of the width get their share.
    const bearings = offsets.map((offset) => Math.floor(((Math.atan2(offset.east_m, offset.north_m) + Math.PI) / (2 * Math.PI)) * 8));
    for (let octant = 0; octant < 8; octant += 1) expect(bearings.filter((b) => b === octant).length).toBeGreaterThan(2000 / 8 / 1.3);
    expect(offsets.filter((offset) => ring(offset) < 255).length / offsets.length).toBeGreaterThan(0.4);
  });

  it('never share a cell between places 1.6 km apart; fixes 10 m apart almost always share one', () => {
    const random = seededRandom(24);
    let split = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const place = { latitude: (random() * 2 - 1) * 80, longitude: (random() * 2 - 1) * 179.9 };
      const bearing = random() * 2 * Math.PI;
      const far = moved(place, 1600 * Math.sin(bearing), 1600 * Math.cos(bearing));
      expect(placeCell(far)).not.toEqual(placeCell(place));
      const fix = moved(place, 10 * Math.sin(bearing), 10 * Math.cos(bearing));
      if (placeCell(fix).row !== placeCell(place).row || placeCell(fix).column !== placeCell(place).column) split += 1;
    }
    // About 1.27 × 10 m / 1,000 m of pairs straddle a border.
    expect(split / 20_000).toBeLessThan(0.02);
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

  const placeOffset = (secret: string, cell: GridCell) => placeKey(secret, cell).offset;

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
  async function insertBook(userId: number, point: Point, ageDays: number, placeTag: string | null = null): Promise<number> {
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
        // (Absent before migration 0013, which the migration test starts before.)
        ...(placeTag === null ? {} : { place_tag: placeTag }),
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

  it('draws a member’s secret once, even when listings race', async () => {
    const userId = await insertUser('racing_seller');
    const secrets = await Promise.all(Array.from({ length: 10 }, () => memberLocationSecret(testDb.database.db, userId)));
    for (const secret of secrets) expect(secret).toBe(secrets[0]);
    const rows = await testDb.database.db.selectFrom('member_location_secrets').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps a place’s offset for a fix that strays over a place cell’s border, once the member has listed from there', async () => {
    // A row border of the place grid, and a home 20 m north of it; a second fix 20 m south of it.
    const border = (3079 * LOCATION_BLUR.placeCellM) / ((Math.PI / 180) * EARTH_RADIUS_M);
    const home = { latitude: border, longitude: 85.3422 };
    const north = moved(home, 0, 20);
    const south = moved(home, 0, -20);
    expect(placeCell(north).row).toBe(placeCell(south).row + 1);

    const seller = await insertUser('border_seller');
    const first = await sellerPoint(testDb.database.db, seller, north);
    await insertBook(seller, first.point, 0, first.placeTag);
    const second = await sellerPoint(testDb.database.db, seller, south);
    expect(second.offset).toEqual(first.offset);

    // Without that listing, each side of the border has its own offset.
    const other = await insertUser('border_newcomer');
    const southAlone = await sellerPoint(testDb.database.db, other, south);
    const secret = await memberLocationSecret(testDb.database.db, other);
    expect(southAlone.offset).toEqual(placeOffset(secret, placeCell(south)));
    expect(southAlone.offset).not.toEqual(placeOffset(secret, placeCell(north)));
    // A fix in the middle of a cell has no neighbour to take an offset from.
    const inside = snapToGrid(moved(home, 0, 500), LOCATION_BLUR.placeCellM);
    const seller2 = await sellerPoint(testDb.database.db, seller, inside);
    expect(seller2.offset).toEqual(placeOffset(await memberLocationSecret(testDb.database.db, seller), placeCell(inside)));
  });
});

describe.each(DB_KINDS)('offsets of members who listed before per-place offsets, on %s', (kind) => {
  let testDb: TestDatabase;
  const perPlaceVersion = loadMigrations().find((migration) => migration.name === 'location_offset_per_place')?.version ?? '9999';

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await migrate(
      testDb.database.pool,
      loadMigrations().filter((migration) => migration.version < perPlaceVersion),
    );
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testDb.destroy();
  });

  it('keeps the old offset for places listed from before (their points were public), and only for them', async () => {
    const db = testDb.database.db;
    const seller = await sql<{ id: number }>`
      INSERT INTO users (username, email, password_hash, first_name, last_name, location, phone_number)
      VALUES ('early_seller', 'early_seller@example.com', 'x', 'Early', 'Seller', '', '') RETURNING id`.execute(db);
    const userId = seller.rows[0]!.id;
    const old = randomOffset(seededRandom(31));
    await sql`INSERT INTO member_location_offsets (user_id, east_m, north_m) VALUES (${userId}, ${old.east_m}, ${old.north_m})`.execute(db);
    const home = { latitude: 27.6915, longitude: 85.3422 };
    const shown = blurredPoint(home, old);
    await sql`
      INSERT INTO books (user_id, name, book_image, category, condition, description, price, location)
      VALUES (${userId}, 'Old shelf', 'books/old.png', 'OTHER', 'GOOD', 'A book.', 1,
              ll_to_earth(${shown.latitude}::float8, ${shown.longitude}::float8))`.execute(db);

    await migrate(testDb.database.pool);
    // The home again, from a fix 15 m off: the old offset, so the same point as before (or its neighbour cell).
    const again = await sellerPoint(db, userId, movedBy(home, { east_m: 9, north_m: -12 }));
    expect(again.offset).toEqual({ east_m: old.east_m, north_m: old.north_m });
    expect(metres(again.point, shown)).toBeLessThanOrEqual(LOCATION_BLUR.gridM * Math.SQRT2 + 1);
    // A place 2 km away, never listed from: an offset of its own.
    const college = movedBy(home, { east_m: 2000, north_m: 0 });
    const elsewhere = await sellerPoint(db, userId, college);
    expect(elsewhere.offset).toEqual(placeKey(await memberLocationSecret(db, userId), placeCell(college)).offset);
    // No new member gets an old-style offset.
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM retired_location_offsets`.execute(db);
    expect(rows.rows[0]!.n).toBe(1);
  });
});
