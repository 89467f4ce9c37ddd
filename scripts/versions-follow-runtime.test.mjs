// node --test scripts/: versions follow runtime code (docs/versioning.md). In a scratch copy of the repository, a
// change to the contract alone, released as `npm run version-packages` does, moves the contract and nothing that ships
// at run time, and a remote built after it passes the deploy gate against the shell that was live before it.
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { builtSharedSection, loadGate, makeScratch, snapshot, touched, versionPackages, versions } from './release-scratch.mjs';
import { currentState, problems } from './shared-versions.mjs';

const scratches = [];
after(() => {
  for (const dir of scratches) rmSync(dir, { recursive: true, force: true });
});

/** A scratch copy with one change to `file` and a changeset giving `pkg` a `bump`; returns what the release did. */
function release(file, pkg, bump) {
  const dir = makeScratch();
  scratches.push(dir);
  const liveShell = { name: 'shell', shared: builtSharedSection(dir) };
  const versionsBefore = versions(dir);
  appendFileSync(path.join(dir, file), '\nexport const RELEASE_REHEARSAL = true;\n');
  writeFileSync(path.join(dir, '.changeset', 'rehearsal.md'), `---\n'${pkg}': ${bump}\n---\n\nA rehearsal.\n`);
  const before = snapshot(dir);
  versionPackages(dir);
  return { dir, liveShell, versionsBefore, versionsAfter: versions(dir), files: touched(before, snapshot(dir)) };
}

test('a contract-only change bumps the contract and no package that ships at run time', () => {
  const { dir, liveShell, versionsBefore, versionsAfter, files } = release('contract/src/index.ts', '@booknook/contract', 'minor');

  assert.notEqual(versionsAfter['@booknook/contract'], versionsBefore['@booknook/contract']);
  const { '@booknook/contract': _contract, ...runtimeAfter } = versionsAfter;
  const { '@booknook/contract': _contractBefore, ...runtimeBefore } = versionsBefore;
  assert.deepEqual(runtimeAfter, runtimeBefore, 'platform, design system, shell and remotes keep their versions');
  assert.deepEqual(files, ['.changeset/rehearsal.md', 'contract/CHANGELOG.md', 'contract/package.json', 'shared-versions.json']);
  // The version check of `npm test` is satisfied by what was recorded.
  assert.deepEqual(problems(JSON.parse(readFileSync(path.join(dir, 'shared-versions.json'), 'utf8')), currentState(dir)), []);

  // A remote built now requires what the shell built before the change provides: the deploy gate lets it through.
  const remote = { name: 'mfe_browse', shared: builtSharedSection(dir) };
  assert.deepEqual(loadGate().unsatisfiedSingletons(remote, liveShell), []);
});

test('a change to what the platform singleton ships moves its version, and the gate waits for a shell with it', () => {
  const { dir, liveShell, versionsBefore, versionsAfter } = release('platform/src/index.ts', '@booknook/platform', 'minor');

  assert.notEqual(versionsAfter['@booknook/platform'], versionsBefore['@booknook/platform']);
  assert.equal(versionsAfter['@booknook/design-system'], versionsBefore['@booknook/design-system']);
  const remote = { name: 'mfe_browse', shared: builtSharedSection(dir) };
  assert.deepEqual(
    loadGate()
      .unsatisfiedSingletons(remote, liveShell)
      .map(({ module }) => module),
    ['@booknook/platform'],
  );
});
