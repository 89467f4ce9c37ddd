import { deflateSync } from 'node:zlib';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { confirmAddress, householdHeaders, type Member } from './members';
import { E2E_BASE_URL, moderator } from './stack-config';

/**
 * Real books through the real API, for journeys of any team: a member registers and signs in, asks for an
 * upload grant, POSTs a real PNG to the grant's url, creates the book, and the e2e moderator accepts it.
 *
 *   const { id, name } = await createAcceptedBook(request, { name: 'Physics', price: 0 });
 *   const seller = await createMemberWithSession();  // then createAcceptedBook(seller.api, ...) for several books
 */

/** Kathmandu, the default city of the demo data. */
export const KATHMANDU = { latitude: 27.7172, longitude: 85.324 } as const;

export interface MemberProfile {
  first_name: string;
  last_name: string;
  location: string;
  phone_number: string;
  /** Members who open this seller's contact details see the email only. */
  hide_phone_number?: boolean;
}

export interface MemberSession {
  member: Member & MemberProfile;
  /** An API context signed in as this member (its own cookies). */
  api: APIRequestContext;
}

export type Category = 'TEXTBOOK' | 'REFERENCE' | 'GUIDEBOOK' | 'SOLUTION' | 'OTHER';
export type Condition = 'LIKE NEW' | 'GOOD' | 'MODERATE' | 'POOR';

/** The body of POST /books/create/ without the image key (docs/product.md §7). */
export interface BookInput {
  name: string;
  author?: string | null;
  /** Issue 40: ISBN-10 or -13; stored as 13 digits. */
  isbn?: string | null;
  category: Category;
  publication: string | null;
  edition: number;
  is_school_book: boolean;
  is_college_book: boolean;
  is_bachlore_book: boolean;
  grade: number | null;
  description: string;
  condition: Condition;
  price: number;
  latitude: number | null;
  longitude: number | null;
}

export interface CreatedBook extends BookInput {
  id: number;
  seller: MemberSession;
}

const contexts: APIRequestContext[] = [];
let counter = 0;

/** A short random word, so each test's books can be found by name and by nothing else. */
/**
 * A made-up word no other test's word resembles. Search is typo-tolerant (trigram similarity ≥ 0.3), so words built
 * from a few shared syllables could match each other's books; ten random letters (consonant, vowel, …) share almost
 * no trigrams with any other.
 */
export function uniqueWord(): string {
  const consonants = 'bcdfghjklmnprstvwz';
  const vowels = 'aeiou';
  let word = '';
  for (let i = 0; i < 10; i += 1) {
    const letters = i % 2 === 0 ? consonants : vowels;
    word += letters[Math.floor(Math.random() * letters.length)] ?? 'a';
  }
  return word.charAt(0).toUpperCase() + word.slice(1);
}

async function newContext(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  contexts.push(context);
  return context;
}

/** Disposes every API context these helpers opened (call in afterAll if you like; the worker's end does it too). */
export async function disposeSessions() {
  // The moderator's context is among them: the next file of this worker signs the moderator in again.
  moderatorContext = null;
  await Promise.all(contexts.splice(0).map((context) => context.dispose()));
}

/** Mutations need the `csrftoken` cookie echoed in `X-CSRFToken` (docs/architecture.md §4); any response sets the cookie. */
export async function csrfHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  let token = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  if (!token) {
    await api.get('/api/v1/users/me/');
    token = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  }
  if (!token) throw new Error('The API set no csrftoken cookie');
  return { 'X-CSRFToken': token };
}

