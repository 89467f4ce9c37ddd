import { languageOfHeader } from '../../src/plugins/language';
import { messages } from '../../src/texts';
import { nepaliMessages } from '../../src/texts/index.ne';
import { userFieldTexts } from '../../src/features/users/texts';
import { userFieldTextsNe } from '../../src/features/users/texts.ne';
import { bookTexts } from '../../src/features/books/texts';
import { bookQueryTextsNe, bookTextsNe } from '../../src/features/books/texts.ne';
import type { ErrorBody } from '../../src/plugins/errors';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../helpers/test-db';
import { createTestApp, TestClient, validRegistration, type TestApp } from '../helpers/test-app';
import { newMember } from '../helpers/world';

// One language per request (issue 39): the member's, else the lang cookie, else Accept-Language, else English.

describe('Accept-Language', () => {
  it.each([
    ['ne', 'ne'],
    ['ne-NP', 'ne'],
    ['NE-np;q=0.8, fr;q=0.9', 'ne'],
    ['en;q=0.5, ne-NP;q=0.9', 'ne'],
    ['ne;q=0.4, en-GB;q=0.6', 'en'],
    ['ne;q=0, en;q=0.1', 'en'],
    ['fr, de', undefined],
    ['', undefined],
  ])('%j chooses %s', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});

describe.each(DB_KINDS)('the language of API errors on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  const nepali = { 'accept-language': 'ne-NP, en;q=0.5' };
  const detailOf = (response: Awaited<ReturnType<TestClient['get']>>) => response.json<ErrorBody>().detail;

  it('answers not found in Nepali to Accept-Language: ne, with Content-Language and Vary', async () => {
    const response = await new TestClient(t.app).get('/api/v1/no-such-thing/', { headers: nepali });
    expect(response.statusCode).toBe(404);
    expect(detailOf(response)).toBe(nepaliMessages.errors.notFound);
    expect(response.headers['content-language']).toBe('ne');
    expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
    const english = await new TestClient(t.app).get('/api/v1/no-such-thing/');
    expect(detailOf(english)).toBe(messages.errors.notFound);
    expect(english.headers['content-language']).toBe('en');
  });

  it('gives a schema’s field errors and the whole body’s in Nepali', async () => {
    const client = new TestClient(t.app, nepali);
    const bad = await client.post('/api/v1/users/register/', { ...validRegistration, email: 'not-an-address', password: 'short' });
    expect(bad.statusCode).toBe(400);
    const body = bad.json<ErrorBody>();
    expect(body.errors).toEqual({ email: userFieldTextsNe.email.invalid, password: userFieldTextsNe.password.tooShort });
    expect(body.detail).toBe(userFieldTextsNe.email.invalid);
    const malformed = await client.request('POST', '/api/v1/users/login/', {
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(detailOf(malformed)).toBe(nepaliMessages.errors.malformedJson);
  });

  it('refuses a mutation without its CSRF token, and a guest where a member is needed, in Nepali', async () => {
    const client = new TestClient(t.app, nepali);
    await client.get('/api/v1/users/check-username/?username=someone');
    const refused = await client.patch('/api/v1/users/me/', { first_name: 'Sita' }, { csrf: false });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toBe(nepaliMessages.errors.csrfFailed);
    const guest = await client.patch('/api/v1/users/me/', { first_name: 'Sita' });
    expect(guest.statusCode).toBe(401);
    expect(detailOf(guest)).toBe(nepaliMessages.errors.notAuthenticated);
  });

  it('follows the lang cookie over Accept-Language', async () => {
    const client = new TestClient(t.app, nepali);
    client.cookies.set('lang', 'en');
    expect(detailOf(await client.get('/api/v1/no-such-thing/'))).toBe(messages.errors.notFound);
    const guest = new TestClient(t.app);
    guest.cookies.set('lang', 'ne');
    expect(detailOf(await guest.get('/api/v1/no-such-thing/'))).toBe(nepaliMessages.errors.notFound);
  });

  it('answers a member who saved Nepali in Nepali, without the header and over an English one', async () => {
    const member = await newMember(t);
    expect((await member.client.patch('/api/v1/users/me/', { language: 'ne' })).statusCode).toBe(200);
    const bad = await member.client.patch('/api/v1/users/me/', { first_name: '' }, { headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors).toEqual({ first_name: userFieldTextsNe.firstName.tooShort });
    expect(bad.headers['content-language']).toBe('ne');
    const missing = await member.client.get('/api/v1/books/999999999/');
    expect(missing.statusCode).toBe(404);
    expect(detailOf(missing)).toBe(bookTextsNe.notAvailable);
    const badQuery = await member.client.get('/api/v1/books/?limit=1000');
    expect(badQuery.statusCode).toBe(400);
    expect(detailOf(badQuery)).toBe(bookQueryTextsNe.limit);
    // Back to English: the same error in English.
    await member.client.patch('/api/v1/users/me/', { language: 'en' });
    const english = await member.client.patch('/api/v1/users/me/', { first_name: '' });
    expect(english.json<ErrorBody>().errors).toEqual({ first_name: userFieldTexts.firstName.tooShort });
    expect(detailOf(await member.client.get('/api/v1/books/999999999/'))).toBe(bookTexts.notAvailable);
  });
});
