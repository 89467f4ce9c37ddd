// Wanted books (issue 25): what telling every matching saved search costs when a moderator accepts a
// book, against many saved searches on PostgreSQL. A figure to report (target: p99 under 50 ms at
// 100,000 searches), not a gate.
//   node bench/wanted-matching.mjs                          100,000 searches, 300 accepted books
//   node bench/wanted-matching.mjs --searches 100000 --books 300 --vocabulary 6000
// Needs the API's build (npm run build -w api). Searches are one to three words drawn from a
// vocabulary with a few common words and a long tail (as people search: "physics", then titles),
// 80% near a point in the city with a radius of 1 to 25 km, some with a filter, one in ten paused.
// Books use the same vocabulary (a title of two words, a description of about twenty), so most
// acceptances have candidates to check and many match.
// Timed: WantedMatcher.matchesFor, the query and checks the acceptance runs before it queues notices.
// --before-dist DIR also measures a previous build of the API (e.g. one exported and built with
// `git worktree add /tmp/before <commit> && npm run build -w api` there), book by book in turn.
import { createRequire } from 'node:module';
import { startPostgres } from '../scripts/pg-sandbox.mjs';
import { benchArgs, loadAverage, percentile } from './bench-args.mjs';
import { API_DIST, CITY, SEARCH_WORDS } from './bench-fixtures.mjs';

/** The API build's modules this bench uses, from `dist` (this checkout's, or a previous build's for --before-dist). */
function apiBuild(dist) {
  const require = createRequire(`${dist}/index.js`);
  return {
    openDatabase: require(`${dist}/db/database.js`).openDatabase,
    migrate: require(`${dist}/db/migrator.js`).migrate,
    WantedMatcher: require(`${dist}/features/alerts/matcher.js`).WantedMatcher,
    sql: require('kysely').sql,
  };
}

const args = benchArgs();
const SEARCHES = Number(args.searches ?? 100_000);
const BOOKS = Number(args.books ?? 300);
const VOCABULARY = Number(args.vocabulary ?? 6000);
const MEMBERS = 5000;

/** Made-up words from syllables, deterministic, so the long tail of titles has words no one else uses. */
function tailWords(count) {
  const syllables = ['ka', 'ri', 'to', 'man', 'sha', 'lo', 'ven', 'di', 'pra', 'su', 'ne', 'gor', 'tha', 'mi', 'bu', 'ral'];
  const words = new Set();
  for (let n = 0; words.size < count; n += 1) {
    let word = '';
    for (let k = n, parts = 0; parts < 3 || k > 0; parts += 1, k = Math.floor(k / syllables.length))
      word += syllables[k % syllables.length];
    words.add(word);
  }
  return [...words];
}

const vocabulary = [...SEARCH_WORDS, ...tailWords(VOCABULARY - SEARCH_WORDS.length)];

