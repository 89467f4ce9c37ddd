import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { testConfig, type TestApp } from './test-app';

/** A second API instance on the same PostgreSQL database as `t`, listening on loopback (what crosses instances). */
export async function startSecondInstance(t: TestApp): Promise<{ port: number; close(): Promise<void> }> {
  const database = await openDatabase({ databaseUrl: t.testDb.url!, poolSize: 2 });
  const app = await buildApp({
    config: testConfig({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-second-')) }),
    database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as AddressInfo).port,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
