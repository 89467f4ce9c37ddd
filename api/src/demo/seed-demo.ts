import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql, type Kysely } from 'kysely';
import { seededRandom } from '../lib/seeded-random';
import { BETWEEN_VISITS, type BookCategory, type BookCondition } from '../limits';
import type { FastifyInstance } from 'fastify';
import { demoCover } from './demo-covers';
import type { DB } from '../db/schema';

// Demo data for a fresh embedded installation (`npm start`): members, a moderator and ~60 books
// with generated book covers (./demo-covers.ts) around a default city, in every category and condition, some donated,
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

type Kind = 'school' | 'college' | 'bachelor' | 'none';

/** name, category, condition, price, publication, edition, kind, grade */
type DemoBook = [string, BookCategory, BookCondition, number, string | null, number | null, Kind, number | null];

const BOOKS: DemoBook[] = [
  ['Science for Class 8', 'TEXTBOOK', 'GOOD', 180, 'Janak Shiksha Samagri Kendra', 3, 'school', 8],
  ['Compulsory Mathematics Grade 10', 'TEXTBOOK', 'LIKE NEW', 250, 'Ekta Books', 2, 'school', 10],
  ['English Reader Grade 5', 'TEXTBOOK', 'MODERATE', 90, 'Curriculum Development Centre', 1, 'school', 5],
  ['Social Studies Grade 7', 'TEXTBOOK', 'POOR', 0, 'Janak Shiksha Samagri Kendra', 1, 'school', 7],
  ['My First Nepali Book', 'TEXTBOOK', 'GOOD', 0, 'Sajha Prakashan', 4, 'school', 1],
  ['Optional Mathematics Grade 9', 'TEXTBOOK', 'GOOD', 220, 'Asmita Books', 5, 'school', 9],
  ['Health and Physical Education Grade 6', 'TEXTBOOK', 'MODERATE', 60, 'Curriculum Development Centre', 2, 'school', 6],
  ['Computer Science Grade 4', 'TEXTBOOK', 'LIKE NEW', 150, 'Vidyarthi Pustak Bhandar', 1, 'school', 4],
  ['Concepts of Physics Vol. 1', 'TEXTBOOK', 'GOOD', 450, 'Bharati Bhawan', 2, 'college', null],
  ['Organic Chemistry', 'TEXTBOOK', 'MODERATE', 900, 'Pearson', 7, 'college', null],
  ['Principles of Economics', 'TEXTBOOK', 'LIKE NEW', 1200, 'Cengage', 8, 'bachelor', null],
  ['Calculus: Early Transcendentals', 'TEXTBOOK', 'GOOD', 1500, 'Cengage', 8, 'bachelor', null],
  ['Introduction to Algorithms', 'TEXTBOOK', 'LIKE NEW', 2200, 'MIT Press', 3, 'bachelor', null],
  ['Fundamentals of Accounting', 'TEXTBOOK', 'POOR', 300, 'Buddha Publications', 4, 'bachelor', null],
  ['Biology for Grade 11', 'TEXTBOOK', 'GOOD', 380, 'Heritage Publishers', 2, 'college', null],
  ['Business Studies Grade 12', 'TEXTBOOK', 'MODERATE', 260, 'Asmita Books', 3, 'college', null],
  ['Engineering Mechanics', 'TEXTBOOK', 'GOOD', 700, 'Tata McGraw Hill', 4, 'bachelor', null],
  ['Microbiology: An Introduction', 'TEXTBOOK', 'LIKE NEW', 1100, 'Pearson', 12, 'bachelor', null],
  ['Oxford Advanced Learner’s Dictionary', 'REFERENCE', 'GOOD', 800, 'Oxford University Press', 9, 'none', null],
  ['Nepali Brihat Shabdakosh', 'REFERENCE', 'MODERATE', 650, 'Nepal Academy', 6, 'none', null],
  ['Atlas of the World', 'REFERENCE', 'LIKE NEW', 950, 'Collins', 10, 'none', null],
  ['Encyclopedia of Science', 'REFERENCE', 'POOR', 0, 'Dorling Kindersley', 2, 'none', null],
  ['Roget’s Thesaurus', 'REFERENCE', 'GOOD', 400, 'Penguin', 3, 'none', null],
  ['Handbook of Mathematical Formulas', 'REFERENCE', 'GOOD', 200, 'Schaum', 5, 'none', null],
  ['Gray’s Anatomy for Students', 'REFERENCE', 'MODERATE', 2500, 'Elsevier', 4, 'none', null],
  ['The Chicago Manual of Style', 'REFERENCE', 'LIKE NEW', 1300, 'University of Chicago Press', 17, 'none', null],
  ['SEE Exam Guide: Science', 'GUIDEBOOK', 'GOOD', 220, 'Upahar Books', 1, 'school', 10],
  ['IOE Entrance Preparation', 'GUIDEBOOK', 'MODERATE', 500, 'Heritage Publishers', 3, 'none', null],
  ['MBBS Entrance Guide', 'GUIDEBOOK', 'GOOD', 650, 'Vidyarthi Pustak Bhandar', 2, 'none', null],
  ['Lok Sewa Aayog Preparation', 'GUIDEBOOK', 'LIKE NEW', 400, 'Asmita Books', 5, 'none', null],
  ['IELTS Cambridge Practice Tests 15', 'GUIDEBOOK', 'GOOD', 750, 'Cambridge University Press', 1, 'none', null],
  ['CMAT Complete Guide', 'GUIDEBOOK', 'POOR', 0, 'Buddha Publications', 2, 'none', null],
  ['GRE Verbal Workbook', 'GUIDEBOOK', 'MODERATE', 600, 'Kaplan', 4, 'none', null],
  ['Driving Licence Written Test Guide', 'GUIDEBOOK', 'GOOD', 120, 'Makalu Publication', 1, 'none', null],
  ['HC Verma Solutions', 'SOLUTION', 'GOOD', 300, 'Bharati Bhawan', 1, 'college', null],
  ['Grade 10 Mathematics Solutions', 'SOLUTION', 'MODERATE', 150, 'Ekta Books', 2, 'school', 10],
  ['RD Sharma Class 9 Solutions', 'SOLUTION', 'LIKE NEW', 280, 'Dhanpat Rai', 3, 'school', 9],
  ['Accountancy Solutions Grade 12', 'SOLUTION', 'POOR', 0, 'Asmita Books', 1, 'college', null],
  ['Irodov Problems Solved', 'SOLUTION', 'GOOD', 420, 'Arihant', 2, 'bachelor', null],
  ['Linear Algebra Solutions Manual', 'SOLUTION', 'MODERATE', 350, 'Wellesley-Cambridge', 5, 'bachelor', null],
  ['Palpasa Café', 'OTHER', 'GOOD', 350, 'Publication Nepa~laya', 1, 'none', null],
  ['Seto Dharti', 'OTHER', 'LIKE NEW', 400, 'FinePrint', 2, 'none', null],
  ['Muna Madan', 'OTHER', 'MODERATE', 0, 'Sajha Prakashan', 30, 'none', null],
  ['Harry Potter and the Philosopher’s Stone', 'OTHER', 'GOOD', 450, 'Bloomsbury', 1, 'none', null],
  ['The Alchemist', 'OTHER', 'POOR', 150, 'HarperCollins', 25, 'none', null],
  ['Sapiens: A Brief History of Humankind', 'OTHER', 'LIKE NEW', 900, 'Vintage', 1, 'none', null],
  ['The Little Prince', 'OTHER', 'GOOD', 0, 'Mariner Books', 1, 'none', null],
  ['Karnali Blues', 'OTHER', 'MODERATE', 300, 'FinePrint', 3, 'none', null],
  ['Summer Love', 'OTHER', 'GOOD', 280, 'FinePrint', 4, 'none', null],
  ['Atomic Habits', 'OTHER', 'LIKE NEW', 700, 'Penguin', 1, 'none', null],
  ['Wings of Fire', 'OTHER', 'GOOD', 250, 'Universities Press', 1, 'none', null],
  ['Children’s Picture Stories', 'OTHER', 'POOR', 0, null, null, 'none', null],
  ['Radha', 'OTHER', 'GOOD', 420, 'Sangri-La Books', 2, 'none', null],
  ['The Diary of a Young Girl', 'OTHER', 'MODERATE', 200, 'Penguin', 1, 'none', null],
  ['Physics Practical Notebook Grade 12', 'TEXTBOOK', 'POOR', 0, null, null, 'college', null],
  ['Data Structures Using C', 'TEXTBOOK', 'GOOD', 550, 'Oxford University Press', 2, 'bachelor', null],
  ['Nepal Law Reference', 'REFERENCE', 'MODERATE', 1000, 'Law Books Management Board', 3, 'none', null],
  ['Class 3 Mathematics Workbook', 'TEXTBOOK', 'LIKE NEW', 80, 'Ekta Books', 1, 'school', 3],
  ['Statistics Guide for BBS', 'GUIDEBOOK', 'GOOD', 320, 'Buddha Publications', 2, 'bachelor', null],
  ['Chemistry Numericals Solved', 'SOLUTION', 'GOOD', 260, 'Heritage Publishers', 1, 'college', null],
];

