// `node -r ./test/helpers/register-ts.cjs src/server.ts`: run the TypeScript sources without a
// build, compiling each .ts file with swc as it is required (used by tests that spawn servers).
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');
const options = require('./swc-options.cjs');

Module._extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
