import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql, type Kysely } from 'kysely';
import { seededRandom } from '../lib/seeded-random';
import { BETWEEN_VISITS } from '../limits';
import type { FastifyInstance } from 'fastify';
import { BOOKS, DEMO_AUTHORS, DESCRIPTIONS, demoIsbn } from './demo-books';
import { demoCover } from './demo-covers';
import type { DB } from '../db/schema';

// Demo data for a fresh embedded installation (`npm start`): members, a moderator and ~65 books
// (./demo-books.ts) with generated book covers (./demo-covers.ts) around a default city, in every category and condition, some donated,
// some sold, a few waiting for review. Runs once: a marker row remembers that it did.

export const DEMO_CITY = { name: 'Kathmandu', latitude: 27.7172, longitude: 85.324 } as const;

export const DEMO_ACCOUNTS = {
  member: { email: 'demo@booknook.local', password: 'demo-password', username: 'demo' },
  moderator: { email: 'moderator@booknook.local', password: 'moderator-password', username: 'moderator' },
} as const;

const SEEDED_MARKER = 'demo_data_seeded';

interface DemoPerson {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  location: string;
  phone_number: string;
  is_moderator?: boolean;
}

/**
 * Where each demo place is (its middle): a member's books are listed around their own place, so a book's place and
 * its point agree and "near Lalitpur" finds Lalitpur's books first (issue 36).
 */
export const DEMO_PLACES: Record<string, { latitude: number; longitude: number }> = {
  'Thamel, Kathmandu': { latitude: 27.7154, longitude: 85.3123 },
  'Baneshwor, Kathmandu': { latitude: 27.6915, longitude: 85.342 },
  'Boudha, Kathmandu': { latitude: 27.7215, longitude: 85.362 },
  'Patan, Lalitpur': { latitude: 27.6727, longitude: 85.3253 },
  'Jawalakhel, Lalitpur': { latitude: 27.6727, longitude: 85.3134 },
  Kirtipur: { latitude: 27.6787, longitude: 85.2775 },
  Bhaktapur: { latitude: 27.671, longitude: 85.4298 },
};

/** How far (in degrees, ~650 m) a book may be listed from the middle of its seller's place, before the blur. */
const PLACE_SPREAD_DEG = 0.006;

const PEOPLE: DemoPerson[] = [
  { ...DEMO_ACCOUNTS.member, first_name: 'Demo', last_name: 'Reader', location: 'Thamel, Kathmandu', phone_number: '9800000010' },
  {
    ...DEMO_ACCOUNTS.moderator,
    first_name: 'Maya',
    last_name: 'Moderator',
    location: 'Baneshwor, Kathmandu',
    phone_number: '9800000011',
    is_moderator: true,
  },
  ...[
    ['anita', 'Anita', 'Shrestha', 'Patan, Lalitpur'],
    ['bikash', 'Bikash', 'Gurung', 'Boudha, Kathmandu'],
    ['sarita', 'Sarita', 'Karki', 'Kirtipur'],
    ['rajesh', 'Rajesh', 'Thapa', 'Bhaktapur'],
    // A second member in Lalitpur: an area is offered by name once two members list from it.
    ['sunita', 'Sunita', 'Maharjan', 'Jawalakhel, Lalitpur'],
  ].map(([username = '', first_name = '', last_name = '', location = ''], i) => ({
    username,
    email: `${username}@booknook.local`,
    password: randomBytes(18).toString('base64url'),
    first_name,
    last_name,
    location,
    phone_number: `98000000${20 + i}`,
  })),
];

/** Seed demo data unless this database was seeded before or already has members. Returns whether it seeded. */
export async function seedDemoData(database: Kysely<DB>, app: DemoPorts): Promise<boolean> {
  const written: string[] = [];
  const { images } = app;
  try {
    return await database.transaction().execute((db) => seedInTransaction(db, app, written));
  } catch (error) {
    // Nothing was stored in the database: the covers written so far are removed too.
    await images.remove(written);
    throw error;
  }
}

