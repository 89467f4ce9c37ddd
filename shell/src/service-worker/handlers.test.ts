/** @jest-environment node */
import { messages } from '../messages';
import { ASSET_CACHE } from './caches';
import { fakeEvent, fakeWorker, navigation, ORIGIN } from './fake-worker';
import { onActivate, onFetch, onInstall, onMessage } from './handlers';
import { FORGET_MESSAGE } from './protocol';
import { recallSeen, rememberSeen } from './seen-conversations';

const online =
  (body = 'from the network') =>
  () =>
    Promise.resolve(new Response(body, { status: 200 }));

async function fetchThrough(worker: ReturnType<typeof fakeWorker>, request: Request) {
  const made = fakeEvent({ request });
  onFetch(worker.scope, made.event);
  const response = await made.response();
  await made.settled();
  return response;
}

describe('install and activate', () => {
  it('takes over at once, fetching nothing and reloading nothing', async () => {
    const worker = fakeWorker({ network: online() });
    const install = fakeEvent({});
    onInstall(worker.scope, install.event);
    await install.settled();
    expect(worker.calls.skipWaiting).toBe(1);
    expect(worker.fetched).toEqual([]);

    const activate = fakeEvent({});
    onActivate(worker.scope, activate.event);
    await activate.settled();
    expect(worker.calls).toEqual({ skipWaiting: 1, claim: 1, preload: 1 });
  });

  it('deletes the asset caches of earlier releases and keeps the offline page’s data', async () => {
    const worker = fakeWorker();
    for (const name of ['booknook-assets-0.1.0', ASSET_CACHE]) await worker.scope.caches.open(name);
    await rememberSeen(worker.scope.caches, [{ with: 'Asha Rai', book: 'Muna Madan', at: null }]);
    const activate = fakeEvent({});
    onActivate(worker.scope, activate.event);
    await activate.settled();
    expect((await worker.caches.keys()).sort()).toEqual([ASSET_CACHE, 'booknook-offline-data'].sort());
    expect(await recallSeen(worker.scope.caches)).toHaveLength(1);
  });
});

describe('fetch', () => {
  it('takes a page from the network whenever there is one', async () => {
    const worker = fakeWorker({ network: online('<h1>Browse</h1>') });
    const response = await fetchThrough(worker, navigation('/books'));
    expect(await response?.text()).toBe('<h1>Browse</h1>');
  });

  it('uses the navigation preloaded while the worker started, rather than asking twice', async () => {
    const worker = fakeWorker({ network: online() });
    const made = fakeEvent({ request: navigation('/books'), preloadResponse: Promise.resolve(new Response('preloaded')) });
    onFetch(worker.scope, made.event);
    expect(await (await made.response())?.text()).toBe('preloaded');
    expect(worker.fetched).toEqual([]);
  });

  it('answers a page with the offline page, listing the conversations last seen, when there is no network', async () => {
    const worker = fakeWorker();
    await rememberSeen(worker.scope.caches, [{ with: 'Asha Rai', book: 'Muna Madan', at: '2026-11-28T09:30:00.000Z' }]);
    const response = await fetchThrough(worker, navigation('/messages?x=1'));
    expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(messages.offline.title);
    expect(html).toContain('Asha Rai');
    expect(html).toContain(messages.offline.about.replace('{book}', 'Muna Madan'));
    expect(html).toContain('href="/messages?x=1"');
  });

  it('keeps a hashed file the first time and answers it from the cache after, even offline', async () => {
    let networkUp = true;
    const worker = fakeWorker({
      network: () => (networkUp ? Promise.resolve(new Response('chunk', { status: 200 })) : Promise.reject(new TypeError('offline'))),
    });
    const chunk = () => new Request(`${ORIGIN}/remotes/browse/v1.2.0/static/js/9.ff0ff780da.js`);
    // Node's Response has the type `default`: the browser's same-origin answers are `basic`.
    const network = worker.scope.fetch;
    worker.scope.fetch = async (request) => {
      const response = await network(request);
      Object.defineProperty(response, 'type', { value: 'basic' });
      return response;
    };
    expect(await (await fetchThrough(worker, chunk()))?.text()).toBe('chunk');
    networkUp = false;
    expect(await (await fetchThrough(worker, chunk()))?.text()).toBe('chunk');
    expect(worker.fetched).toHaveLength(1);
  });

  it('leaves remote entries, manifests and remotes.json to the browser: the worker does not answer them', async () => {
    const worker = fakeWorker({ network: online() });
    for (const path of ['/remotes.json', '/remotes/browse/remoteEntry.js', '/remotes/browse/mf-manifest.json']) {
      expect(await fetchThrough(worker, new Request(`${ORIGIN}${path}`))).toBeUndefined();
    }
    expect(worker.fetched).toEqual([]);
    expect(await worker.caches.keys()).toEqual([]);
  });

  it('passes the conversations list on as it came, and keeps what the offline page shows of it', async () => {
    const body = JSON.stringify({ results: [] });
    const worker = fakeWorker({ network: () => Promise.resolve(new Response(body, { status: 200 })) });
    const response = await fetchThrough(worker, new Request(`${ORIGIN}/api/v1/conversations/`));
    expect(await response?.text()).toBe(body);
    expect(await worker.caches.keys()).toEqual(['booknook-offline-data']);
  });
});

it('forgets the conversations when a page says the member signed out', async () => {
  const worker = fakeWorker();
  await rememberSeen(worker.scope.caches, [{ with: 'Asha Rai', book: 'Muna Madan', at: null }]);
  const message = fakeEvent({ data: FORGET_MESSAGE });
  onMessage(worker.scope, message.event);
  await message.settled();
  expect(await recallSeen(worker.scope.caches)).toEqual([]);
});
