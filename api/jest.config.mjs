// @ts-check
import swcOptions from './test/helpers/swc-options.cjs';

/** @type {import('jest').Config} */
export default {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions],
    // Test-only shims for jest's module sandbox, which cannot load ES modules from CommonJS
    // (no require(esm) before Node 24.9, no import() without --experimental-vm-modules):
    // cookie@2 is ESM-only, so compile it to CommonJS...
    '/node_modules/cookie/.+\\.js$': ['@swc/jest', { ...swcOptions, jsc: { ...swcOptions.jsc, parser: { syntax: 'ecmascript' } } }],
    // ...and turn the dynamic import() calls of PGlite and @fastify/cookie into require().
    '/node_modules/(@electric-sql/pglite/dist/.+\\.cjs|@fastify/cookie/index\\.js)$':
      '<rootDir>/test/helpers/dynamic-import-to-require.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!(cookie|@electric-sql/pglite|@fastify/cookie)/)'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  // Starts one PostgreSQL server for the run (scripts/pg-sandbox.mjs); each test file gets its own database.
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30_000,
};
