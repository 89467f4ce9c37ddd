// Compile src/ to dist/ and copy the assets tsc does not emit (SQL migrations).
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
fs.cpSync(path.join(root, 'src', 'db', 'migrations'), path.join(dist, 'db', 'migrations'), {
  recursive: true,
  filter: (source) => fs.statSync(source).isDirectory() || source.endsWith('.sql'),
});
