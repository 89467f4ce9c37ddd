import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Point } from '../../src/features/books/location-blur';
import type { TestApp } from './test-app';
import { TestClient, validRegistration } from './test-app';
import { tinyPng } from './images';

/** A logged-in member's browser, with the member's details. */
export interface Member {
  client: TestClient;
  id: number;
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/**
 * Register and log in a new member (a moderator when asked), with a confirmed address unless
 * `verified: false` (tests of confirmation itself open the mailed link).
 */
export async function newMember(
  t: TestApp,
  options: { moderator?: boolean; first_name?: string; verified?: boolean } = {},
): Promise<Member> {
  counter += 1;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  const body = {
    ...validRegistration,
    username: `member_${tag}`,
    email: `member_${tag}@example.com`,
    ...(options.first_name ? { first_name: options.first_name } : {}),
  };
  // Each member comes from an address of their own, so that per-address limits (when a test turns
  // them on) count that test's requests, not how many members it needed.
  const headers = { 'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}` };
  const client = new TestClient(t.app, headers);
  const registered = await client.post('/api/v1/users/register/', body, { headers });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const db = t.testDb.database.db;
  if (options.moderator) await db.updateTable('users').set({ is_moderator: true }).where('email', '=', body.email).execute();
  if (options.verified !== false)
    await db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', body.email).execute();
  const login = await client.post('/api/v1/users/login/', { email: body.email, password: body.password }, { headers });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const row = await db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirstOrThrow();
  return { client, id: row.id, username: body.username, email: body.email, password: body.password };
}

export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer;
}

/** A multipart/form-data body: the fields in order, then the file (if any). */
export function multipart(fields: Record<string, string>, file?: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----booknook${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'cover.png'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface Grant {
  url: string;
  fields: Record<string, string>;
  key: string;
}

export async function requestGrant(member: Member, filename = 'cover.png'): Promise<Grant> {
  const response = await member.client.post(`/api/v1/s3/get-upload-url?filename=${encodeURIComponent(filename)}`);
  if (response.statusCode !== 200) throw new Error(`grant: ${response.statusCode} ${response.body}`);
  return response.json<Grant>();
}

/** POST a file with a grant's fields to the grant's URL, as a browser form would (no CSRF header). */
export function postUpload(t: TestApp, grant: Grant, file: FilePart | undefined, fields: Record<string, string> = grant.fields) {
  const { payload, headers } = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: grant.url, payload, headers });
}

/** Upload an image for `member`; returns the key. */
export async function uploadImage(t: TestApp, member: Member, bytes: Buffer = tinyPng(), filename = 'cover.png'): Promise<string> {
  const grant = await requestGrant(member, filename);
  const response = await postUpload(t, grant, { bytes, filename });
  if (response.statusCode !== 204) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return grant.key;
}

export const validBook = {
  name: 'Concepts of Physics',
  category: 'TEXTBOOK',
  publication: 'Bharati Bhawan',
  edition: 2,
  is_school_book: false,
  is_college_book: true,
  is_bachlore_book: false,
  description: 'Volume 1, a few pencil notes, otherwise clean.',
  condition: 'GOOD',
  price: 350.5,
};

/** Create a book for `member` (uploading its image first); returns its id. */
export async function createBook(t: TestApp, member: Member, overrides: Record<string, unknown> = {}): Promise<number> {
  const key = await uploadImage(t, member);
  const response = await member.client.post('/api/v1/books/create/', { ...validBook, book_image: key, ...overrides });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Accept a book as a moderator would. */
export async function acceptBook(t: TestApp, id: number): Promise<void> {
  await t.testDb.database.db
    .updateTable('books')
    .set({ is_reviewed: true, is_accepted: true, is_rejected: false })
    .where('id', '=', id)
    .execute();
}

export async function listedBook(t: TestApp, member: Member, overrides: Record<string, unknown> = {}): Promise<number> {
  const id = await createBook(t, member, overrides);
  await acceptBook(t, id);
  return id;
}

/** A book's shown (blurred) point, as stored. */
export async function shownPoint(t: TestApp, id: number): Promise<Point> {
  const { rows } =
    await sql<Point>`SELECT latitude(location::earth) AS latitude, longitude(location::earth) AS longitude FROM books WHERE id = ${id}`.execute(
      t.testDb.database.db,
    );
  return rows[0]!;
}
