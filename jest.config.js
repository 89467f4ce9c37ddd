// Unit tests of the front-end packages (the API has its own config: npm test -w api).
// One project per package, all transformed by SWC, in jsdom.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const frontEndPackages = ['contract', 'design-system', 'platform', 'shell', 'mfe-browse', 'mfe-sell', 'mfe-account'];
/** Packages with a set-up of their own (`testing/jest-setup.ts`: their catalogues registered, as their entry does). */
const ownSetup = new Set(['shell']);

/** @type {import('jest').Config} */
module.exports = {
  projects: frontEndPackages.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swc },
    testMatch: [
      '<rootDir>/src/**/*.test.ts?(x)',
      '<rootDir>/build/**/*.test.ts',
      '<rootDir>/photos/**/*.test.ts?(x)',
      '<rootDir>/passkeys/**/*.test.ts?(x)',
    ],
    setupFilesAfterEnv: ['<rootDir>/../platform/testing/jest-setup.ts', ...(ownSetup.has(name) ? ['<rootDir>/testing/jest-setup.ts'] : [])],
    moduleNameMapper: {
      '\\.(svg|png|jpe?g|webp|gif|avif)$': '<rootDir>/../platform/testing/file-stub.ts',
      '\\.css$': '<rootDir>/../platform/testing/file-stub.ts',
      // The build aliases react-router's ES module build under this name (platform/build/federation.ts).
      '^react-router-esm$': 'react-router',
    },
  })),
};
