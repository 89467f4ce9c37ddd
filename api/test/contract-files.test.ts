import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CONTRACT_FILES, renderDocument } from '../src/contract/contract-files';
import { DB_SETUP_TIMEOUT_MS } from './helpers/test-db';
import { createTestApp, type TestApp } from './helpers/test-app';

// The committed contract (api/openapi.json and the contract's generated types) is what the routes produce now.
// A route schema changed without `npm run contract` fails here; with it, the remotes' type-check tells
// which screens read what changed.

const STALE = 'is out of date: run `npm run contract` and commit what it writes';

describe('the committed contract', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, DB_SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('api/openapi.json is the document the routes describe', async () => {
    const current = (await renderDocument(t.app)) === fs.readFileSync(CONTRACT_FILES.document, 'utf8');
    expect(current ? 'current' : `api/openapi.json ${STALE}`).toBe('current');
  });

  it("the contract's schema.gen.ts is what openapi-typescript makes of that document", () => {
    const generated = execFileSync(process.execPath, [CONTRACT_FILES.generator], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const current = generated === fs.readFileSync(CONTRACT_FILES.types, 'utf8');
    expect(current ? 'current' : `contract/src/schema.gen.ts ${STALE}`).toBe('current');
  });
});
