// @ts-check
const swcOptions = require('./test/helpers/swc-options.cjs');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions],
    // cookie@2 (used by @fastify/cookie and light-my-request) is ESM-only. Node 20.19+ can
    // require() it, jest's module sandbox cannot, so compile it to CommonJS for the tests.
    '/node_modules/cookie/.+\\.js$': ['@swc/jest', { ...swcOptions, jsc: { ...swcOptions.jsc, parser: { syntax: 'ecmascript' } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  // Starts one PostgreSQL server for the run (scripts/pg-sandbox.mjs); each test file gets its own database.
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30_000,
};
