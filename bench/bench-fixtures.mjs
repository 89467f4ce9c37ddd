// Fixtures the bench servers write straight into their database, through the API's own build.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const API_DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api', 'dist');

/** A member and a live session of theirs (nobody signs in with a password): their id and session token. */
export async function benchMember(db, username) {
  const user = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@bench.example`,
      password_hash: 'not-a-hash: nobody signs in',
      first_name: 'Bench',
      last_name: `Member ${username}`,
      location: 'Kathmandu',
      phone_number: '9800000000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { sha256Hex } = require(path.join(API_DIST, 'lib', 'tokens.js'));
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ token_hash: sha256Hex(token), user_id: user.id, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return { id: user.id, token };
}

/** The words generated books are made of and searches draw from. */
export const SEARCH_WORDS = [
  'physics',
  'chemistry',
  'biology',
  'mathematics',
  'history',
  'geography',
  'economics',
  'accounting',
  'english',
  'nepali',
  'science',
  'algebra',
  'calculus',
  'statistics',
  'grammar',
  'dictionary',
  'atlas',
  'novel',
  'poetry',
  'programming',
  'algorithms',
  'anatomy',
  'botany',
  'zoology',
  'sociology',
  'psychology',
  'philosophy',
  'management',
  'marketing',
  'finance',
];
