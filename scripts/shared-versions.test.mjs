// node --test scripts/: the version gate refuses a shared package changed without a new version.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { currentState, emptyBumps, problems, SHARED_PACKAGES } from './shared-versions.mjs';

function fakeRepo() {
  const root = mkdtempSync(path.join(tmpdir(), 'shared-versions-'));
  for (const dir of SHARED_PACKAGES) {
    mkdirSync(path.join(root, dir, 'src'), { recursive: true });
    writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify({ name: `@booknook/${dir}`, version: '1.0.0' }));
    writeFileSync(path.join(root, dir, 'src', 'index.ts'), `export const name = '${dir}';\n`);
  }
  return root;
}

test('an unchanged package passes', () => {
  const root = fakeRepo();
  assert.deepEqual(problems(currentState(root), currentState(root)), []);
});

test('a changed source without a new version fails, naming the package and its version', () => {
  const root = fakeRepo();
  const recorded = currentState(root);
  writeFileSync(path.join(root, 'platform', 'src', 'index.ts'), "export const name = 'platform, changed';\n");
  const found = problems(recorded, currentState(root));
  assert.equal(found.length, 1);
  assert.match(found[0], /@booknook\/platform changed since 1\.0\.0 without a new version/);
});

test('tests and test helpers may change freely', () => {
  const root = fakeRepo();
  const recorded = currentState(root);
  writeFileSync(path.join(root, 'design-system', 'src', 'index.test.ts'), 'it.todo("x");\n');
  mkdirSync(path.join(root, 'design-system', 'testing'));
  writeFileSync(path.join(root, 'design-system', 'testing', 'render.tsx'), 'export {};\n');
  assert.deepEqual(problems(recorded, currentState(root)), []);
});

test('a bumped version passes once recorded, and is asked to be recorded before', () => {
  const root = fakeRepo();
  const recorded = currentState(root);
  writeFileSync(path.join(root, 'contract', 'src', 'index.ts'), 'export const name = 2;\n');
  writeFileSync(path.join(root, 'contract', 'package.json'), JSON.stringify({ name: '@booknook/contract', version: '1.1.0' }));
  assert.match(problems(recorded, currentState(root))[0], /now 1\.1\.0 \(was 1\.0\.0\).*version-packages/);
  assert.deepEqual(problems(currentState(root), currentState(root)), []);
});

test("the platform's fingerprint is its singleton: the photo picker, the build kit and the dev harness are not in it", () => {
  const root = fakeRepo();
  const recorded = currentState(root);
  for (const dir of ['photos', 'build', 'dev']) {
    mkdirSync(path.join(root, 'platform', dir));
    writeFileSync(path.join(root, 'platform', dir, 'index.ts'), `export const part = '${dir}';\n`);
  }
  assert.deepEqual(problems(recorded, currentState(root)), []);
});

test('a version that moves with nothing shipped changed is refused at recording (a build-kit change, say)', () => {
  const root = fakeRepo();
  const recorded = currentState(root);
  mkdirSync(path.join(root, 'platform', 'build'));
  writeFileSync(path.join(root, 'platform', 'build', 'index.ts'), 'export const kit = 2;\n');
  writeFileSync(path.join(root, 'platform', 'package.json'), JSON.stringify({ name: '@booknook/platform', version: '1.0.1' }));
  const found = emptyBumps(recorded, currentState(root));
  assert.equal(found.length, 1);
  assert.match(found[0], /@booknook\/platform would move from 1\.0\.0 to 1\.0\.1, but nothing it ships changed/);
  assert.deepEqual(emptyBumps(recorded, recorded), []);
});
