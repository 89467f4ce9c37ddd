import { messages } from '../../../src/texts';
import { nepaliMessages } from '../../../src/texts/index.ne';
import type { ErrorBody } from '../../../src/plugins/errors';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, validRegistration, type TestApp } from '../../helpers/test-app';
import { newMember } from '../../helpers/world';

// The member's language (issue 39): on the profile, in the data export, and chosen at sign-up.

describe.each(DB_KINDS)('a member’s language on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  const languageOf = async (email: string) =>
    (await t.testDb.database.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;

  it('is English at first, changed by PATCH /users/me/ and answered by GET, and in the export', async () => {
    const member = await newMember(t);
    expect((await member.client.get('/api/v1/users/me/')).json()).toMatchObject({ language: 'en' });
    const changed = await member.client.patch('/api/v1/users/me/', { language: 'ne' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ language: 'ne', username: member.username });
    expect((await member.client.get('/api/v1/users/me/')).json()).toMatchObject({ language: 'ne' });
    const exported = await member.client.get('/api/v1/users/me/export/');
    expect(exported.json<{ profile: { language: string } }>().profile.language).toBe('ne');
  });

  it('refuses a language BookNook does not speak with 400 and a clear detail, changing nothing', async () => {
    const member = await newMember(t);
    for (const language of ['fr', 'NE', '', 7, null]) {
      const refused = await member.client.patch('/api/v1/users/me/', { language }, { headers: { 'accept-language': 'en' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>()).toEqual({
        detail: messages.errors.unknownLanguage,
        errors: { language: messages.errors.unknownLanguage },
      });
    }
    expect(await languageOf(member.email)).toBe('en');
    // A member who reads Nepali is told in Nepali (their saved language, whatever the header says).
    await member.client.patch('/api/v1/users/me/', { language: 'ne' });
    const inNepali = await member.client.patch('/api/v1/users/me/', { language: 'fr' }, { headers: { 'accept-language': 'en' } });
    expect(inNepali.json<ErrorBody>().detail).toBe(nepaliMessages.errors.unknownLanguage);
    expect(await languageOf(member.email)).toBe('ne');
  });

  it('takes a language at sign-up, else the request’s (the lang cookie, then Accept-Language)', async () => {
    const register = (client: TestClient, tag: string, extra: Record<string, unknown> = {}) =>
      client.post('/api/v1/users/register/', {
        ...validRegistration,
        username: `lang_${tag}`,
        email: `lang_${tag}@example.com`,
        ...extra,
      });
    expect((await register(new TestClient(t.app), 'chosen', { language: 'ne' })).statusCode).toBe(201);
    expect(await languageOf('lang_chosen@example.com')).toBe('ne');
    const browsedInNepali = new TestClient(t.app);
    browsedInNepali.cookies.set('lang', 'ne');
    expect((await register(browsedInNepali, 'cookie')).statusCode).toBe(201);
    expect(await languageOf('lang_cookie@example.com')).toBe('ne');
    expect((await register(new TestClient(t.app, { 'accept-language': 'ne-NP' }), 'header')).statusCode).toBe(201);
    expect(await languageOf('lang_header@example.com')).toBe('ne');
    expect((await register(new TestClient(t.app, { 'accept-language': 'ne' }), 'english', { language: 'en' })).statusCode).toBe(201);
    expect(await languageOf('lang_english@example.com')).toBe('en');
    expect((await register(new TestClient(t.app), 'plain')).statusCode).toBe(201);
    expect(await languageOf('lang_plain@example.com')).toBe('en');
    const refused = await register(new TestClient(t.app), 'bad', { language: 'hi' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().errors).toEqual({ language: messages.errors.unknownLanguage });
  });
});
