// The npm registry reachable here serves only this platform's prebuilt binaries (@swc/core-*, @unrs/resolver-binding-*,
// ...), so `npm install` leaves the other platforms' optional packages out of package-lock.json, and `npm ci` then
// refuses the lockfile as out of sync. This adds the missing optional entries with the os/cpu/libc their names say,
// so npm ci skips them as foreign-platform optionals, as it would with a lockfile made elsewhere.
// Run after every `npm install`: node scripts/lockfile-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  ppc64le: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  universal: null,
};

/** Platform constraints read from a binary package's name, e.g. core-linux-arm-gnueabihf → linux, arm, glibc. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpuPart = parts.find((part) => part in CPU);
  if (!os || !cpuPart) return null;
  const result = { os: [os] };
  if (CPU[cpuPart]) result.cpu = [CPU[cpuPart]];
  if (parts.some((part) => part.startsWith('musl'))) result.libc = ['musl'];
  else if (parts.some((part) => part.startsWith('gnu')) || (os === 'linux' && parts.includes('gnueabihf'))) result.libc = ['glibc'];
  return result;
}

/** Where npm would look for `dep` required by the package at `location`: nested first, then up to the root. */
function resolves(location, dep) {
  let base = location;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const index = base.lastIndexOf('node_modules/');
    base = index <= 0 ? '' : base.slice(0, index - 1);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(location, dep)) continue;
    const platform = platformOf(dep);
    const version = spec.replace(/^[\^~=]/, '');
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) {
      console.warn(`left out ${dep}@${spec} (needed by ${location || 'the root'}): not a recognisable platform binary`);
      continue;
    }
    const unscoped = dep.split('/').pop();
    packages[`node_modules/${dep}`] = {
      version,
      resolved: `https://registry.npmjs.org/${dep}/-/${unscoped}-${version}.tgz`,
      ...platform,
      optional: true,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} foreign-platform optional entries`);
