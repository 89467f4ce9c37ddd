// Start one throw-away PostgreSQL server for the whole run; test files read its URL from
// BOOKNOOK_TEST_PG_URL (workers inherit the environment) and each creates its own database.
// Without PostgreSQL binaries the PostgreSQL half of every suite is skipped, loudly, unless CI
// is set, in which case the run fails.
// eslint-disable-next-line import-x/no-relative-packages -- the repository's one PostgreSQL sandbox lives in the root package's scripts/, which has no package name to import by
import { findPostgresBin, startPostgres } from '../../scripts/pg-sandbox.mjs';

export default async function globalSetup() {
  if (process.env.BOOKNOOK_TEST_PG_URL) return; // an externally managed server
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
