import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { CONTRACT_FILES, renderDocument } from '../contract/contract-files';
import { openDatabase } from '../db/database';

// `npm run contract` (after the API's build, before scripts/openapi-types.mjs): writes api/openapi.json
// from the routes' schemas. The routes are only registered, never called: an in-memory database will do.

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booknook-contract-'));
  const database = await openDatabase({});
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), database });
  try {
    writeFileSync(CONTRACT_FILES.document, await renderDocument(app));
    console.log(`Wrote ${CONTRACT_FILES.document}`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
