import { createHash } from 'node:crypto';
import { buildApp } from '../../../src/app';
import { messages } from '../../../src/texts';
import { userFieldTexts } from '../../../src/features/users/texts';
import type { ErrorBody } from '../../../src/plugins/errors';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { cookieOf, createTestApp, TestClient, validRegistration, type TestApp } from '../../helpers/test-app';

const M = { fields: userFieldTexts };

describe.each(DB_KINDS)('users on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  async function registered(overrides: Partial<typeof validRegistration> = {}) {
    const client = new TestClient(t.app);
    const body = { ...validRegistration, ...overrides };
    const response = await client.post('/api/v1/users/register/', body);
    expect(response.statusCode).toBe(201);
    return body;
  }

  describe('GET /users/me/', () => {
    it('is 401 with the DRF-style detail for a guest', async () => {
      const response = await new TestClient(t.app).get('/api/v1/users/me/');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    });

    it('is 401 for an unknown session cookie, and the cookie is cleared', async () => {
      const response = await t.app.inject({ url: '/api/v1/users/me/', cookies: { sessionid: 'forged' } });
      expect(response.statusCode).toBe(401);
      expect(cookieOf(response, 'sessionid')?.value).toBe('');
    });
  });

  describe('register → login → me → logout', () => {
    it('round-trips with a rotated HttpOnly, SameSite=Lax session cookie', async () => {
      const account = await registered({ username: 'roundtrip', email: 'roundtrip@example.com' });
      const browser = new TestClient(t.app);

      const login = await browser.post('/api/v1/users/login/', { email: account.email, password: account.password });
      expect(login.statusCode).toBe(200);
      const user = {
        first_name: account.first_name,
        last_name: account.last_name,
        username: account.username,
        email: account.email,
        location: account.location,
        phone_number: account.phone_number,
        hide_phone_number: false,
        is_moderator: false,
        is_admin: false,
        // A new member until they open the link mailed to them.
        email_verified: false,
        pending_email: null,
        // Registered without a language, with no lang cookie or Accept-Language.
        language: 'en',
      };
      expect(login.json()).toEqual(user);
      const session = cookieOf(login, 'sessionid')!;
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 14 * 24 * 60 * 60 });
      expect(session.secure).toBeFalsy();
      expect(session.value.length).toBeGreaterThanOrEqual(43);

      // Only a hash of the token is stored.
      const stored = await t.testDb.database.db.selectFrom('sessions').select('token_hash').execute();
      const tokenHash = createHash('sha256').update(session.value).digest('hex');
      expect(stored.map((row) => row.token_hash)).toContain(tokenHash);
      expect(stored.map((row) => row.token_hash)).not.toContain(session.value);

      const me = await browser.get('/api/v1/users/me/');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(user);

      // Logging in again rotates: a new token, and the old one stops working.
      const again = await browser.post('/api/v1/users/login/', { email: account.email, password: account.password });
      expect(again.statusCode).toBe(200);
      const rotated = cookieOf(again, 'sessionid')!;
      expect(rotated.value).not.toBe(session.value);
      const stale = await t.app.inject({ url: '/api/v1/users/me/', cookies: { sessionid: session.value } });
      expect(stale.statusCode).toBe(401);
      expect((await browser.get('/api/v1/users/me/')).statusCode).toBe(200);

      const logout = await browser.get('/api/v1/users/logout/');
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ detail: 'Logged out.' });
      const cleared = cookieOf(logout, 'sessionid')!;
      expect(cleared.value).toBe('');
      expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
      const afterLogout = await t.app.inject({ url: '/api/v1/users/me/', cookies: { sessionid: rotated.value } });
      expect(afterLogout.statusCode).toBe(401);
      expect((await browser.get('/api/v1/users/me/')).statusCode).toBe(401);
    });

    it('sets Secure on the session cookie in production', async () => {
      // A second app in production mode on the same database.
      const production = await buildApp({
        config: { ...t.app.config, isProduction: true, nodeEnv: 'production' },
        database: t.testDb.database,
      });
      try {
        const client = new TestClient(production);
        const account = { ...validRegistration, username: 'prod_user', email: 'prod@example.com' };
        const register = await client.post('/api/v1/users/register/', account);
        expect(cookieOf(register, 'csrftoken')?.secure).toBe(true);
        const login = await client.post('/api/v1/users/login/', { email: account.email, password: account.password });
        expect(login.statusCode).toBe(200);
        expect(cookieOf(login, 'sessionid')?.secure).toBe(true);
      } finally {
        await production.close();
      }
    });

    it('logs in with the email in any case, and logout as a guest still succeeds', async () => {
      const account = await registered({ username: 'casey', email: 'Casey@Example.com' });
      const client = new TestClient(t.app);
      const login = await client.post('/api/v1/users/login/', { email: ' casey@EXAMPLE.com ', password: account.password });
      expect(login.statusCode).toBe(200);
      expect(login.json<{ email: string }>().email).toBe('Casey@Example.com');
      expect((await new TestClient(t.app).get('/api/v1/users/logout/')).statusCode).toBe(200);
    });
  });

  describe('POST /users/login/', () => {
    it('is 401 with the same detail for a wrong password and an unknown email', async () => {
      const account = await registered({ username: 'wrongpw', email: 'wrongpw@example.com' });
      const client = new TestClient(t.app);
      const wrong = await client.post('/api/v1/users/login/', { email: account.email, password: 'not the password' });
      const unknown = await client.post('/api/v1/users/login/', { email: 'nobody@example.com', password: 'whatever1' });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ detail: 'Invalid email or password.' });
        expect(cookieOf(response, 'sessionid')).toBeUndefined();
      }
    });

    it('is 400 with a field map when fields are missing', async () => {
      const response = await new TestClient(t.app).post('/api/v1/users/login/', { email: 'a@example.com' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: M.fields.password.required,
        errors: { password: M.fields.password.required },
      });
    });
  });

  describe('POST /users/register/', () => {
    it('answers 201 with the check-your-email prompt and stores an argon2id hash, unconfirmed', async () => {
      const client = new TestClient(t.app);
      const response = await client.post('/api/v1/users/register/', {
        ...validRegistration,
        username: 'newbie',
        email: 'newbie@example.com',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ detail: messages.verification.registered });
      const row = await t.testDb.database.db
        .selectFrom('users')
        .select(['password_hash', 'is_moderator', 'email_verified_at'])
        .where('username', '=', 'newbie')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.is_moderator).toBe(false);
      expect(row.email_verified_at).toBeNull();
    });

    // Issue 27: names had to be 3 characters; "Om KC" is a common Nepali name.
    it('takes names of one letter or more, in any script', async () => {
      for (const [index, [first_name, last_name]] of [
        ['Om', 'KC'],
        ['A', 'B'],
        ['राम', 'के सी'],
      ].entries()) {
        const response = await new TestClient(t.app).post('/api/v1/users/register/', {
          ...validRegistration,
          first_name,
          last_name,
          username: `short_names_${index}`,
          email: `short.names.${index}@example.com`,
        });
        expect(response.statusCode).toBe(201);
        const row = await t.testDb.database.db
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('username', '=', `short_names_${index}`)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ first_name, last_name });
      }
    });

    it('maps every invalid field to its message', async () => {
      const response = await new TestClient(t.app).post('/api/v1/users/register/', {
        first_name: '',
        last_name: '  42  ',
        username: 'ab',
        email: 'not-an-email',
        password: 'short',
        location: 'x'.repeat(101),
        phone_number: '12345',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.errors).toEqual({
        first_name: 'First name must have at least one letter',
        last_name: 'Last name must have at least one letter',
        username: 'Username must be at least 3 characters',
        email: 'Invalid email address',
        password: 'Password must be at least 8 characters.',
        location: M.fields.location.tooLong,
        phone_number: 'Phone number must be at least 10 digits',
      });
      expect(Object.values(body.errors ?? {})).toContain(body.detail);
    });

    it('rejects bad characters in the username and phone number, and missing fields', async () => {
      const client = new TestClient(t.app);
      const bad = await client.post('/api/v1/users/register/', {
        ...validRegistration,
        username: 'has space',
        phone_number: '98765abcde',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().errors).toEqual({
        username: M.fields.username.invalid,
        phone_number: M.fields.phoneNumber.invalid,
      });

      const missing = await client.post('/api/v1/users/register/', { email: 'x@example.com' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorBody>().errors).toMatchObject({
        first_name: M.fields.firstName.required,
        username: M.fields.username.required,
        password: M.fields.password.required,
        phone_number: M.fields.phoneNumber.required,
      });
    });

    it('is 409 for a taken username (usernames are public), but answers a taken email like a new one', async () => {
      const account = await registered({ username: 'taken_name', email: 'taken@example.com' });
      const client = new TestClient(t.app);

      const sameUsername = await client.post('/api/v1/users/register/', {
        ...validRegistration,
        username: 'TAKEN_NAME',
        email: 'fresh@example.com',
      });
      expect(sameUsername.statusCode).toBe(409);
      expect(sameUsername.json()).toEqual({
        detail: 'Username already exists',
        errors: { username: 'Username already exists' },
      });

      const sameEmail = await client.post('/api/v1/users/register/', {
        ...validRegistration,
        username: 'fresh_name',
        email: account.email.toUpperCase(),
      });
      expect(sameEmail.statusCode).toBe(201);
      expect(sameEmail.json()).toEqual({ detail: messages.verification.registered });
      const rows = await t.testDb.database.db.selectFrom('users').select('username').where('username', '=', 'fresh_name').execute();
      expect(rows).toHaveLength(0);
    });

    it('ignores unknown fields such as is_moderator', async () => {
      const client = new TestClient(t.app);
      const response = await client.post('/api/v1/users/register/', {
        ...validRegistration,
        username: 'sneaky',
        email: 'sneaky@example.com',
        is_moderator: true,
      });
      expect(response.statusCode).toBe(201);
      const row = await t.testDb.database.db
        .selectFrom('users')
        .select('is_moderator')
        .where('username', '=', 'sneaky')
        .executeTakeFirstOrThrow();
      expect(row.is_moderator).toBe(false);
    });
  });

  describe('GET /users/check-username/', () => {
    it('says whether a username is free, case-insensitively', async () => {
      await registered({ username: 'Bookworm', email: 'bookworm@example.com' });
      const client = new TestClient(t.app);

      const free = await client.get('/api/v1/users/check-username/?username=another_one');
      expect(free.statusCode).toBe(200);
      expect(free.json()).toEqual({ detail: 'Username is available.' });

      const taken = await client.get('/api/v1/users/check-username/?username=bookWORM');
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ detail: 'Username already exists' });
    });

    it('is 400 without a username', async () => {
      const response = await new TestClient(t.app).get('/api/v1/users/check-username/');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: M.fields.username.required,
        errors: { username: M.fields.username.required },
      });
    });

    it('also answers without the trailing slash', async () => {
      const response = await new TestClient(t.app).get('/api/v1/users/check-username?username=someone_new');
      expect(response.statusCode).toBe(200);
    });
  });
});
