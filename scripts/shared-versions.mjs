// The version gate of the shared packages (docs/versioning.md): a change to what @booknook/contract,
// @booknook/design-system or @booknook/platform ship without a new version fails CI. shared-versions.json records,
// for each package, the version and a fingerprint of what it ships: its `src/` (tests aside). For the platform that is
// exactly the Module Federation singleton; `photos/`, `passkeys/`, `build/` and `dev/` are compiled into each app (or run only at
// build time), never shared at run time, so they move no version of the singleton.
//   node scripts/shared-versions.mjs           check (a CI stage of `npm test`)
//   node scripts/shared-versions.mjs --record  record the current versions (`npm run version-packages` does it)
//   --root DIR                                 another copy of the repository (scripts/release-scratch.mjs)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_PACKAGES = ['contract', 'design-system', 'platform'];
export const RECORD_FILE = 'shared-versions.json';

/** What a package ships: `@booknook/<package>` resolves to src/index.ts, and nothing outside src/ is shared. */
const SHIPPED_DIR = 'src';
const isShipped = (name) => /\.(ts|tsx|json|mjs|js)$/.test(name) && !/\.test\.(ts|tsx|mjs)$/.test(name) && name !== 'tsconfig.json';

function shippedFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return shippedFiles(dir, relative);
      return isShipped(entry.name) ? [relative] : [];
    });
}

/** A fingerprint of a package's shipped files: their paths and contents, whatever the version says. */
export function fingerprint(packageDir) {
  const hash = createHash('sha256');
  for (const file of shippedFiles(packageDir, SHIPPED_DIR))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(packageDir, file)))
      .update('\0');
  return hash.digest('hex');
}

export function currentState(root) {
  return Object.fromEntries(
    SHARED_PACKAGES.map((dir) => {
      const { name, version } = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      return [name, { version, fingerprint: fingerprint(path.join(root, dir)) }];
    }),
  );
}

/** What is wrong between the recorded and the current state: one sentence per package, none when all is well. */
export function problems(recorded, current) {
  return Object.entries(current).flatMap(([name, now]) => {
    const then = recorded[name];
    if (!then) return [`${name} ${now.version} is not recorded: run \`node scripts/shared-versions.mjs --record\`.`];
    if (then.fingerprint === now.fingerprint) {
      return then.version === now.version
        ? []
        : [`${name} is ${now.version} but ${then.version} is recorded: run \`npm run version-packages\`.`];
    }
    if (then.version === now.version) {
      return [
        `${name} changed since ${then.version} without a new version: run \`npx changeset\` (say patch, minor or major and why), then \`npm run version-packages\`.`,
      ];
    }
    return [`${name} is now ${now.version} (was ${then.version}) but its fingerprint is not recorded: run \`npm run version-packages\`.`];
  });
}

/**
 * Versions that would move with nothing they ship changed (a changeset for the build kit, say): refused, because a
 * remote requires `^version` of the singletons, so an empty bump makes every remote built after it refuse the live
 * shell (the version cascade of issue 38).
 */
export function emptyBumps(recorded, current) {
  return Object.entries(current).flatMap(([name, now]) => {
    const then = recorded[name];
    return then && then.fingerprint === now.fingerprint && then.version !== now.version
      ? [
          `${name} would move from ${then.version} to ${now.version}, but nothing it ships changed: drop its changeset and put its version back to ${then.version}.`,
        ]
      : [];
  });
}

function main() {
  const rootAt = process.argv.indexOf('--root');
  const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const recordPath = path.join(root, RECORD_FILE);
  const current = currentState(root);
  if (process.argv.includes('--record')) {
    const empty = existsSync(recordPath) ? emptyBumps(JSON.parse(readFileSync(recordPath, 'utf8')), current) : [];
    for (const problem of empty) console.error(`✘ ${problem}`);
    if (empty.length) process.exit(1);
    writeFileSync(recordPath, `${JSON.stringify(current, null, 2)}\n`);
    for (const [name, { version }] of Object.entries(current)) console.log(`${name} ${version} recorded`);
    return;
  }
  const found = problems(JSON.parse(readFileSync(recordPath, 'utf8')), current);
  for (const problem of found) console.error(`✘ ${problem}`);
  if (found.length) process.exit(1);
  console.log(
    `shared packages: ${Object.entries(current)
      .map(([name, { version }]) => `${name} ${version}`)
      .join(', ')} — each as recorded`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
