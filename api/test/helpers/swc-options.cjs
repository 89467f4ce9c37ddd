// One swc configuration for jest and for child processes that run TypeScript directly.
'use strict';
module.exports = {
  swcrc: false,
  sourceMaps: 'inline',
  jsc: {
    parser: { syntax: 'typescript' },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
