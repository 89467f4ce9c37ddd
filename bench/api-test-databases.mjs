// What an API test's database costs to set up: migrating a fresh one (as every test app did) against copying the
// run's migrated one (a PGlite snapshot; a PostgreSQL template), alternated, on both back ends.
// Usage: node bench/api-test-databases.mjs [--rounds 5]   (builds the API first when api/dist is missing)
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgres } from '../scripts/pg-sandbox.mjs';
import { benchArgs, loadAverage, percentile } from './bench-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'api/dist/db/database.js'))) execSync('npm run build -w api', { cwd: root, stdio: 'inherit' });
const require = createRequire(import.meta.url);
const { openDatabase } = require('../api/dist/db/database.js');
const { migrate } = require('../api/dist/db/migrator.js');

const rounds = Number(benchArgs().rounds ?? 5);
const server = await startPostgres();
const admin = new pg.Client({ connectionString: server.url });
await admin.connect();
const urlOf = (name) => Object.assign(new URL(server.url), { pathname: `/${name}` }).toString();
let serial = 0;

/** Milliseconds to open a database made by `create` and bring it to the latest migration, then close it. */
async function timed(open) {
  const started = performance.now();
  const database = await open();
  await migrate(database.pool);
  const ms = performance.now() - started;
  await database.close();
  return ms;
}

const ways = {
  'PGlite, migrated from empty': () => openDatabase({}),
  'PGlite, from a migrated snapshot': () => openDatabase({ pgliteLoadFrom: snapshot }),
  'PostgreSQL, migrated from empty': async () => {
    const name = `bench_${++serial}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
    return openDatabase({ databaseUrl: urlOf(name), poolSize: 2 });
  },
  'PostgreSQL, copied from a migrated template': async () => {
    const name = `bench_${++serial}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE bench_template`);
    return openDatabase({ databaseUrl: urlOf(name), poolSize: 2 });
  },
};

// The copies' sources, made as test/global-setup.mjs makes them.
const snapshotDir = mkdtempSync(path.join(os.tmpdir(), 'bench-snapshot-'));
const snapshot = path.join(snapshotDir, 'pglite.tar');
{
  const database = await openDatabase({});
  await migrate(database.pool);
  await database.snapshot(snapshot);
  await database.close();
  await admin.query('CREATE DATABASE bench_template TEMPLATE template0');
  const template = await openDatabase({ databaseUrl: urlOf('bench_template'), poolSize: 1 });
  await migrate(template.pool);
  await template.close();
}

console.log(`${rounds} rounds, alternated; load average before ${loadAverage()}`);
const times = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
for (let round = 0; round < rounds; round++) for (const [way, open] of Object.entries(ways)) times[way].push(await timed(open));
for (const [way, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${way.padEnd(46)} median ${percentile(sorted, 50).toFixed(0).padStart(6)} ms   (min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)})`,
  );
}
console.log(`load average after ${loadAverage()}`);
await admin.end();
await server.stop();
rmSync(snapshotDir, { recursive: true, force: true });
