import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { CONTRACT_FILES, generatorArguments, renderDocument } from '../contract/contract-files';
import { renderLimits } from '../contract/shared-limits';
import { openDatabase } from '../db/database';

// `npm run contract` (after the API's build): writes api/openapi.json from the routes' schemas, then
// @booknook/contract's types from it (scripts/openapi-types.mjs). The routes are only registered, never called:
// an in-memory database will do.

async function writeDocument(): Promise<void> {
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

async function main(): Promise<void> {
  await writeDocument();
  writeFileSync(CONTRACT_FILES.limits, renderLimits());
  console.log(`Wrote ${CONTRACT_FILES.limits}`);
  execFileSync(process.execPath, generatorArguments({ write: true }), { stdio: 'inherit' });
}

void main();
