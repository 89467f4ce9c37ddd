// API load benchmark (docs/architecture.md §7): GET /api/v1/books/ with text + location over generated books on
// PostgreSQL, against a hello-world Fastify route measured in the same run on the same machine.
// Prints req/s, p50/p99 latency, the ratio, and where the CPU went (autocannon, Node, PostgreSQL: the
// three share the machine's cores). A figure to report, not a gate (timings vary by machine).
//   node bench/api.mjs                       100,000 books, 50 connections, 10 s per measurement
//   node bench/api.mjs --books 1000000       the docs/architecture.md §7 size (generating takes several minutes)
//   node bench/api.mjs --connections 50 --duration 20 --pool 10 --explain
// Options: --books N, --connections N, --duration S, --pool N (the API's DATABASE_POOL_SIZE),
// --explain (EXPLAIN ANALYZE of the browse queries first), --hold (generate, then keep the database and API
// running for a look by hand), --server path/to/server.js (another build,
// e.g. the previous one, to compare on the same machine), --before <git ref> (that commit's build, exported and
// built by bench/previous-build.mjs, started beside this one on the same database: both measured in one run).
// Two measurements of the books route: the same 40 queries over and over (what a response cache
// would answer), and a varied mix where every request has its own point and a drawn search (words,
// two-word searches, typos, prefixes, later pages), which no cache can answer.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgres } from '../scripts/pg-sandbox.mjs';
import { benchArgs, loadAverage } from './bench-args.mjs';
import { CITY, PUBLISHERS, SEARCH_WORDS as WORDS, variedPath } from './bench-fixtures.mjs';
import { previousBuild } from './previous-build.mjs';
import { freePort } from './site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const BOOKS = Number(args.books ?? 100_000);
const CONNECTIONS = Number(args.connections ?? 50);
const DURATION_S = Number(args.duration ?? 10);
const POOL = args.pool;
const EXPLAIN = 'explain' in args;
/** Generate, then keep PostgreSQL and the API running for a look by hand (psql, curl) until Ctrl-C. */
const HOLD = 'hold' in args;
/** The API's own seeded generator (mulberry32), from its build, so that runs draw the same mix. */
const SEEDED_RANDOM = path.join(root, 'api', 'dist', 'lib', 'seeded-random.js');
const SERVER = path.resolve(root, args.server ?? path.join('api', 'dist', 'server.js'));
/** Another build measured in the same run, on the same database: `--before <git ref>`. */
const BEFORE_REF = args.before;
const WARMUP_S = 3;
/**
 * What PostgreSQL records of the run: time per statement (pg_stat_statements, planning included) and
 * the plans of statements slower than SLOW_STATEMENT_MS (auto_explain; without per-node timing, cheap).
 */
const SLOW_STATEMENT_MS = 25;
const STATEMENT_STATISTICS = {
  // What an operator gives a database server (a quarter of memory, within reason): 1,000,000 books
  // and their indexes fit; PostgreSQL's 128 MB default would measure the disk cache instead.
  shared_buffers: '2GB',
  shared_preload_libraries: 'pg_stat_statements,auto_explain',
  'pg_stat_statements.track_planning': 'on',
  'auto_explain.log_min_duration': String(SLOW_STATEMENT_MS),
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_timing': 'off',
  'auto_explain.log_buffers': 'on',
};
/** docs/architecture.md §7 budgets. */
const P99_BUDGET_MS = 50;
const RATIO_BUDGET = 0.2;

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
                'books/bench' || i || '.png',
                (ARRAY['TEXTBOOK','REFERENCE','GUIDEBOOK','SOLUTION','OTHER'])[1 + i % 5],
                (ARRAY['LIKE NEW','GOOD','MODERATE','POOR'])[1 + i % 4],
                ($2::text[])[1 + i % 9],
                1 + i % 12,
                'A used copy about ' || ($1::text[])[1 + (i * 11) % 30] || ' and ' || ($1::text[])[1 + (i * 17) % 30] || '. Pick up nearby.',
                (i % 2000)::numeric / 2,
                true, i % 20 <> 0, i % 25 = 0,
                ll_to_earth($3 + (random() - 0.5) * 0.6, $4 + (random() - 0.5) * 0.6),
                now() - (i || ' minutes')::interval
         FROM generate_series($5::int + 1, $5::int + $6::int) AS i`,
        [WORDS, PUBLISHERS, CITY.latitude, CITY.longitude, done, count],
      );
      if (BOOKS > batch) process.stdout.write(`\r  ${(done + count).toLocaleString('en')} books ...`);
    }
    if (BOOKS > batch) process.stdout.write('\n');
    await client.query('VACUUM ANALYZE books');
    await client.query('ANALYZE users');
    await client.query('ANALYZE search_words');
    console.log(`Generated ${BOOKS.toLocaleString('en')} books in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

