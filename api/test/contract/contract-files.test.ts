import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CONTRACT_FILES, generatorArguments, renderDocument } from '../../src/contract/contract-files';
import { renderLimits } from '../../src/contract/shared-limits';
import { DB_SETUP_TIMEOUT_MS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The committed contract (api/openapi.json and the contract's generated types) is what the routes produce now:
// the document @fastify/swagger makes of them, and the types openapi-typescript makes of that document.
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
    const generated = execFileSync(process.execPath, generatorArguments({ write: false }), {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const current = generated === fs.readFileSync(CONTRACT_FILES.types, 'utf8');
    expect(current ? 'current' : `contract/src/schema.gen.ts ${STALE}`).toBe('current');
  });

  it("the contract's limits.gen.ts holds the API's limits", () => {
    const current = renderLimits() === fs.readFileSync(CONTRACT_FILES.limits, 'utf8');
    expect(current ? 'current' : `contract/src/limits.gen.ts ${STALE}`).toBe('current');
  });
});
