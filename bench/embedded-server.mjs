// The API on the embedded database for bench/embedded-event-loop.mjs, in a process of its own:
// opens PGlite in a temporary directory, migrates it, writes BENCH_BOOKS generated books and one
// member with a session straight into it, and listens. Reports its port and the member's cookie.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchMember, SEARCH_WORDS } from './bench-fixtures.mjs';

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api', 'dist');
const { buildApp } = require(path.join(dist, 'app.js'));
const { loadConfig } = require(path.join(dist, 'config.js'));
const { openDatabase } = require(path.join(dist, 'db', 'database.js'));
const { migrate } = require(path.join(dist, 'db', 'migrator.js'));
// The API's own Kysely (the repository root has none of its own).
const { sql } = require(path.join(dist, '..', 'node_modules', 'kysely'));

const books = Number(process.env.BENCH_BOOKS ?? 20_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'booknook-bench-embedded-'));
const database = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
await migrate(database.pool);
const { db } = database;

const { id: userId, token } = await benchMember(db, 'benchreader');

// Titles and descriptions from a small vocabulary, points around Kathmandu: text search and distance both have work.
const words = SEARCH_WORDS;
await sql`
  INSERT INTO books (user_id, name, author, book_image, category, condition, description, price, is_reviewed, is_accepted, location)
  SELECT ${userId},
    initcap(w1) || ' ' || initcap(w2) || ' ' || g,
    'Author ' || (g % 500),
    'books/bench-' || g || '.jpg', 'OTHER', 'GOOD',
    'A ' || w2 || ' book about ' || w1 || ' and ' || w3 || ', lightly used.',
    (g % 900) + 50, true, true,
    ll_to_earth(27.7172 + ((g * 7919) % 1000 - 500) / 10000.0, 85.324 + ((g * 104729) % 1000 - 500) / 10000.0)
  FROM generate_series(1, ${books}) AS g,
    LATERAL (SELECT (${words}::text[])[1 + (g * 31) % ${words.length}] AS w1,
                    (${words}::text[])[1 + (g * 17) % ${words.length}] AS w2,
                    (${words}::text[])[1 + (g * 13) % ${words.length}] AS w3) AS w`.execute(db);
await sql`ANALYZE books`.execute(db);

const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir, rateLimitMultiplier: 0, browseCacheSeconds: 0 };
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', (message) => {
  if (message !== 'stop') return;
  void app
    .close()
    .then(() => database.close())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
process.send({ ready: { port: app.server.address().port, cookie: `sessionid=${token}`, words } });