/** Signs an API context in by email and password. */
export async function signInApi(api: APIRequestContext, credentials: { email: string; password: string }) {
  const response = await api.post('/api/v1/users/login/', { data: { email: credentials.email, password: credentials.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Registers a new member (with the profile given) and returns an API context signed in as them. */
export async function createMemberWithSession(prefix = 'seller', profile: Partial<MemberProfile> = {}): Promise<MemberSession> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  const member = {
    username: `${prefix}${unique}`,
    email: `${prefix}.${unique}@example.com`,
    password: 'correct horse battery',
    first_name: 'Sita',
    last_name: 'Sharma',
    location: 'Lalitpur',
    phone_number: '+977 9812345678',
    ...profile,
  };
  const api = await newContext();
  const response = await api.post('/api/v1/users/register/', { data: member, headers: householdHeaders() });
  expect(response.status(), await response.text()).toBe(201);
  await confirmAddress(api, member.email);
  await signInApi(api, member);
  return { member, api };
}

let moderatorContext: Promise<APIRequestContext> | null = null;

/** The e2e moderator (registered and promoted by the global setup), signed in once per worker. */
export function moderatorSession(): Promise<APIRequestContext> {
  moderatorContext ??= (async () => {
    const api = await newContext();
    await signInApi(api, moderator);
    return api;
  })();
  return moderatorContext;
}

// ---- a real PNG, drawn here: a cover with a coloured background and a lighter band ----

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const palette: [number, number, number][] = [
  [232, 89, 12],
  [47, 93, 140],
  [43, 138, 62],
  [112, 72, 232],
  [201, 42, 42],
  [12, 133, 153],
  [230, 119, 0],
  [73, 80, 87],
];

/** A 400×300 PNG cover; `seed` picks its colour. */
export function coverPng(seed = 0, width = 400, height = 300): Buffer {
  const [r, g, b] = palette[Math.abs(seed) % palette.length]!;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const band = y > height * 0.58 && y < height * 0.72;
      const spine = x < width * 0.06;
      const shade = band ? 1.45 : spine ? 0.7 : 1 - (y / height) * 0.25;
      row[1 + x * 3] = Math.min(255, Math.round(r * shade));
      row[2 + x * 3] = Math.min(255, Math.round(g * shade));
      row[3 + x * 3] = Math.min(255, Math.round(b * shade));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface UploadGrant {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** An image file to upload (a photo), as the file input would give it. */
export interface ImageFile {
  name: string;
  mimeType: 'image/png' | 'image/jpeg';
  buffer: Buffer;
}

/**
 * Asks for an upload grant and POSTs a real image to it, as the sell form does (a generated PNG cover, or `image`);
 * returns the key for book_image.
 */
export async function uploadCover(api: APIRequestContext, image: number | ImageFile = 0): Promise<string> {
  const file = typeof image === 'number' ? { name: 'cover.png', mimeType: 'image/png', buffer: coverPng(image) } : image;
  const grantResponse = await api.post(`/api/v1/s3/get-upload-url?filename=${encodeURIComponent(file.name)}`, {
    headers: await csrfHeaders(api),
  });
  expect(grantResponse.status(), await grantResponse.text()).toBe(200);
  const grant = (await grantResponse.json()) as UploadGrant;
  const upload = await api.post(grant.url, { multipart: { ...grant.fields, file } });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  return grant.key;
}

/** Fills in a valid book around `overrides` (a school book needs is_school_book and may have a grade). */
export function bookInput(overrides: Partial<BookInput> = {}): BookInput {
  return {
    name: `${uniqueWord()} Mathematics`,
    category: 'TEXTBOOK',
    publication: 'Ekta Books',
    edition: 2,
    is_school_book: false,
    is_college_book: false,
    is_bachlore_book: false,
    grade: null,
    description: 'A clean copy with a few pencil notes in the margins. Collect from Patan.',
    condition: 'GOOD',
    price: 250,
    latitude: KATHMANDU.latitude,
    longitude: KATHMANDU.longitude,
    ...overrides,
  };
}

/** Creates an unreviewed book as the signed-in member of `api`; returns its id. */
export async function createBook(api: APIRequestContext, input: BookInput, image: number | ImageFile = 0): Promise<number> {
  const book_image = await uploadCover(api, image);
  const response = await api.post('/api/v1/books/create/', { headers: await csrfHeaders(api), data: { ...input, book_image } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The version of a book the moderator is looking at (decisions name it; docs/architecture.md §4 moderation). */
export async function moderationVersion(api: APIRequestContext, bookId: number): Promise<number> {
  const response = await api.get(`/api/v1/moderation/books/${bookId}/`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { version: number }).version;
}

/** The moderator accepts a book through the moderation endpoint. */
export async function acceptBook(bookId: number) {
  if (!process.env.E2E_MODERATOR_EMAIL) {
    throw new Error(
      'The global setup created no moderator: api/dist/features/admin/promote-command.js was missing when the stack started.',
    );
  }
  const api = await moderatorSession();
  const version = await moderationVersion(api, bookId);
  const response = await api.post(`/api/v1/moderation/books/${bookId}/accept/`, { headers: await csrfHeaders(api), data: { version } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

async function asSeller(seller: APIRequestContext | MemberSession | undefined): Promise<MemberSession> {
  if (!seller) return createMemberWithSession();
  if ('api' in seller) return seller;
  // A bare context: use it if it is signed in, else start a new seller (the test's own `request` stays a guest).
  const me = await seller.get('/api/v1/users/me/');
  if (me.status() !== 200) return createMemberWithSession();
  const user = (await me.json()) as Member & MemberProfile;
  return { member: { ...user, password: '' }, api: seller };
}

/**
 * A book everyone can see: created by `seller` (a MemberSession, a signed-in APIRequestContext, or anything else
 * for a new seller) and accepted by the moderator.
 */
export async function createAcceptedBook(
  seller: APIRequestContext | MemberSession | undefined,
  overrides: Partial<BookInput> = {},
  image: number | ImageFile = counter++,
): Promise<CreatedBook> {
  const session = await asSeller(seller);
  const input = bookInput(overrides);
  const id = await createBook(session.api, input, image);
  await acceptBook(id);
  return { ...input, id, seller: session };
}

/** The owner marks a book sold. */
export async function markBookSold(seller: MemberSession, bookId: number) {
  const response = await seller.api.patch(`/api/v1/books/mark-as-sold/${bookId}/`, { headers: await csrfHeaders(seller.api) });
  expect(response.status(), await response.text()).toBe(200);
}
