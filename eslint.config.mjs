// Lint rules that make DESIGN.md §1 true (who may import whom), plus type-aware TypeScript, hooks and a11y rules.
// `npm run lint` runs it with zero warnings allowed.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import routerApi from '@booknook/shared-ui/build/router-api.json' with { type: 'json' };

const remotes = ['mfe-browse', 'mfe-sell', 'mfe-account'];
const frontEnd = ['shell', ...remotes, 'shared-ui'];

/** Import bans for one package: the workspace packages it must never import (relative imports across packages are banned below). */
function boundary(files, banned, message) {
  const patterns = banned.flatMap((name) => [`@booknook/${name}`, `@booknook/${name}/*`]);
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: patterns, message },
            // A package is used through its entry, never by reaching into its source.
            { group: ['@booknook/*/src', '@booknook/*/src/**'], message: 'Import a package through its entry, not its src/.' },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist.*/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'e2e/test-results/**',
      'e2e/artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  importX.recommended,
  importX.typescript,
  comments.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      // Never parse dependencies (PGlite's bundle alone overflows the parser); cycles are ours to find.
      'import-x/ignore': ['node_modules'],
      'import-x/external-module-folders': ['node_modules'],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An escape hatch needs a reason: `// eslint-disable-next-line rule -- why`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // Reaching into a sibling package by relative path would bypass the boundaries below.
      'import-x/no-relative-packages': 'error',
      'import-x/no-useless-path-segments': 'error',
      // Resolution of workspace packages and type-only modules is the type-checker's job.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-named-as-default': 'off',
    },
  },
  {
    files: frontEnd.map((dir) => `${dir}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: frontEnd.map((dir) => `${dir}/**/*.tsx`) },
  {
    // The shell provides the router and the toasts to every app (DESIGN.md §2): what they may use of them.
    files: frontEnd.map((dir) => `${dir}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'shared-ui/build/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: routerApi,
              allowTypeImports: true,
              message:
                'The shell shares only the router API in shared-ui/build/router-api.json: add the name there (and to router-api.ts).',
            },
            { name: 'react-router', allowTypeImports: true, message: 'Import the router from react-router-dom.' },
            { name: 'react-toastify', message: 'Raise toasts with notify from @booknook/shared-ui: it loads react-toastify on demand.' },
          ],
        },
      ],
    },
  },
  { files: ['shared-ui/src/toasts.tsx'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
  // The server renderer is not federated: it bundles the whole router (StaticRouter, matchPath) and hands it to the
  // remotes' server bundles itself.
  { files: ['shell/src/server/**'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
  // DESIGN.md §1: a remote never imports another remote or the shell; shared-ui never imports an app;
  // the shell reaches remotes only through Module Federation; the API never imports front-end code.
  ...remotes.map((remote) =>
    boundary(
      [`${remote}/**`],
      ['shell', 'api', ...remotes.filter((other) => other !== remote)],
      `${remote} is deployed on its own: it may use shared-ui and the URL, never another app's code.`,
    ),
  ),
  boundary(['shared-ui/**'], ['shell', 'api', ...remotes], 'shared-ui is generic: it must not depend on an app.'),
  boundary(['shell/**'], ['api', ...remotes], 'The shell loads remotes at run time (loadRemote), never by import.'),
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: frontEnd.flatMap((name) => [`@booknook/${name}`, `@booknook/${name}/*`]),
              message: 'The API never imports front-end code.',
            },
            { group: ['react', 'react-dom', 'react/*', 'styled-components', 'swr'], message: 'The API never imports front-end code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts', '**/testing/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Tests assert on values the type system cannot narrow (mock results, parsed bodies).
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Tooling may use the root's scripts (nginx and PostgreSQL sandboxes) by path.
    files: ['bench/**', 'e2e/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
