/** @jest-environment node */
import { ORIGIN } from './fake-worker';
import { routeOf, type RequestRoute } from './requests';

const route = (path: string, { method = 'GET', mode = 'no-cors', origin = ORIGIN } = {}) =>
  routeOf({ url: `${origin}${path}`, method, mode: mode as RequestMode }, ORIGIN);

it('leaves whatever says where the remotes are to the network: a deployed remote is never answered from a cache', () => {
  for (const path of [
    '/remotes.json',
    '/mf-manifest.json',
    '/remotes/browse/remoteEntry.js',
    '/remotes/browse/mf-manifest.json',
    '/remotes/browse/v1.4.0-3f2a/remoteEntry.js',
    '/remotes/account/v2.0.0/mf-manifest.json',
    '/remotes/browse/version.json',
  ]) {
    expect([path, route(path)]).toEqual([path, 'network']);
  }
});

it('takes content-hashed files of the shell, the remotes and their releases from the cache', () => {
  for (const path of [
    '/static/js/index.b363fe02cd.js',
    '/remotes/sell/static/css/async/2.1a2b3c.css',
    '/remotes/browse/v1.4.0-3f2a/static/js/9.ff0ff780da.js',
  ]) {
    expect([path, route(path)]).toEqual([path, 'hashed-file']);
  }
});

it('sends pages to the network first, and looks only at the API answers the offline page depends on', () => {
  const cases: [string, { method?: string; mode?: string; origin?: string }, RequestRoute][] = [
    ['/books/42', { mode: 'navigate' }, 'page'],
    ['/', { mode: 'navigate' }, 'page'],
    ['/api/v1/conversations/', { mode: 'cors' }, 'watched-api'],
    ['/api/v1/conversations/?before=10', { mode: 'cors' }, 'watched-api'],
    ['/api/v1/conversations/', { method: 'POST', mode: 'cors' }, 'network'],
    ['/api/v1/users/logout/', { method: 'POST', mode: 'cors' }, 'watched-api'],
    ['/api/v1/users/me/', { method: 'DELETE', mode: 'cors' }, 'watched-api'],
    ['/api/v1/users/me/', { method: 'PATCH', mode: 'cors' }, 'network'],
    ['/api/v1/conversations/events/', { mode: 'cors' }, 'network'],
    ['/api/v1/books/', { mode: 'cors' }, 'network'],
    ['/icon-192.png', {}, 'network'],
    ['/static/js/index.js', { origin: 'https://cdn.elsewhere.test' }, 'network'],
  ];
  for (const [path, options, expected] of cases) {
    expect([path, options, route(path, options)]).toEqual([path, options, expected]);
  }
});
