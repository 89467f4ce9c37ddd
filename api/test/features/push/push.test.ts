import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../../../src/config';
import { checkEndpoint } from '../../../src/features/push/endpoint-guard';
import { MAX_SUBSCRIPTIONS_PER_MEMBER } from '../../../src/features/push/limits';
import { pushTexts as T } from '../../../src/features/push/texts';
import type { PushMessage } from '../../../src/features/push';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { TestPushService } from '../../helpers/push-service';
import { newMember } from '../../helpers/world';

// Issue 41.2 and 41.3, Web Push: the site's key, a member's browsers subscribing and leaving, pushes that arrive
// encrypted to the browser (decrypted here by a stand-in push service on loopback), subscriptions the push service
// says are gone being forgotten, and endpoints that would make the server knock on its own network refused.

const API = '/api/v1/push';
const MESSAGE: PushMessage = {
  title: 'Asha wrote about Muna Madan',
  body: 'Open BookNook to read it.',
  url: '/messages/1',
  tag: 'conversation-1',
};

test('http:// on loopback is only for tests: refused without WEB_PUSH_ALLOW_HTTP (its default), which production refuses', () => {
  const endpoint = 'http://127.0.0.1:9/push';
  expect(loadConfig({}).webPushAllowHttp).toBe(false);
  expect(checkEndpoint(endpoint, false)).toEqual({ ok: false, detail: T.endpointNotHttps });
  expect(checkEndpoint(endpoint, true)).toMatchObject({ ok: true });
  expect(checkEndpoint('http://10.0.0.1/push', true)).toEqual({ ok: false, detail: T.endpointNotHttps });
  expect(() => loadConfig({ WEB_PUSH_ALLOW_HTTP: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
});

describe.each(DB_KINDS)('web push on %s', (kind) => {
  let t: TestApp;
  let service: TestPushService;

  beforeAll(async () => {
    service = await new TestPushService().start();
    t = await createTestApp(kind, { webPushAllowHttp: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await service.stop();
  });

  it('answers one public key, the same every time, that browsers subscribe with', async () => {
    const first = await new TestClient(t.app).get(`${API}/key/`);
    expect(first.statusCode).toBe(200);
    const { key } = first.json<{ key: string }>();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65); // an uncompressed P-256 point
    expect((await new TestClient(t.app).get(`${API}/key/`)).json()).toEqual({ key });
  });

  it('saves a browser, pushes to it encrypted, and stops when it leaves', async () => {
    const member = await newMember(t);
    const browser = service.browser('/ok/leaves');
    expect(
      (await member.client.post(`${API}/subscriptions/`, { endpoint: browser.endpoint, keys: browser.keys, expirationTime: null }))
        .statusCode,
    ).toBe(201);
    expect(await t.app.push.push(member.id, MESSAGE)).toEqual(['delivered']);
    expect(service.pushesFor(browser)).toEqual([MESSAGE]);
    const received = service.received.find((push) => push.path === '/ok/leaves');
    if (!received) throw new Error('no push reached the push service');
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(received.body.includes(Buffer.from('Muna Madan'))).toBe(false); // not readable on the way

    const left = await member.client.delete(`${API}/subscriptions/`, { endpoint: browser.endpoint });
    expect(left.statusCode).toBe(204);
    expect(await t.app.push.push(member.id, MESSAGE)).toEqual([]);
    expect((await member.client.delete(`${API}/subscriptions/`, { endpoint: browser.endpoint })).json()).toEqual({ detail: T.notFound });
  });

  it('forgets a browser its push service answers 404 or 410 for, and keeps one that failed for a while', async () => {
    const member = await newMember(t);
    const gone = service.browser('/gone/410');
    const missing = service.browser('/gone/404');
    const busy = service.browser('/busy');
    service.answer('/gone/410', { status: 410 });
    service.answer('/gone/404', { status: 404 });
    service.answer('/busy', { status: 503 });
    for (const browser of [gone, missing, busy])
      expect((await member.client.post(`${API}/subscriptions/`, { endpoint: browser.endpoint, keys: browser.keys })).statusCode).toBe(201);
    expect((await t.app.push.push(member.id, MESSAGE)).sort()).toEqual(['failed', 'gone', 'gone']);
    expect(await t.app.push.push(member.id, MESSAGE)).toEqual(['failed']);
  });

  it('does not follow a redirect, and gives up on a push service that never answers', async () => {
    const member = await newMember(t);
    const moved = service.browser('/moved');
    service.answer('/moved', { status: 307, location: 'http://169.254.169.254/latest/meta-data/' });
    await member.client.post(`${API}/subscriptions/`, { endpoint: moved.endpoint, keys: moved.keys });
    expect(await t.app.push.push(member.id, MESSAGE)).toEqual(['redirected']);
    expect(service.received.filter((push) => push.path.startsWith('/latest'))).toHaveLength(0);

    const slow = service.browser('/never');
    service.answer('/never', 'never');
    const sleeper = await newMember(t);
    await sleeper.client.post(`${API}/subscriptions/`, { endpoint: slow.endpoint, keys: slow.keys });
    const settings = (t.app.push as unknown as { settings: { timeoutMs?: number } }).settings;
    settings.timeoutMs = 300;
    try {
      expect(await t.app.push.push(sleeper.id, MESSAGE)).toEqual(['failed']);
    } finally {
      settings.timeoutMs = undefined;
    }
  });

  it('refuses endpoints that are not https:// on a public address, with a clear detail', async () => {
    const member = await newMember(t);
    const { keys } = service.browser('/any');
    const refused = async (endpoint: string) =>
      (await member.client.post(`${API}/subscriptions/`, { endpoint, keys })).json<{ detail: string }>();
    expect(await refused('http://push.example.com/x')).toEqual({ detail: T.endpointNotHttps });
    expect(await refused('ftp://push.example.com/x')).toEqual({ detail: T.endpointNotHttps });
    expect(await refused('not a url')).toEqual({ detail: T.endpointInvalid });
    expect(await refused('https://user:secret@push.example.com/x')).toEqual({ detail: T.endpointInvalid });
    for (const inside of [
      'https://127.0.0.1/x',
      'https://0x7f000001/x',
      'https://10.1.2.3/x',
      'https://192.168.1.1/x',
      'https://172.16.0.1/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/x',
      'https://[::1]/x',
      'https://[fd00:ec2::254]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://localhost/x',
      'https://push.localhost/x',
    ])
      expect([inside, await refused(inside)]).toEqual([inside, { detail: T.endpointNotPublic }]);
    expect(await refused('')).toMatchObject({ detail: T.endpointInvalid });
    const badKeys = await member.client.post(`${API}/subscriptions/`, {
      endpoint: 'https://push.example.com/x',
      keys: { p256dh: 'AAAA', auth: 'AAAA' },
    });
    expect(badKeys.json()).toEqual({ detail: T.keysInvalid });
  });

  it('refuses at send time a name that resolves inside, and never connects there', async () => {
    const member = await newMember(t);
    const browser = service.browser('/x');
    const endpoint = 'https://push.example.net/x';
    expect((await member.client.post(`${API}/subscriptions/`, { endpoint, keys: browser.keys })).statusCode).toBe(201);
    const settings = (t.app.push as unknown as { settings: { resolve?: () => Promise<{ address: string; family: number }[]> } }).settings;
    settings.resolve = () =>
      Promise.resolve([
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]);
    try {
      expect(await t.app.push.push(member.id, MESSAGE)).toEqual(['refused']);
    } finally {
      settings.resolve = undefined;
    }
  });

  it(`keeps at most ${MAX_SUBSCRIPTIONS_PER_MEMBER} browsers per member, even when they subscribe at once`, async () => {
    const member = await newMember(t);
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_MEMBER + 3 }, (_, i) => service.browser(`/many/${i}`));
    const answers = await Promise.all(
      browsers.map((b) => member.client.post(`${API}/subscriptions/`, { endpoint: b.endpoint, keys: b.keys })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MAX_SUBSCRIPTIONS_PER_MEMBER);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json<unknown>())).toEqual(
      Array(3).fill({ detail: T.tooMany(MAX_SUBSCRIPTIONS_PER_MEMBER) }),
    );
    // The same browser again is not a new one.
    const [again] = answers.flatMap((answer, i) => (answer.statusCode === 201 ? browsers.slice(i, i + 1) : []));
    if (!again) throw new Error('no browser was saved');
    expect((await member.client.post(`${API}/subscriptions/`, { endpoint: again.endpoint, keys: again.keys })).statusCode).toBe(201);
  });

  it('moves a browser to whoever subscribed it last, asks a guest to sign in, and drops a suspended member’s browsers', async () => {
    const first = await newMember(t);
    const second = await newMember(t);
    const browser = service.browser('/shared');
    await first.client.post(`${API}/subscriptions/`, { endpoint: browser.endpoint, keys: browser.keys });
    await second.client.post(`${API}/subscriptions/`, { endpoint: browser.endpoint, keys: browser.keys });
    expect(await t.app.push.push(first.id, MESSAGE)).toEqual([]);
    expect(await t.app.push.push(second.id, MESSAGE)).toEqual(['delivered']);

    const guest = new TestClient(t.app);
    await guest.get('/api/v1/users/me/');
    expect((await guest.post(`${API}/subscriptions/`, { endpoint: browser.endpoint, keys: browser.keys })).statusCode).toBe(401);

    await sql`UPDATE users SET suspended_at = now() WHERE id = ${second.id}`.execute(t.testDb.database.db);
    expect(await t.app.push.push(second.id, MESSAGE)).toEqual([]);
    await sql`UPDATE users SET suspended_at = NULL WHERE id = ${second.id}`.execute(t.testDb.database.db);
    expect(await t.app.push.push(second.id, MESSAGE)).toEqual([]); // forgotten, not merely skipped
  });
});
