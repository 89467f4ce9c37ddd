/**
 * The Module Federation contract every app builds with (DESIGN.md §2): the singletons, with explicit versions,
 * and the share strategy. One definition, so the shell and the remotes cannot drift apart.
 */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const federationShared = {
  react: singleton('^19.3.1'),
  'react/': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/': singleton('^19.3.1'),
  'react-router': singleton('^7.18.5'),
  'react-router-dom': singleton('^7.18.5'),
  swr: singleton('^2.5.1'),
  'swr/': singleton('^2.5.1'),
  'styled-components': singleton('^6.6.0'),
  'react-toastify': singleton('^11.2.0'),
  '@booknook/shared-ui': singleton('^0.1.0'),
};

/** Remotes must not fetch every manifest before React mounts (a down remote would blank the site). */
export const federationShareStrategy = 'loaded-first' as const;

/** Dev ports of DESIGN.md §2. */
export const devPorts = { shell: 3000, browse: 3001, sell: 3002, account: 3003, api: 8000 } as const;

/** Dev servers forward API and media calls to the local API. */
export const devProxy = {
  '/api': `http://localhost:${devPorts.api}`,
  '/media': `http://localhost:${devPorts.api}`,
};