const CLOCK_TICKS_PER_S = 100;

/** CPU seconds (user + system) used so far by these processes, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / CLOCK_TICKS_PER_S;
}

/** The PostgreSQL server: the postmaster and every process it started (backends, background workers). */
function postgresPids(dataDir) {
  try {
    const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  } catch {
    return [];
  }
}

/**
 * Run autocannon against `url` (after a warm-up) and report req/s, latency, and the CPU each party
 * used per request: autocannon (this process), the server, PostgreSQL.
 */
async function measure(title, url, requests, parties) {
  const options = { url, connections: CONNECTIONS, pipelining: 1, requests };
  await autocannon({ ...options, duration: WARMUP_S });
  const pgPids = parties.postgresDataDir ? postgresPids(parties.postgresDataDir) : [];
  const before = { bench: process.cpuUsage(), server: cpuSeconds([parties.serverPid]), postgres: cpuSeconds(pgPids) };
  const result = await autocannon({ ...options, duration: DURATION_S });
  const benchUsage = process.cpuUsage(before.bench);
  const cpu = {
    bench: (benchUsage.user + benchUsage.system) / 1e6,
    server: cpuSeconds([parties.serverPid]) - before.server,
    postgres: cpuSeconds(pgPids) - before.postgres,
  };
  const errors = result.errors + result.timeouts + result.non2xx;
  const figures = {
    title,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    total: result.requests.total,
  };
  const perRequest = (seconds) => ((seconds * 1000) / Math.max(1, result.requests.total)).toFixed(3);
  console.log(
    `${title.padEnd(40)} ${figures.reqPerSec.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms` +
      (errors ? `   (${errors} errors/non-2xx)` : ''),
  );
  console.log(
    `${''.padEnd(40)} CPU ms/request: autocannon ${perRequest(cpu.bench)}, server ${perRequest(cpu.server)}` +
      (parties.postgresDataDir ? `, PostgreSQL ${perRequest(cpu.postgres)}` : '') +
      `; cores busy ${((cpu.bench + cpu.server + cpu.postgres) / DURATION_S).toFixed(2)}`,
  );
  return figures;
}

/**
 * EXPLAIN ANALYZE of the two queries a text + location browse makes when 1000 or more books match
 * (the capped count, then the page nearest first through the GiST index), as the API writes them.
 */
async function explainBrowse(url, word, point) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const listed = 'b.is_reviewed AND b.is_accepted AND NOT b.is_disabled AND NOT b.is_sold';
    const here = `ll_to_earth(${point.latitude}, ${point.longitude})`;
    const queries = {
      page: `SELECT b.id, b.name, earth_distance(b.location, ${here}) FROM books b JOIN users u ON u.id = b.user_id
             WHERE ${listed} AND b.search_vector @@ to_tsquery('simple', '${word}')
             ORDER BY b.location <-> ${here} LIMIT 6`,
      count: `SELECT count(*) FROM (SELECT 1 FROM books b WHERE ${listed} AND b.search_vector @@ to_tsquery('simple', '${word}') LIMIT 1000) m`,
    };
    for (const [name, query] of Object.entries(queries)) {
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
      console.log(`\nEXPLAIN ANALYZE (${name}, "${word}"):`);
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
  }
}