/** Who wrote the demo books that have a known author (the others, like most school books, have none). */
const DEMO_AUTHORS: Record<string, string> = {
  'Concepts of Physics Vol. 1': 'H. C. Verma',
  'Organic Chemistry': 'Paula Yurkanis Bruice',
  'Principles of Economics': 'N. Gregory Mankiw',
  'Calculus: Early Transcendentals': 'James Stewart',
  'Introduction to Algorithms': 'Thomas H. Cormen',
  'Microbiology: An Introduction': 'Gerard J. Tortora',
  'Gray’s Anatomy for Students': 'Richard Drake',
  'Irodov Problems Solved': 'I. E. Irodov',
  'Data Structures Using C': 'Reema Thareja',
  'Palpasa Café': 'Narayan Wagle',
  'Seto Dharti': 'Amar Neupane',
  'Muna Madan': 'Laxmi Prasad Devkota',
  'Harry Potter and the Philosopher’s Stone': 'J. K. Rowling',
  'The Alchemist': 'Paulo Coelho',
  'Sapiens: A Brief History of Humankind': 'Yuval Noah Harari',
  'The Little Prince': 'Antoine de Saint-Exupéry',
  'Karnali Blues': 'Buddhisagar',
  'Summer Love': 'Subin Bhattarai',
  'Atomic Habits': 'James Clear',
  'Wings of Fire': 'A. P. J. Abdul Kalam',
  Radha: 'Krishna Dharabasi',
  'The Diary of a Young Girl': 'Anne Frank',
};

const DESCRIPTIONS = [
  'Clean copy with no missing pages. Pick up near my place or we can meet somewhere central.',
  'A few pencil notes in the margins, otherwise in good shape.',
  'Cover slightly worn, binding is fine. Happy to hand it to someone who needs it.',
  'Used for one year only. All pages intact and readable.',
  'Some highlighting in the first chapters. Great for exam preparation.',
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
