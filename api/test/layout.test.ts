import fs from 'node:fs';
import path from 'node:path';

// The tests mirror the code (docs/development.md, "Adding an API feature"): a test of src/features/<name>/ is in
// test/features/<name>/, a test of src/<folder>/ in test/<folder>/, so a folder and its tests are found together.

const TEST_ROOT = __dirname;
const SRC_ROOT = path.join(__dirname, '..', 'src');

/** The test files allowed directly in test/, and why each is not in a folder. */
const TOP_LEVEL_TESTS: Record<string, string> = {
  'app.test.ts': 'src/app.ts: the whole app (health, errors, the routes CSRF exempts)',
  'config.test.ts': 'src/config.ts, a file at the top of src/',
  'slow-clients.test.ts': "src/app.ts: the server's request timeouts, on a listening app",
  'traces.test.ts': 'src/telemetry.ts, in the server process server.ts starts',
  'traces-entry.test.ts': 'src/server.ts and src/telemetry.ts: what the entry point loads, and when',
  'layout.test.ts': 'this layout itself',
};

/** Folders of test/ that hold no tests of their own code: shared set-up, files tests read, type shims. */
const SUPPORT_FOLDERS = ['fixtures', 'helpers', 'types'];

function entries(dir: string): fs.Dirent[] {
  return fs.readdirSync(dir, { withFileTypes: true });
}

function folders(dir: string): string[] {
  return entries(dir)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe('the layout of api/test', () => {
  it('holds at its top only the listed whole-app tests; every other test is in the folder of its code', () => {
    const topLevel = entries(TEST_ROOT)
      .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
      .map((entry) => entry.name)
      .sort();
    expect(topLevel).toEqual(Object.keys(TOP_LEVEL_TESTS).sort());
  });

  it('has a feature folder only for a feature of src/features', () => {
    const missing = folders(path.join(TEST_ROOT, 'features')).filter((name) => !fs.existsSync(path.join(SRC_ROOT, 'features', name)));
    expect(missing).toEqual([]);
  });

  it('has any other folder only for a folder of src (or for shared set-up)', () => {
    const missing = folders(TEST_ROOT).filter((name) => !SUPPORT_FOLDERS.includes(name) && !fs.existsSync(path.join(SRC_ROOT, name)));
    expect(missing).toEqual([]);
  });
});
