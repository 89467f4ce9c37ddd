import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from './helpers/test-db';
import { cookieOf, createTestApp, TestClient, validRegistration, type TestApp } from './helpers/test-app';

describe.each(DB_KINDS)('app on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('loads each feature by its folder: every features/<name>/plugin.ts is registered, under that name', () => {
    const featuresDir = path.join(__dirname, '..', 'src', 'features');
    const features = fs.readdirSync(featuresDir).filter((name) => fs.existsSync(path.join(featuresDir, name, 'plugin.ts')));
    expect(features.length).toBeGreaterThanOrEqual(17);
    // Fastify's tree of registered plugins names each one on a line of its own.
    const tree = new Set(
      t.app
        .printPlugins()
        .split('\n')
        .map((line) => line.replace(/^[\s│└─├┬]+/u, '').replace(/ \d+ ms$/u, '')),
    );
    expect(features.filter((name) => !tree.has(name))).toEqual([]);
  });

  describe('GET /api/v1/health', () => {
    it('reports the database kind and version', async () => {
      const response = await t.app.inject({ url: '/api/v1/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: kind,
        version: '0.1.0',
        checks: { database: { ok: true }, storage: { ok: true }, mail: { ok: true } },
      });
    });

    it('sends security headers, no-store, and a readable csrftoken cookie', async () => {
      const response = await t.app.inject({ url: '/api/v1/health' });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
      });
      const csrf = cookieOf(response, 'csrftoken')!;
      expect(csrf.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      expect(csrf).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(csrf.httpOnly).toBeFalsy();
    });

    it('does not hand out a new csrftoken when the request has one', async () => {
      const client = new TestClient(t.app);
      await client.get('/api/v1/health');
      const second = await client.get('/api/v1/health');
      expect(cookieOf(second, 'csrftoken')).toBeUndefined();
    });
  });

  describe('errors', () => {
    it('answers unknown routes under /api with a JSON 404', async () => {
      for (const url of ['/api/v1/nope/', '/api/v2/users/me/', '/api/v1/users/']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
    });

    it('answers malformed JSON with a 400 detail, not a 500', async () => {
      const client = new TestClient(t.app);
      await client.get('/api/v1/health');
      const response = await client.request('POST', '/api/v1/users/register/', {
        payload: '{"first_name": "Asha",',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Malformed JSON in request body.' });
    });

    it('answers a JSON body that is not an object with 400', async () => {
      const client = new TestClient(t.app);
      const response = await client.post('/api/v1/users/login/', ['a@example.com', 'password']);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'The request body must be a JSON object.' });
    });

    it('refuses bodies over 1 MiB with 413', async () => {
      const client = new TestClient(t.app);
      const response = await client.post('/api/v1/users/login/', { email: 'a@example.com', password: 'x'.repeat(1024 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'The request body is too large.' });
    });

    it('never leaks a stack trace: unexpected errors are a logged 500', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = await buildApp({ config: t.app.config, database: t.testDb.database, logger: { level: 'error', stream } });
      app.get('/api/v1/boom', () => Promise.reject(new Error('secret internals at /srv/app.js:12')));
      try {
        const response = await app.inject({ url: '/api/v1/boom' });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ detail: 'Internal server error.' });
        expect(response.body).not.toContain('secret');
        expect(lines.join('')).toContain('secret internals');
      } finally {
        await app.close();
      }
    });
  });

  describe('CSRF (double submit)', () => {
    it('exempts exactly the guests’ calls (sign-in, register, continue with email, signing in with a passkey, password reset, confirming an address, renewing from a mail: JSON only), remote health reports (JSON only), one-click unsubscribe and the local upload (signed)', () => {
      // Each route declares its own exemption (route config `csrf`); the plugin collects them as routes are added.
      expect(Object.fromEntries(t.app.csrfExemptRoutes)).toEqual({
        'POST /api/v1/users/login/': 'json-only',
        'POST /api/v1/users/register/': 'json-only',
        'POST /api/v1/users/email-code/': 'json-only',
        'POST /api/v1/users/email-code/verify/': 'json-only',
        'POST /api/v1/users/email-code/link/': 'json-only',
        'POST /api/v1/users/passkeys/authentication/options/': 'json-only',
        'POST /api/v1/users/passkeys/authentication/': 'json-only',
        'POST /api/v1/users/password-reset/': 'json-only',
        'POST /api/v1/users/password-reset/confirm/': 'json-only',
        'POST /api/v1/users/verify-email/': 'json-only',
        'POST /api/v1/books/renew/': 'json-only',
        'POST /api/v1/mail/unsubscribe/': 'signed-policy',
        // A remote's load/error report: no member's data, and posting it directly needs no token anyway.
        'POST /api/v1/remote-events/': 'json-only',
        'POST /api/v1/s3/upload/': 'signed-policy',
      });
    });

    it('rejects an unsafe request without the X-CSRFToken header', async () => {
      const client = new TestClient(t.app);
      await client.get('/api/v1/health');
      const response = await client.request('POST', '/api/v1/users/logout/', { csrf: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    });

    it('rejects a header that does not match the cookie, and a header without a cookie', async () => {
      const client = new TestClient(t.app);
      await client.get('/api/v1/health');
      const mismatched = await client.request('POST', '/api/v1/users/logout/', {
        csrf: false,
        headers: { 'x-csrftoken': 'A'.repeat(43) },
      });
      expect(mismatched.statusCode).toBe(403);

      const noCookie = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/users/logout/',
        headers: { 'x-csrftoken': 'A'.repeat(43) },
      });
      expect(noCookie.statusCode).toBe(403);
      // ...and hands out a cookie so the client can retry.
      expect(cookieOf(noCookie, 'csrftoken')).toBeDefined();
    });

    it('accepts an unsafe request whose header echoes the cookie', async () => {
      const client = new TestClient(t.app);
      await client.get('/api/v1/health');
      const response = await client.request('POST', '/api/v1/users/logout/');
      expect(response.statusCode).toBe(200);
    });

    it('binds the token to the session: renewed at sign-in and sign-out, useless in another session', async () => {
      const account = { ...validRegistration, username: 'csrf_bound', email: 'csrf_bound@example.com' };
      const member = new TestClient(t.app);
      await member.get('/api/v1/health');
      const guestToken = member.cookies.get('csrftoken')!;
      expect((await member.post('/api/v1/users/register/', account)).statusCode).toBe(201);
      const login = await member.post('/api/v1/users/login/', { email: account.email, password: account.password });
      expect(login.statusCode).toBe(200);
      const memberToken = cookieOf(login, 'csrftoken')?.value;
      expect(memberToken).toBeDefined();
      expect(memberToken).not.toBe(guestToken);

      // The guest's token (cookie and header alike) no longer passes for the member's session...
      const stale = await member.request('POST', '/api/v1/bookmarks/', {
        json: { book_id: 1 },
        csrf: false,
        headers: { 'x-csrftoken': guestToken, cookie: `sessionid=${member.cookies.get('sessionid')}; csrftoken=${guestToken}` },
      });
      expect(stale.statusCode).toBe(403);
      // ...nor does a token issued to another member's session, planted in this member's browser.
      const intruder = new TestClient(t.app);
      await intruder.post('/api/v1/users/register/', { ...account, username: 'csrf_intruder', email: 'csrf_intruder@example.com' });
      await intruder.post('/api/v1/users/login/', { email: 'csrf_intruder@example.com', password: account.password });
      const planted = intruder.cookies.get('csrftoken')!;
      const forged = await member.request('POST', '/api/v1/bookmarks/', {
        json: { book_id: 1 },
        csrf: false,
        headers: { 'x-csrftoken': planted, cookie: `sessionid=${member.cookies.get('sessionid')}; csrftoken=${planted}` },
      });
      expect(forged.statusCode).toBe(403);
      // The member's own token works (404: there is no book 1; past CSRF), and sign-out renews it again.
      expect((await member.post('/api/v1/bookmarks/', { book_id: 1 })).statusCode).toBe(404);
      const logout = await member.post('/api/v1/users/logout/');
      expect(logout.statusCode).toBe(200);
      expect(cookieOf(logout, 'csrftoken')?.value).not.toBe(memberToken);
    });

    it('lets login and register through without the header when the body is JSON', async () => {
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/register/',
        payload: { ...validRegistration, username: 'nocsrf', email: 'nocsrf@example.com' },
      });
      expect(register.statusCode).toBe(201);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login/',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: JSON.stringify({ email: 'nocsrf@example.com', password: validRegistration.password }),
      });
      expect(login.statusCode).toBe(200);
      const noSlash = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: 'nocsrf@example.com', password: validRegistration.password },
      });
      expect(noSlash.statusCode).toBe(200);
    });

    it('answers login and register in any other content type with 415', async () => {
      const cases = [
        { url: '/api/v1/users/login/', type: 'text/plain', payload: '{"email":"a@example.com","password":"password1"}' },
        { url: '/api/v1/users/login/', type: 'application/x-www-form-urlencoded', payload: 'email=a%40example.com&password=password1' },
        { url: '/api/v1/users/register/', type: 'multipart/form-data; boundary=x', payload: '--x--' },
      ];
      for (const { url, type, payload } of cases) {
        const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ detail: 'Unsupported media type: send the request body as application/json.' });
      }
      const noType = await t.app.inject({ method: 'POST', url: '/api/v1/users/login/' });
      expect(noType.statusCode).toBe(415);
    });
  });
});