/** The same searches and books in every database (a fixed seed for random() on one connection). */
async function seed(db, sql) {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT setseed(0.25)`.execute(trx);
    await sql`
      INSERT INTO users (username, email, password_hash, first_name, last_name, location, phone_number)
      SELECT 'wanted' || g, 'wanted' || g || '@bench.example', 'not-a-hash', 'Bench', 'Member', 'Kathmandu', '9800000000'
      FROM generate_series(1, ${MEMBERS}) AS g`.execute(trx);
    // The vocabulary table is filled once at the end rather than by its trigger row by row (that took 10 ms a search).
    await sql`ALTER TABLE saved_searches DISABLE TRIGGER USER`.execute(trx);
    // Word picks skewed to the front of the vocabulary (power of a uniform number): common words are common.
    await sql`
      INSERT INTO saved_searches (user_id, query, words, category, location, radius_m, paused)
      SELECT u.id, array_to_string(w.words, ' '), w.words,
        CASE WHEN random() < 0.15 THEN 'OTHER' END,
        CASE WHEN g % 5 <> 0 THEN ll_to_earth(${CITY.latitude} + (random() - 0.5) * 0.4, ${CITY.longitude} + (random() - 0.5) * 0.4) END,
        CASE WHEN g % 5 <> 0 THEN (ARRAY[1000, 2000, 5000, 10000, 25000])[1 + (g / 5) % 5] END, random() < 0.1
      FROM generate_series(1, ${SEARCHES}) AS g
      JOIN users u ON u.id = (SELECT min(id) FROM users) + (g % ${MEMBERS})
      CROSS JOIN LATERAL (
        SELECT array_agg(DISTINCT (${vocabulary}::text[])[1 + floor(power(random(), 3) * ${vocabulary.length})::int]) AS words
        FROM generate_series(1, 1 + (g % 3)) AS k WHERE g > 0
      ) AS w`.execute(trx);
    await sql`ALTER TABLE saved_searches ENABLE TRIGGER USER`.execute(trx);
    await sql`
      INSERT INTO saved_search_words (word, searches)
      SELECT word, count(*) FROM saved_searches, unnest(words) AS word WHERE NOT paused GROUP BY word`.execute(trx);
    await sql`
      INSERT INTO books (user_id, name, author, book_image, category, condition, description, price, is_reviewed, is_accepted, location)
      SELECT (SELECT min(id) FROM users) + (g % ${MEMBERS}),
        initcap(w.w1) || ' ' || initcap(w.w2), 'Author ' || g, 'books/bench-' || g || '.jpg', 'OTHER', 'GOOD',
        'A ' || w.w3 || ' book, lightly used, ' || w.more || '. Pencil notes on a few pages; pick it up near the school gate.', 100 + g, true, true,
        ll_to_earth(${CITY.latitude} + (random() - 0.5) * 0.3, ${CITY.longitude} + (random() - 0.5) * 0.3)
      FROM generate_series(1, ${BOOKS}) AS g
      CROSS JOIN LATERAL (
        SELECT (${vocabulary}::text[])[1 + floor(power(random(), 2) * ${vocabulary.length})::int] AS w1,
               (${vocabulary}::text[])[1 + floor(power(random(), 2) * ${vocabulary.length})::int] AS w2,
               (${vocabulary}::text[])[1 + floor(power(random(), 2) * ${vocabulary.length})::int] AS w3,
               (SELECT string_agg((${vocabulary}::text[])[1 + floor(random() * ${vocabulary.length})::int], ' ')
                FROM generate_series(1, 12) AS k WHERE g > 0) AS more
        WHERE g > 0
      ) AS w`.execute(trx);
  });
  await sql`ANALYZE`.execute(db);
  const counts = await sql`
    SELECT (SELECT count(*) FROM saved_searches)::int AS searches, (SELECT count(*) FROM saved_search_words)::int AS words,
      (SELECT count(*) FROM saved_searches WHERE NOT paused)::int AS active`.execute(db);
  return counts.rows[0];
}

/** A database of its own for one API build, migrated by that build and seeded. */
async function prepare(label, dist, postgres, admin) {
  const build = apiBuild(dist);
  const name = `booknook_bench_wanted_${label}`;
  await build.sql.raw(`DROP DATABASE IF EXISTS ${name}`).execute(admin);
  await build.sql.raw(`CREATE DATABASE ${name}`).execute(admin);
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  const database = await build.openDatabase({ databaseUrl: url.toString() });
  await build.migrate(database.pool);
  const started = performance.now();
  const counts = await seed(database.db, build.sql);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${label}: seeded ${counts.searches} saved searches (${counts.active} active, ${counts.words} distinct words) in ${seconds} s`,
  );
  // Builds before 0017's typo index took the database kind as well.
  const matcher = new build.WantedMatcher(database.db, 'postgresql');
  const bookIds = (await database.db.selectFrom('books').select('id').orderBy('id').execute()).map((row) => row.id);
  return { label, database, matcher, bookIds, timings: [], told: 0, searches: counts.searches, url: url.toString() };
}

function report({ label, timings, told, searches }) {
  timings.sort((a, b) => a - b);
  const mean = timings.reduce((sum, value) => sum + value, 0) / timings.length;
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(6)} p50 ${ms(percentile(timings, 50))}, p99 ${ms(percentile(timings, 99))}, mean ${ms(mean)}, max ${ms(timings.at(-1))}; ` +
      `${(told / timings.length).toFixed(1)} members told per book (${searches} searches)`,
  );
}

const postgres = await startPostgres({ database: 'booknook_bench_wanted' });
const here = apiBuild(API_DIST);
const adminDatabase = await here.openDatabase({ databaseUrl: postgres.url });
const variants = [];
try {
  if (args['before-dist']) variants.push(await prepare('before', args['before-dist'], postgres, adminDatabase.db));
  variants.push(await prepare('after', API_DIST, postgres, adminDatabase.db));
  for (const variant of variants) for (const id of variant.bookIds.slice(0, 20)) await variant.matcher.matchesFor(id); // warm up
  // Book by book, each build in turn, so that both meet the same moments of a shared machine.
  for (let index = 0; index < variants[0].bookIds.length; index += 1) {
    for (const variant of variants) {
      const start = performance.now();
      const matches = await variant.matcher.matchesFor(variant.bookIds[index]);
      variant.timings.push(performance.now() - start);
      variant.told += matches.length;
    }
  }
  console.log(`load average ${loadAverage()} (2 cores shared; compare within one run)`);
  console.log(`one acceptance (WantedMatcher.matchesFor) against ${SEARCHES} saved searches, ${BOOKS} books, PostgreSQL:`);
  for (const variant of variants) report(variant);
  if ('keep' in args) {
    for (const variant of variants) console.log(`kept for a look: psql ${variant.url}`);
    console.log('(Ctrl-C ends it)');
    await new Promise(() => setInterval(() => {}, 60_000));
  }
} finally {
  for (const variant of variants) await variant.database.close();
  await adminDatabase.close();
  await postgres.stop();
}