/** Forget the statistics so far (the warm-up, the other measurements). */
async function resetStatementStatistics(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
  } finally {
    await client.end();
  }
}

/** The statements that took the most time since the reset, and the slowest plans auto_explain logged. */
async function printStatementStatistics(url, logFile, fromLogOffset, requests) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      SELECT calls, total_exec_time + total_plan_time AS total_ms, mean_exec_time AS exec_ms, mean_plan_time AS plan_ms,
             max_exec_time AS max_ms, regexp_replace(query, '\\s+', ' ', 'g') AS query
      FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'
      ORDER BY total_exec_time + total_plan_time DESC LIMIT 6`);
    const { rows: totals } = await client.query(
      `SELECT sum(calls)::float8 AS calls FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'`,
    );
    console.log(
      `\nStatements per request: ${(Number(totals[0].calls) / Math.max(1, requests)).toFixed(2)} (BEGIN, SET and COMMIT included)`,
    );
    console.log('PostgreSQL time by statement in the varied run (pg_stat_statements, planning included):');
    for (const row of rows) {
      console.log(
        `  ${String(row.calls).padStart(7)} calls  total ${Number(row.total_ms).toFixed(0).padStart(6)} ms  ` +
          `mean exec ${Number(row.exec_ms).toFixed(2)} ms + plan ${Number(row.plan_ms).toFixed(2)} ms  max ${Number(row.max_ms).toFixed(1)} ms`,
      );
      console.log(`      ${row.query.slice(0, 400)}`);
    }
  } finally {
    await client.end();
  }
  // auto_explain's entries: "duration: N ms  plan:" followed by the plan's indented lines.
  const log = readFileSync(logFile).subarray(fromLogOffset).toString('utf8');
  const plans = [...log.matchAll(/duration: ([\d.]+) ms {2}plan:\n((?:[\t ].*\n?)+)/g)]
    .map((match) => ({ ms: Number(match[1]), plan: match[2] }))
    .sort((a, b) => b.ms - a.ms);
  console.log(
    `\n${plans.length} statements slower than ${SLOW_STATEMENT_MS} ms in the varied run${plans.length ? '; the slowest two (EXPLAIN ANALYZE, auto_explain):' : ''}`,
  );
  for (const { ms, plan } of plans.slice(0, 2)) console.log(`\n  ${ms.toFixed(1)} ms\n${plan.replace(/^\t/gm, '    ')}`);
}