/** `bytes` bytes from `random`, as hex: the demo's members get the same location secrets on every install. */
function seededHex(random: () => number, bytes: number): string {
  return Array.from({ length: bytes }, () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
}

/** What the seed uses of the features, as they decorate the app (the demo never imports a feature). */
export type DemoPorts = Pick<FastifyInstance, 'images' | 'books'>;

async function seedInTransaction(db: Kysely<DB>, { images, books }: DemoPorts, written: string[]): Promise<boolean> {
  const marker = await db.selectFrom('app_secrets').select('name').where('name', '=', SEEDED_MARKER).executeTakeFirst();
  const members = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (marker || members.count > 0) return false;

  const random = seededRandom(20_241_122);
  const userIds: number[] = [];
  for (const person of PEOPLE) {
    const { password, is_moderator = false, ...fields } = person;
    const row = await db
      .insertInto('users')
      .values({ ...fields, password_hash: await hash(password), is_moderator, email_verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.push(row.id);
  }
  const [memberId = 0, moderatorId = 0, ...sellers] = userIds;

  for (const [index, [name, category, condition, price, publication, edition, kind, grade]] of BOOKS.entries()) {
    // The demo member owns a few books so My Books has something in every state.
    const ownerId = index % 10 === 0 ? memberId : (sellers[index % sellers.length] ?? memberId);
    const key = `books/${randomBytes(16).toString('hex')}.png`;
    // Processed like any upload: only its variants are stored.
    const author = DEMO_AUTHORS[name] ?? null;
    const cover = await demoCover(index, name, publication, author);
    await db
      .insertInto('uploads')
      .values({
        key,
        user_id: ownerId,
        content_type: 'image/png',
        expires_at: new Date(),
        uploaded_at: new Date(),
        size_bytes: cover.length,
      })
      .execute();
    written.push(key);
    await images.record(key, await images.writeVariants(key, cover, 'image/png', ownerId), db);
    // Around the middle of the seller's own place, then blurred like any seller's point.
    const place = DEMO_PLACES[PEOPLE[userIds.indexOf(ownerId)]?.location ?? ''] ?? DEMO_CITY;
    const spot = {
      latitude: place.latitude + (random() - 0.5) * 2 * PLACE_SPREAD_DEG,
      longitude: place.longitude + (random() - 0.5) * 2 * PLACE_SPREAD_DEG,
    };
    const placed = await books.sellerPoint(db, ownerId, spot, () => seededHex(random, 32));
    const unreviewed = index % 12 === 5;
    const rejected = index === 22;
    const sold = index % 15 === 7;
    const book = await db
      .insertInto('books')
      .values({
        user_id: ownerId,
        name,
        author,
        isbn: demoIsbn(name),
        book_image: key,
        category,
        condition,
        price,
        publication,
        edition,
        is_school_book: kind === 'school',
        is_college_book: kind === 'college',
        is_bachlore_book: kind === 'bachelor',
        grade: kind === 'school' ? grade : null,
        description: DESCRIPTIONS[index % DESCRIPTIONS.length] ?? DESCRIPTIONS[0] ?? '',
        is_reviewed: !unreviewed,
        is_accepted: !unreviewed && !rejected,
        is_rejected: rejected,
        rejection_reason: rejected ? 'The photo does not show the book. Please upload a picture of the cover.' : null,
        reviewed_at: unreviewed ? null : new Date(),
        expires_at: unreviewed || rejected ? null : new Date(Date.now() + BETWEEN_VISITS.listingLifetimeSeconds * 1000),
        reviewed_by: unreviewed ? null : moderatorId,
        is_sold: sold && !unreviewed,
        location: sql<string>`ll_to_earth(${placed.point.latitude}::float8, ${placed.point.longitude}::float8)`,
        place_tag: placed.placeTag,
        // Spread creation times over the last weeks so "newest first" means something.
        date_created: new Date(Date.now() - (BOOKS.length - index) * 3_600_000 * 7),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('book_images').values({ book_id: book.id, position: 0, key }).execute();
  }
  await db.insertInto('app_secrets').values({ name: SEEDED_MARKER, value: new Date().toISOString() }).execute();
  return true;
}
