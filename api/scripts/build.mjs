// Compile src/ to dist/ and copy the assets tsc does not emit (SQL migrations).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

fs.rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
// The embedded database's worker thread is plain JavaScript, started from its file.
fs.copyFileSync(path.join(root, 'src', 'db', 'pglite-worker.mjs'), path.join(dist, 'db', 'pglite-worker.mjs'));
fs.cpSync(path.join(root, 'src', 'db', 'migrations'), path.join(dist, 'db', 'migrations'), {
  recursive: true,
  filter: (source) => fs.statSync(source).isDirectory() || source.endsWith('.sql'),
});
