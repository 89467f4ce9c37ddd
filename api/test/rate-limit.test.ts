import { RATE_LIMITS } from '../src/limits';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from './helpers/test-db';
import { createTestApp, TestClient, validRegistration, type TestApp } from './helpers/test-app';
import { listedBook, newMember } from './helpers/world';

describe.each(DB_KINDS)('rate limits on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    // A tenth of the real limits, so that a test reaches them quickly.
    t = await createTestApp(kind, { rateLimitMultiplier: 0.1 });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('limits login attempts per address: 429 with detail and Retry-After, other addresses unaffected', async () => {
    const allowed = Math.floor(RATE_LIMITS.login.max * 0.1);
    const attempt = (ip: string) =>
      new TestClient(t.app).post(
        '/api/v1/users/login/',
        { email: 'nobody@example.com', password: 'wrong password' },
        { headers: { 'x-forwarded-for': ip } },
      );
    for (let i = 0; i < allowed; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    const limited = await attempt('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ detail: string }>().detail).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.login.windowSeconds);
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
    // Kept in the database, so every instance sees the same count.
    const rows = await t.testDb.database.db.selectFrom('rate_limits').selectAll().where('bucket', '=', 'login:ip:203.0.113.7').execute();
    expect(rows[0]?.hits).toBe(allowed + 1);
  });

  it('limits registrations per address', async () => {
    const allowed = Math.floor(RATE_LIMITS.register.max * 0.1);
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    for (let i = 0; i < allowed; i += 1) {
      const body = { ...validRegistration, username: `limited${i}`, email: `limited${i}@example.com` };
      expect((await new TestClient(t.app).post('/api/v1/users/register/', body, { headers })).statusCode).toBe(201);
    }
    const over = await new TestClient(t.app).post(
      '/api/v1/users/register/',
      { ...validRegistration, username: 'over', email: 'over@example.com' },
      { headers },
    );
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('limits upload grants and reports per member', async () => {
    const member = await newMember(t);
    const grants = Math.floor(RATE_LIMITS.uploadGrant.max * 0.1);
    for (let i = 0; i < grants; i += 1) {
      expect((await member.client.post('/api/v1/s3/get-upload-url?filename=a.png')).statusCode).toBe(200);
    }
    expect((await member.client.post('/api/v1/s3/get-upload-url?filename=a.png')).statusCode).toBe(429);

    const seller = await newMember(t);
    const reports = Math.floor(RATE_LIMITS.report.max * 0.1);
    const reporter = await newMember(t);
    for (let i = 0; i < reports; i += 1) {
      const id = await listedBook(t, seller);
      expect((await reporter.client.post('/api/v1/reports/report-book/', { book_id: id, reason: 'spam' })).statusCode).toBe(201);
    }
    const id = await listedBook(t, seller);
    const limited = await reporter.client.post('/api/v1/reports/report-book/', { book_id: id, reason: 'spam' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
