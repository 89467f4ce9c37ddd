// `npm test`: jest with --experimental-vm-modules. PGlite's CommonJS build loads Node built-ins
// with dynamic import(), which jest's module sandbox only supports with that flag.
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const result = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--disable-warning=ExperimentalWarning',
    require.resolve('jest/bin/jest'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: path.resolve(__dirname, '..') },
);
if (result.error) throw result.error;
process.exit(result.status ?? 1);
