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

/** Where the generated books are: within ~0.3° of this point. */
export const CITY = { latitude: 27.7172, longitude: 85.324 };
export const PUBLISHERS = [
  'Pearson',
  'Oxford',
  'Cambridge',
  'Ekta Books',
  'Asmita Books',
  'Bharati Bhawan',
  'Sajha Prakashan',
  'Heritage',
  'Penguin',
];

/**
 * What visitors type, roughly: mostly one word, some two-word searches, typos (a letter dropped or
 * doubled) and words still being typed (prefixes); mostly the first page, sometimes a later one.
 * Every request comes from its own point within ~15 km of the city.
 */
export function variedPath(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const kind = random();
  let name;
  if (kind < 0.55) name = pick(SEARCH_WORDS);
  else if (kind < 0.75) name = `${pick(SEARCH_WORDS)} ${pick(SEARCH_WORDS)}`;
  else if (kind < 0.85) name = `${pick(SEARCH_WORDS)} ${pick(PUBLISHERS).split(' ')[0].toLowerCase()}`;
  else if (kind < 0.93) {
    const word = pick(SEARCH_WORDS);
    const at = 1 + Math.floor(random() * (word.length - 2));
    name = random() < 0.5 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at] + word.slice(at);
  } else {
    const word = pick(SEARCH_WORDS);
    name = word.slice(0, 3 + Math.floor(random() * (word.length - 3)));
  }
  const latitude = (CITY.latitude + (random() - 0.5) * 0.3).toFixed(5);
  const longitude = (CITY.longitude + (random() - 0.5) * 0.3).toFixed(5);
  const offset = random() < 0.8 ? 0 : 6 * (1 + Math.floor(random() * 5));
  // with_count=false: Browse's grid pages on has_more (issue 26); a build before it ignores the parameter and counts.
  return `/api/v1/books/?name=${encodeURIComponent(name)}&latitude=${latitude}&longitude=${longitude}&limit=6&offset=${offset}&with_count=false`;
}