async function main() {
  if (!existsSync(SERVER) || !existsSync(SEEDED_RANDOM)) {
    console.log('Building the API (npm run build -w api) ...');
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }
  const started = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'booknook-bench-'));
  try {
    const postgres = await startPostgres({ settings: STATEMENT_STATISTICS });
    started.push(() => postgres.stop());

    const startApi = async (server) => {
      const port = await freePort();
      const child = spawn(process.execPath, [server], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: mkdtempSync(path.join(dataDir, 'api-')),
          DATABASE_URL: postgres.url,
          ...(POOL ? { DATABASE_POOL_SIZE: POOL } : {}),
          SEED_DEMO: '0',
          RATE_LIMIT_MULTIPLIER: '0',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        },
        // Its start-up lines are of no interest here; errors would show as non-2xx below.
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      started.push(() => stop(child));
      await waitFor(`http://127.0.0.1:${port}/api/v1/health`, child);
      return { port, child };
    };
    // The previous build first: it migrates the database to its own schema, this build then to its own.
    const before = BEFORE_REF ? await startApi(path.join(previousBuild(BEFORE_REF, 'api').dir, 'api', 'dist', 'server.js')) : undefined;
    const { port: apiPort, child: api } = await startApi(SERVER);
    await generateBooks(postgres.url);
    if (HOLD) {
      console.log(`Holding: PostgreSQL ${postgres.url}, API http://127.0.0.1:${apiPort}/api/v1/books/ (Ctrl-C ends both)`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
      return;
    }
    if (EXPLAIN) {
      await explainBrowse(postgres.url, 'physics', CITY);
      await explainBrowse(postgres.url, 'physics & pearson', CITY);
    }

    // The baseline: a bare Fastify (the API's version) answering {"hello":"world"}.
    const helloPort = await freePort();
    const helloSource = `
      const app = require('fastify')();
      app.get('/hello', async () => ({ hello: 'world' }));
      app.listen({ port: ${helloPort}, host: '127.0.0.1' });`;
    const hello = spawn(process.execPath, ['-e', helloSource], { cwd: path.join(root, 'api'), stdio: ['ignore', 'inherit', 'inherit'] });
    started.push(() => stop(hello));
    await waitFor(`http://127.0.0.1:${helloPort}/hello`, hello);

    // 40 different words and places, repeated: the same answers over and over.
    const repeated = [];
    for (let i = 0; i < 40; i += 1) {
      const word = WORDS[(i * 7) % WORDS.length];
      const latitude = (CITY.latitude + (((i * 37) % 21) - 10) * 0.01).toFixed(5);
      const longitude = (CITY.longitude + (((i * 53) % 21) - 10) * 0.01).toFixed(5);
      repeated.push({ method: 'GET', path: `/api/v1/books/?name=${word}&latitude=${latitude}&longitude=${longitude}&limit=6&offset=0` });
    }
    // Every request its own: no two alike (in practice), so nothing is answered from a cache.
    const { seededRandom } = await import(SEEDED_RANDOM);
    const random = seededRandom(20261122);
    const varied = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: variedPath(random) }) }];

    const sample = await (await fetch(`http://127.0.0.1:${apiPort}${repeated[0].path}`)).json();
    console.log(
      `Sample query ${repeated[0].path}: count ${sample.count}, first ${JSON.stringify(sample.items[0]?.name)} at ${sample.items[0]?.distance}`,
    );
    const sampleRandom = seededRandom(1);
    const mixSample = Array.from({ length: 4 }, () => decodeURIComponent(variedPath(sampleRandom)));
    console.log(`Varied mix, e.g. ${mixSample.join('\n                 ')}`);

    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up, ${BOOKS.toLocaleString('en')} books` +
        `${POOL ? `, API pool ${POOL}` : ''}; autocannon, Node and PostgreSQL share ${os.cpus().length} cores (load average ${loadAverage()}):`,
    );
    const baseline = await measure('hello world (bare Fastify)', `http://127.0.0.1:${helloPort}`, [{ method: 'GET', path: '/hello' }], {
      serverPid: hello.pid,
    });
    const parties = { serverPid: api.pid, postgresDataDir: postgres.dataDir };
    const same = await measure('GET /books/ text + location, 40 repeated', `http://127.0.0.1:${apiPort}`, repeated, parties);
    const runs = [same];
    const variedRun = async (title, port, serverPid) => {
      await resetStatementStatistics(postgres.url);
      const logOffset = statSync(postgres.logFile).size;
      const figures = await measure(title, `http://127.0.0.1:${port}`, varied, { serverPid, postgresDataDir: postgres.dataDir });
      await printStatementStatistics(postgres.url, postgres.logFile, logOffset, figures.total);
      runs.push(figures);
    };
    if (before) {
      console.log(`\nThe build of ${BEFORE_REF} (before), then this one (after), on the same database (load average ${loadAverage()}):`);
      await variedRun(`varied, before (${BEFORE_REF})`, before.port, before.child.pid);
      console.log('');
    }
    await variedRun('GET /books/ text + location, varied', apiPort, api.pid);
    console.log('');
    for (const books of runs) {
      const ratio = books.reqPerSec / baseline.reqPerSec;
      const within = ratio >= RATIO_BUDGET && books.p99 <= P99_BUDGET_MS && books.errors === 0;
      console.log(
        `${books.title.padEnd(40)} ratio to hello ${(ratio * 100).toFixed(1)}% (budget >= ${RATIO_BUDGET * 100}%), ` +
          `p99 ${books.p99} ms (budget <= ${P99_BUDGET_MS} ms): ${within ? 'within budget' : 'NOT within budget'}`,
      );
    }
  } finally {
    for (const stopOne of started.reverse()) await stopOne().catch((error) => console.error(error));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
