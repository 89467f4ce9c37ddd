// Jest transform for CommonJS packages that load modules with dynamic import(): PGlite (Node
// built-ins: fs, zlib, stream, util, node:module) and @fastify/cookie (the ESM-only `cookie`).
// Jest's module sandbox runs import() only under --experimental-vm-modules, so each
// `import("x")` becomes a require() resolved by jest, still asynchronous. The require goes
// through a uniquely named alias taken at the top of the file because PGlite's bundle declares
// its own local `require` and `module` variables. Tests only; production runs the packages as is.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS jest transformer; require is its module system */
const { createHash } = require('node:crypto');
/* eslint-enable @typescript-eslint/no-require-imports -- only the imports above */

const VERSION = '2';
const ALIAS = '__jestRequireForDynamicImport';
const DYNAMIC_IMPORT = /\bimport\((["'])([\w@:/.-]+)\1\)/g;

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha256').update(VERSION).update('\0').update(filename).update('\0').update(source).digest('hex');
  },
  process(source) {
    let replaced = false;
    const code = source.replace(DYNAMIC_IMPORT, (_match, quote, name) => {
      replaced = true;
      return `Promise.resolve().then(() => ${ALIAS}(${quote}${name}${quote}))`;
    });
    return { code: replaced ? `var ${ALIAS} = require;${code}` : code };
  },
};
