import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export default async function globalTeardown() {
  const snapshot = process.env.BOOKNOOK_TEST_PGLITE_SNAPSHOT;
  if (snapshot) fs.rmSync(path.dirname(snapshot), { recursive: true, force: true });
  const server = globalThis.__BOOKNOOK_PG__;
  if (server) {
    delete process.env.BOOKNOOK_TEST_PG_URL;
    await server.stop();
  } else if (process.env.BOOKNOOK_TEST_PG_URL && process.env.BOOKNOOK_TEST_PG_TEMPLATE) {
    // An externally managed server outlives the run: drop this run's template.
    const admin = new pg.Client({ connectionString: process.env.BOOKNOOK_TEST_PG_URL });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${process.env.BOOKNOOK_TEST_PG_TEMPLATE} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
}
