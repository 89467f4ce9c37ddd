import { RATE_LIMITS } from '../../src/limits';
import { messages } from '../../src/texts';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../helpers/test-db';
import { createTestApp, TestClient, validRegistration, type TestApp } from '../helpers/test-app';
import { listedBook, newMember } from '../helpers/world';

const MULTIPLIER = 0.2;

describe.each(DB_KINDS)('rate limits on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    // A fifth of the real limits, so that a test reaches them quickly.
    t = await createTestApp(kind, { rateLimitMultiplier: MULTIPLIER });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('limits login attempts per address: 429 with detail and Retry-After, other addresses unaffected', async () => {
    const allowed = Math.floor(RATE_LIMITS.login.max * MULTIPLIER);
    let guesses = 0;
    // A new email each time, so that only the per-address limit applies.
    const attempt = (ip: string) =>
      new TestClient(t.app).post(
        '/api/v1/users/login/',
        { email: `nobody${++guesses}@example.com`, password: 'wrong password' },
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

  it('counts an IPv6 /64 as one address: rotating addresses inside it gains nothing', async () => {
    const allowed = Math.floor(RATE_LIMITS.login.max * MULTIPLIER);
    let guesses = 0;
    const attempt = (ip: string) =>
      new TestClient(t.app).post(
        '/api/v1/users/login/',
        { email: `v6guess${++guesses}@example.com`, password: 'wrong password' },
        { headers: { 'x-forwarded-for': ip } },
      );
    // Each attempt from a new address of the same /64, written in the forms clients use.
    for (let i = 0; i < allowed; i += 1) {
      expect((await attempt(`2001:db8:77:1:${(i + 1).toString(16)}::${i + 7}`)).statusCode).toBe(401);
    }
    expect((await attempt('2001:0db8:0077:0001:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
    // The next /64 is another network.
    expect((await attempt('2001:db8:77:2::1')).statusCode).toBe(401);
  });

  it('limits sign-in attempts per account across addresses, with the same answer whether or not the account exists', async () => {
    const allowed = Math.floor(RATE_LIMITS.loginAccount.max * MULTIPLIER);
    const member = await newMember(t);
    let address = 0;
    // Every attempt from its own address, so that only the per-account limit can stop them.
    const attempt = (email: string, password = 'wrong password') =>
      new TestClient(t.app).post('/api/v1/users/login/', { email, password }, { headers: { 'x-forwarded-for': `192.0.2.${++address}` } });
    const answers: Record<string, { statuses: number[]; detail: string; retryAfter: number }> = {};
    for (const email of [member.email, 'nobody-here@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < allowed; i += 1) statuses.push((await attempt(email)).statusCode);
      const limited = await attempt(email.toUpperCase()); // the same account, however it is spelt
      statuses.push(limited.statusCode);
      answers[email === member.email ? 'member' : 'unknown'] = {
        statuses,
        // The wait is said in seconds under two minutes, else in minutes: which one depends on where in the window the test ran.
        detail: limited.json<{ detail: string }>().detail.replace(/\d+ (seconds|minutes)/, 'N'),
        retryAfter: Number(limited.headers['retry-after']),
      };
    }
    expect(answers.member!.statuses).toEqual([...Array<number>(allowed).fill(401), 429]);
    // No oracle: an email nobody has is answered exactly alike.
    expect(answers.unknown!.statuses).toEqual(answers.member!.statuses);
    expect(answers.unknown!.detail).toBe(answers.member!.detail);
    expect(answers.member!.detail).toBe(messages.errors.tooManySignIns(1000).replace(/\d+ (seconds|minutes)/, 'N'));
    expect(answers.member!.retryAfter).toBeGreaterThan(0);
    expect(answers.member!.retryAfter).toBeLessThanOrEqual(RATE_LIMITS.loginAccount.windowSeconds);
    // Even the right password waits: the limit is what stops guessing.
    expect((await attempt(member.email, member.password)).statusCode).toBe(429);
  });

  it("clears an account's failed attempts when its member signs in", async () => {
    const allowed = Math.floor(RATE_LIMITS.loginAccount.max * MULTIPLIER);
    expect(allowed).toBeGreaterThanOrEqual(2);
    const member = await newMember(t);
    const attempt = (password: string) =>
      new TestClient(t.app).post(
        '/api/v1/users/login/',
        { email: member.email, password },
        { headers: { 'x-forwarded-for': '192.0.2.200' } },
      );
    for (let i = 0; i < allowed - 1; i += 1) expect((await attempt('wrong password')).statusCode).toBe(401);
    expect((await attempt(member.password)).statusCode).toBe(200);
    for (let i = 0; i < allowed; i += 1) expect((await attempt('wrong password')).statusCode).toBe(401);
    expect((await attempt('wrong password')).statusCode).toBe(429);
  });

  it('limits registrations per address, and asks for a proof of work after the free ones', async () => {
    const allowed = Math.floor(RATE_LIMITS.register.max * MULTIPLIER);
    const free = Math.max(1, Math.floor(RATE_LIMITS.signupFree.max * MULTIPLIER));
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    for (let i = 0; i < allowed; i += 1) {
      const body = { ...validRegistration, username: `limited${i}`, email: `limited${i}@example.com` };
      const response = await new TestClient(t.app).post('/api/v1/users/register/', body, { headers });
      // Without the puzzle's answer, every sign-up after the free ones is refused, and still counted.
      expect(response.statusCode).toBe(i < free ? 201 : 400);
      if (i >= free) expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('altcha');
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
    const grants = Math.floor(RATE_LIMITS.uploadGrant.max * MULTIPLIER);
    for (let i = 0; i < grants; i += 1) {
      expect((await member.client.post('/api/v1/s3/get-upload-url?filename=a.png')).statusCode).toBe(200);
    }
    expect((await member.client.post('/api/v1/s3/get-upload-url?filename=a.png')).statusCode).toBe(429);

    const seller = await newMember(t);
    const reports = Math.floor(RATE_LIMITS.report.max * MULTIPLIER);
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
