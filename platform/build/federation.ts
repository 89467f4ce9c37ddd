/**
 * The Module Federation contract every app builds with (docs/architecture.md §2): the singletons, with explicit versions,
 * and the share strategy. One definition, so the shell and the remotes cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * strictVersion: a remote that needs a newer singleton than the page already loaded fails to load (and shows its
 * fallback with Retry) instead of running on the older one, which Module Federation would otherwise only warn about.
 * `npm run deploy` refuses such a remote before it gets there (docs/deploys.md, "Version gate").
 */
const singleton = (requiredVersion: string) => ({ singleton: true, strictVersion: true, requiredVersion });

/**
 * BookNook's own singletons, at the version in their package.json (bumped by Changesets, docs/versioning.md). An app
 * requires at least the version it was built with, within the same major: a page whose shell provides an older
 * platform than a remote needs refuses that remote (its fallback shows) instead of running it against the wrong code.
 */
function ownSingleton(name: string) {
  const { version } = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
  return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: true };
}

const routerPackageDir = path.dirname(require.resolve('react-router/package.json'));
const routerPackage = JSON.parse(readFileSync(path.join(routerPackageDir, 'package.json'), 'utf8')) as {
  version: string;
  module: string;
};

/**
 * The router singletons are provided by router-api.ts, a re-export of just the router API the apps use, instead of
 * the whole package (shared modules are never tree-shaken). Both keys point at it, so there is one router instance.
 */
const sharedRouter = {
  ...singleton('^7.18.5'),
  version: routerPackage.version,
  import: path.join(__dirname, 'router-api.ts'),
};

/** Every app resolves `react-router-esm` (router-api.ts's source) to react-router's ES module build, which tree-shakes. */
export const federationAliases = {
  'react-router-esm$': path.join(routerPackageDir, routerPackage.module),
};

export const federationShared = {
  react: singleton('^19.3.1'),
  'react/': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/': singleton('^19.3.1'),
  'react-router': sharedRouter,
  'react-router-dom': sharedRouter,
  swr: singleton('^2.5.1'),
  'swr/': singleton('^2.5.1'),
  'styled-components': singleton('^6.6.0'),
  'react-toastify': singleton('^11.2.0'),
  // One i18n runtime per page (docs/i18n.md): the shell's instance, which the platform's provider hands to every remote.
  '@lingui/core': singleton('^5.9.5'),
  '@booknook/platform': ownSingleton('@booknook/platform'),
  '@booknook/design-system': ownSingleton('@booknook/design-system'),
};

/** Remotes must not fetch every manifest before React mounts (a down remote would blank the site). */
export const federationShareStrategy = 'loaded-first' as const;

/** Dev ports of docs/architecture.md §2. */
export const devPorts = { shell: 3000, browse: 3001, sell: 3002, account: 3003, api: 8000 } as const;

/** Dev servers forward API and media calls to the local API. */
export const devProxy = {
  '/api': `http://localhost:${devPorts.api}`,
  '/media': `http://localhost:${devPorts.api}`,
};
