// `node -r ./test/helpers/register-ts.cjs src/server.ts`: run the TypeScript sources without a
// build, compiling each .ts file with swc as it is required (used by tests that spawn servers).
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a `node -r` preload must be CommonJS on Node 20 */
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');
const options = require('./swc-options.cjs');
/* eslint-enable @typescript-eslint/no-require-imports -- only the imports above */

Module._extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};

// Mail templates are React components (.tsx).
const tsxOptions = {
  ...options,
  jsc: { ...options.jsc, parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
};
Module._extensions['.tsx'] = function compileTsx(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...tsxOptions, filename });
  module._compile(code, filename);
};
