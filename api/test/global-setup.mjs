// Start one throw-away PostgreSQL server for the whole run; test files read its URL from
// BOOKNOOK_TEST_PG_URL (workers inherit the environment) and each creates its own database.
// Then migrate one database of each kind, which each test's app copies (test/helpers/migrated-databases.ts).
// Without PostgreSQL binaries the PostgreSQL half of every suite is skipped, loudly, unless CI
// is set, in which case the run fails.
// eslint-disable-next-line import-x/no-relative-packages -- the repository's one PostgreSQL sandbox lives in the root package's scripts/, which has no package name to import by
import { findPostgresBin, startPostgres } from '../../scripts/pg-sandbox.mjs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const helpers = path.join(path.dirname(fileURLToPath(import.meta.url)), 'helpers');

/** Sets BOOKNOOK_TEST_PGLITE_SNAPSHOT and BOOKNOOK_TEST_PG_TEMPLATE, read by test/helpers/test-db.ts. */
function prepareMigratedDatabases() {
  const output = execFileSync(
    process.execPath,
    ['-r', path.join(helpers, 'register-ts.cjs'), path.join(helpers, 'migrated-databases.ts')],
    { env: process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const { pgliteSnapshot, pgTemplate } = JSON.parse(output.trim().split('\n').pop());
  process.env.BOOKNOOK_TEST_PGLITE_SNAPSHOT = pgliteSnapshot;
  if (pgTemplate) process.env.BOOKNOOK_TEST_PG_TEMPLATE = pgTemplate;
}

export default async function globalSetup() {
  if (!process.env.BOOKNOOK_TEST_PG_URL) await startServer();
  prepareMigratedDatabases();
}

async function startServer() {
  if (!findPostgresBin()) {
    const message =
      'PostgreSQL server binaries not found (install `postgresql` or set PG_BIN): ' + 'the PostgreSQL half of the API tests cannot run.';
    if (process.env.CI) throw new Error(message);
    const bar = '!'.repeat(100);
    console.warn(`\n${bar}\n!! WARNING: ${message}\n!! Running against PGlite only. Set CI=1 to make this an error.\n${bar}\n`);
    return;
  }
  const server = await startPostgres();
  globalThis.__BOOKNOOK_PG__ = server;
  process.env.BOOKNOOK_TEST_PG_URL = server.url;
}
