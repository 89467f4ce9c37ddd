import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { newMember, uploadImage } from '../../helpers/world';
import { operationTexts } from '../../../src/features/operations/texts';
import { healthTexts } from '../../../src/features/health/texts';

// What an operator watches (issue 28): /metrics in the Prometheus text format, open to the server
// itself and to the bearer token only, and a readiness check that names what failed.

const TOKEN = 'metrics-token-for-tests';
const OUTSIDE = '203.0.113.9';

/** The value of one sample: `name` with at least these labels (0 when there is none yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Record<string, string | undefined> = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1] ?? '', pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe.each(DB_KINDS)('operations on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { metricsToken: TOKEN });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  async function metrics(): Promise<string> {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  }

  it('counts and times requests by route pattern and status, queries, searches, uploads and mails', async () => {
    const before = await metrics();
    const guest = new TestClient(t.app);
    for (let i = 0; i < 3; i += 1) expect((await guest.get('/api/v1/books/')).statusCode).toBe(200);
    expect((await guest.get('/api/v1/books/?name=physics')).statusCode).toBe(200);
    expect((await guest.get('/api/v1/books/987654/')).statusCode).toBe(404);
    const member = await newMember(t);
    await uploadImage(t, member);
    await guest.post('/api/v1/users/password-reset/', { email: member.email });
    // The reset mail may go out just after the answer.
    for (let i = 0; i < 50 && sample(await metrics(), 'booknook_mails_total', { outcome: 'sent' }) === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = await metrics();

    const browse = { method: 'GET', route: '/api/v1/books', status: '200' };
    expect(sample(after, 'booknook_http_requests_total', browse) - sample(before, 'booknook_http_requests_total', browse)).toBe(4);
    const histogram = 'booknook_http_request_duration_seconds_count';
    expect(sample(after, histogram, browse) - sample(before, histogram, browse)).toBe(4);
    expect(sample(after, 'booknook_http_request_duration_seconds_sum', browse)).toBeGreaterThan(
      sample(before, 'booknook_http_request_duration_seconds_sum', browse),
    );
    // The pattern, never the id asked for.
    expect(sample(after, 'booknook_http_requests_total', { route: '/api/v1/books/:id/', status: '404' })).toBe(1);
    expect(after).not.toContain('987654');
    expect(sample(after, 'booknook_search_duration_seconds_count') - sample(before, 'booknook_search_duration_seconds_count')).toBe(1);
    expect(sample(after, 'booknook_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(
      sample(before, 'booknook_db_query_duration_seconds_count', { outcome: 'ok' }),
    );
    expect(sample(after, 'booknook_upload_processing_seconds_count', { outcome: 'processed' })).toBe(1);
    expect(sample(after, 'booknook_mails_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^booknook_event_streams_open 0$/m);
    expect(after).toMatch(/^booknook_db_pool_connections\{state="idle"\} \d+$/m);
    expect(after).toMatch(/^booknook_job_queue_depth\{queue="[\w-]+"\} \d+$/m);
    expect(after).toMatch(/^booknook_ready\{component="database"\} 1$/m);
  });

  it('is refused from outside loopback, and through a proxy on it, without the bearer token', async () => {
    const refused = { detail: operationTexts.localOnly };
    const outside = await t.app.inject({ url: '/metrics', remoteAddress: OUTSIDE });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual(refused);
    const relayed = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': OUTSIDE } });
    expect(relayed.statusCode).toBe(403);
    const wrong = await t.app.inject({ url: '/metrics', remoteAddress: OUTSIDE, headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(403);
    const allowed = await t.app.inject({ url: '/metrics', remoteAddress: OUTSIDE, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('booknook_http_requests_total');
    // The backup snapshot opens to the server itself only, token or not.
    const snapshot = await t.app.inject({
      url: '/internal/embedded-snapshot',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(snapshot.statusCode).toBe(403);
  });

  it('reports the database, the storage and the mail transport separately, and says in the metrics which failed', async () => {
    const ready = await t.app.inject({ url: '/api/v1/health/ready' });
    expect(ready.json()).toMatchObject({
      status: 'ok',
      checks: { database: { ok: true }, storage: { ok: true }, mail: { ok: true } },
    });
    const check = jest.spyOn(t.app.storage, 'check').mockRejectedValue(new Error('the disk is gone'));
    try {
      const degraded = await t.app.inject({ url: '/api/v1/health/ready' });
      expect(degraded.statusCode).toBe(200);
      expect(degraded.json()).toMatchObject({
        status: 'degraded',
        checks: { database: { ok: true }, storage: { ok: false, detail: healthTexts.checkFailed }, mail: { ok: true } },
      });
      expect(await metrics()).toMatch(/^booknook_ready\{component="storage"\} 0$/m);
    } finally {
      check.mockRestore();
    }
    await t.app.inject({ url: '/api/v1/health/ready' });
    expect(await metrics()).toMatch(/^booknook_ready\{component="storage"\} 1$/m);
  });

  it('reports a mail server that does not answer', async () => {
    const unreachable = await createTestApp(kind, { smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const ready = await unreachable.app.inject({ url: '/api/v1/health/ready' });
      expect(ready.json()).toMatchObject({ status: 'degraded', checks: { mail: { ok: false }, database: { ok: true } } });
    } finally {
      await unreachable.close();
    }
  });
});
