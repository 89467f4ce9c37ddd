// API load benchmark (DESIGN.md §7): GET /api/v1/books/ with text + location over generated books on
// PostgreSQL, against a hello-world Fastify route measured in the same run on the same machine.
// Prints req/s, p50/p99 latency and the ratio. A figure to report, not a gate (timings vary by machine).
//   node bench/api.mjs                       100,000 books, 50 connections, 10 s per measurement
//   node bench/api.mjs --books 1000000 --connections 50 --duration 20
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgres } from '../scripts/pg-sandbox.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(' ')
    .split('--')
    .filter(Boolean)
    .map((arg) => arg.trim().split(/\s+/)),
);
const BOOKS = Number(args.books ?? 100_000);
const CONNECTIONS = Number(args.connections ?? 50);
const DURATION_S = Number(args.duration ?? 10);
const WARMUP_S = 3;
/** DESIGN.md §7 budgets. */
const P99_BUDGET_MS = 50;
const RATIO_BUDGET = 0.2;

const CITY = { latitude: 27.7172, longitude: 85.324 };
const WORDS = [
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
const PUBLISHERS = [
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Members and books straight into the database, as a long-running site would have them. */
async function generateBooks(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(`
      INSERT INTO users (username, email, password_hash, first_name, last_name, location, phone_number)
      SELECT 'seller' || i, 'seller' || i || '@bench.test', 'x', 'Seller', 'Number' || i, 'Kathmandu', '9800000000'
      FROM generate_series(1, 1000) AS i`);
    const batch = 50_000;
    for (let done = 0; done < BOOKS; done += batch) {
      const count = Math.min(batch, BOOKS - done);
      await client.query(
        `INSERT INTO books (user_id, name, book_image, category, condition, publication, edition, description, price,
                            is_reviewed, is_accepted, is_sold, location, date_created)
         SELECT (SELECT min(id) FROM users) + (i % 1000),
                initcap(($1::text[])[1 + (i * 7) % 30] || ' ' || ($1::text[])[1 + (i * 13 + 5) % 30]) || ' vol. ' || (1 + i % 4),
                'books/bench' || ($3 + i) || '.png',
                (ARRAY['TEXTBOOK','REFERENCE','GUIDEBOOK','SOLUTION','OTHER'])[1 + i % 5],
                (ARRAY['LIKE NEW','GOOD','MODERATE','POOR'])[1 + i % 4],
                ($2::text[])[1 + i % 9],
                1 + i % 12,
                'A used copy about ' || ($1::text[])[1 + (i * 11) % 30] || ' and ' || ($1::text[])[1 + (i * 17) % 30] || '. Pick up nearby.',
                (i % 2000)::numeric / 2,
                true, i % 20 <> 0, i % 25 = 0,
                ll_to_earth($4 + (random() - 0.5) * 0.6, $5 + (random() - 0.5) * 0.6),
                now() - (i || ' minutes')::interval
         FROM generate_series(1, $6::int) AS i`,
        [WORDS, PUBLISHERS, done, CITY.latitude, CITY.longitude, count],
      );
    }
    await client.query('ANALYZE books');
    await client.query('ANALYZE users');
    console.log(`Generated ${BOOKS.toLocaleString('en')} books in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

async function measure(title, url, requests) {
  const options = { url, connections: CONNECTIONS, pipelining: 1, requests };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const errors = result.errors + result.timeouts + result.non2xx;
  const figures = {
    title,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
  console.log(
    `${title.padEnd(34)} ${figures.reqPerSec.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms` +
      (errors ? `   (${errors} errors/non-2xx)` : ''),
  );
  return figures;
}

async function main() {
  if (!existsSync(path.join(root, 'api', 'dist', 'server.js'))) {
    console.log('Building the API (npm run build -w api) ...');
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }
  const started = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booknook-bench-'));
  try {
    const postgres = await startPostgres();
    started.push(() => postgres.stop());

    const apiPort = await freePort();
    const api = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        SEED_DEMO: '0',
        RATE_LIMIT_MULTIPLIER: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      // Its start-up lines are of no interest here; errors would show as non-2xx below.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    started.push(() => stop(api));
    await waitFor(`http://127.0.0.1:${apiPort}/api/v1/health`, api);
    await generateBooks(postgres.url);

    // The baseline: a bare Fastify (the API's version) answering {"hello":"world"}.
    const helloPort = await freePort();
    const helloSource = `
      const app = require('fastify')();
      app.get('/hello', async () => ({ hello: 'world' }));
      app.listen({ port: ${helloPort}, host: '127.0.0.1' });`;
    const hello = spawn(process.execPath, ['-e', helloSource], { cwd: path.join(root, 'api'), stdio: ['ignore', 'inherit', 'inherit'] });
    started.push(() => stop(hello));
    await waitFor(`http://127.0.0.1:${helloPort}/hello`, hello);

    // Different words and places, so the database is not answering one cached query.
    const requests = [];
    for (let i = 0; i < 40; i += 1) {
      const word = WORDS[(i * 7) % WORDS.length];
      const latitude = (CITY.latitude + (((i * 37) % 21) - 10) * 0.01).toFixed(5);
      const longitude = (CITY.longitude + (((i * 53) % 21) - 10) * 0.01).toFixed(5);
      requests.push({ method: 'GET', path: `/api/v1/books/?name=${word}&latitude=${latitude}&longitude=${longitude}&limit=6&offset=0` });
    }
    const sample = await (await fetch(`http://127.0.0.1:${apiPort}${requests[0].path}`)).json();
    console.log(
      `Sample query ${requests[0].path}: count ${sample.count}, first ${JSON.stringify(sample.items[0]?.name)} at ${sample.items[0]?.distance}`,
    );

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up, ${BOOKS.toLocaleString('en')} books:`);
    const baseline = await measure('hello world (bare Fastify)', `http://127.0.0.1:${helloPort}`, [{ method: 'GET', path: '/hello' }]);
    const books = await measure('GET /books/ text + location', `http://127.0.0.1:${apiPort}`, requests);
    const ratio = books.reqPerSec / baseline.reqPerSec;
    console.log(
      `\nRatio books/hello: ${(ratio * 100).toFixed(1)}% (budget >= ${RATIO_BUDGET * 100}%); books p99 ${books.p99} ms (budget <= ${P99_BUDGET_MS} ms)`,
    );
    console.log(`Within budget: ${ratio >= RATIO_BUDGET && books.p99 <= P99_BUDGET_MS ? 'yes' : 'NO'}`);
  } finally {
    for (const stopOne of started.reverse()) await stopOne().catch((error) => console.error(error));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
