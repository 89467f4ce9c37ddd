// @ts-check
import swcOptions from './test/helpers/swc-options.cjs';

const swcTsxOptions = {
  ...swcOptions,
  jsc: { ...swcOptions.jsc, parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
};

/** @type {import('jest').Config} */
export default {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions],
    // Mail templates (src/mail/templates/*.tsx) are React components.
    '^.+\\.tsx$': ['@swc/jest', swcTsxOptions],
    // The repository's PostgreSQL sandbox (scripts/pg-sandbox.mjs), for tests that start servers of their own.
    '/scripts/pg-sandbox\\.mjs$': ['@swc/jest', { ...swcOptions, jsc: { ...swcOptions.jsc, parser: { syntax: 'ecmascript' } } }],
    // Test-only shims for jest's module sandbox, which cannot load ES modules from CommonJS
    // (no require(esm) before Node 24.9, no import() without --experimental-vm-modules):
    // cookie@2, pg-boss and serialize-error (with its non-error) are ESM-only, and so is the content-disposition
    // of @fastify/swagger-ui's own @fastify/static, so compile them to CommonJS...
    '/node_modules/(cookie|pg-boss|serialize-error|non-error|@fastify/swagger-ui/node_modules/content-disposition)/.+\\.js$': [
      '@swc/jest',
      { ...swcOptions, jsc: { ...swcOptions.jsc, parser: { syntax: 'ecmascript' } } },
    ],
    // ...and turn the dynamic import() calls of PGlite, @fastify/cookie and React Email's render into require().
    '/node_modules/(@electric-sql/pglite/dist/.+\\.cjs|@fastify/cookie/index\\.js|@react-email/render/dist/node/index\\.cjs)$':
      '<rootDir>/test/helpers/dynamic-import-to-require.cjs',
  },
  // The nested content-disposition path holds a second /node_modules/, which must not match either
  // (content-disposition/dist: the ESM copy; the top-level one is CommonJS without dist/).
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|pg-boss|serialize-error|non-error|@fastify/swagger-ui/node_modules/content-disposition|content-disposition/dist|@electric-sql/pglite|@fastify/cookie|@react-email/render)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  // Starts one PostgreSQL server for the run (scripts/pg-sandbox.mjs); each test file gets its own database.
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30_000,
};
