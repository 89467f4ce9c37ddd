import type { LightMyRequestResponse } from 'fastify';
import { passkeyTexts as T } from '../../../src/features/passkeys/texts';
import { MAX_PASSKEYS_PER_MEMBER } from '../../../src/features/passkeys/limits';
import { messages } from '../../../src/texts';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { SoftwareAuthenticator } from '../../helpers/software-authenticator';
import { newMember, type Member } from '../../helpers/world';

// Issue 36.2, passkeys: a member adds one (checked by SimpleWebAuthn against a challenge kept by the
// API), lists and removes theirs, and signs in with one, with a software authenticator standing in
// for the device.

const API = '/api/v1/users/passkeys';
const ORIGIN = 'https://books.example';
type Options = { challenge: string; user?: { id: string }; rp?: { id: string }; excludeCredentials?: { id: string }[] };
type Passkey = { id: number; name: string; created_at: string; last_used_at: string | null; synced: boolean };

describe.each(DB_KINDS)('passkeys on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { publicUrl: ORIGIN });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(() => t.close());

  /** A fresh browser that has loaded a page (so it holds a CSRF token, as the shell's would). */
  async function guest(): Promise<TestClient> {
    const browser = new TestClient(t.app);
    await browser.get('/api/v1/users/me/');
    return browser;
  }

  const detailOf = (response: LightMyRequestResponse) => response.json<{ detail: string }>().detail;

  async function registrationOptions(member: Member): Promise<Options> {
    const response = await member.client.post(`${API}/registration/options/`);
    expect(response.statusCode).toBe(200);
    return response.json<Options>();
  }

  /** A member with a passkey on `authenticator`. */
  async function memberWithPasskey(authenticator = new SoftwareAuthenticator(ORIGIN)) {
    const member = await newMember(t);
    const added = await member.client.post(`${API}/`, { response: authenticator.register(await registrationOptions(member)) });
    expect(added.statusCode).toBe(201);
    return { member, authenticator, passkey: added.json<Passkey>() };
  }

  async function signInOptions(browser: TestClient): Promise<Options> {
    const response = await browser.post(`${API}/authentication/options/`, {});
    expect(response.statusCode).toBe(200);
    return response.json<Options>();
  }

  it('adds a passkey named after the device, lists it, and signs a fresh browser in with it as the member', async () => {
    const member = await newMember(t);
    const options = await registrationOptions(member);
    expect(options.rp?.id).toBe('books.example');
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const added = await member.client.post(`${API}/`, { response: authenticator.register(options) }, { headers: { 'user-agent': phone } });
    expect(added.statusCode).toBe(201);
    expect(added.json<Passkey>()).toMatchObject({ name: 'Chrome on Android', last_used_at: null, synced: false });

    const browser = await guest();
    const signedIn = await browser.post(`${API}/authentication/`, { response: authenticator.signIn(await signInOptions(browser)) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ username: string }>().username).toBe(member.username);
    const me = await browser.get('/api/v1/users/me/');
    expect(me.json<{ username: string }>().username).toBe(member.username);

    const listed = (await member.client.get(`${API}/`)).json<{ results: Passkey[] }>().results;
    expect(listed).toHaveLength(1);
    expect(listed[0]?.last_used_at).not.toBeNull();
  });

  it('does not offer again a passkey the member holds, and refuses it twice', async () => {
    const { member, authenticator } = await memberWithPasskey();
    const options = await registrationOptions(member);
    expect(options.excludeCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);
    const again = await member.client.post(`${API}/`, { response: authenticator.register(options) });
    expect(again.statusCode).toBe(409);
    expect(detailOf(again)).toBe(T.alreadyAdded);
  });

  it('refuses an answer made for another site, and tells why', async () => {
    const member = await newMember(t);
    const elsewhere = new SoftwareAuthenticator(ORIGIN);
    const forged = await member.client.post(`${API}/`, {
      response: elsewhere.register(await registrationOptions(member), { origin: 'https://evil.example' }),
    });
    expect(forged.statusCode).toBe(400);
    expect(detailOf(forged)).toBe(T.notVerified);

    const { authenticator } = await memberWithPasskey();
    const browser = await guest();
    const phished = await browser.post(`${API}/authentication/`, {
      response: authenticator.signIn(await signInOptions(browser), { origin: 'https://evil.example' }),
    });
    expect(phished.statusCode).toBe(400);
    expect(detailOf(phished)).toBe(T.notVerified);
    expect((await browser.get('/api/v1/users/me/')).statusCode).toBe(401);
  });

  it('takes each challenge once: a replayed sign-in and a reused registration challenge are refused', async () => {
    const { member, authenticator } = await memberWithPasskey();
    const browser = await guest();
    const answer = authenticator.signIn(await signInOptions(browser));
    expect((await browser.post(`${API}/authentication/`, { response: answer })).statusCode).toBe(200);
    const replayed = await (await guest()).post(`${API}/authentication/`, { response: answer });
    expect(replayed.statusCode).toBe(400);
    expect(detailOf(replayed)).toBe(T.expired);

    const options = await registrationOptions(member);
    const second = new SoftwareAuthenticator(ORIGIN);
    expect((await member.client.post(`${API}/`, { response: second.register(options) })).statusCode).toBe(201);
    const third = await member.client.post(`${API}/`, { response: new SoftwareAuthenticator(ORIGIN).register(options) });
    expect(third.statusCode).toBe(400);
    expect(detailOf(third)).toBe(T.expired);
  });

  it('refuses a registration challenge issued to another member, and an expired one', async () => {
    const alice = await newMember(t);
    const bob = await newMember(t);
    const stolen = await bob.client.post(`${API}/`, {
      response: new SoftwareAuthenticator(ORIGIN).register(await registrationOptions(alice)),
    });
    expect(stolen.statusCode).toBe(400);
    expect(detailOf(stolen)).toBe(T.expired);

    const options = await registrationOptions(alice);
    await t.testDb.database.db
      .withTables<{ passkey_challenges: { challenge: string; expires_at: Date } }>()
      .updateTable('passkey_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge', '=', options.challenge)
      .execute();
    const late = await alice.client.post(`${API}/`, { response: new SoftwareAuthenticator(ORIGIN).register(options) });
    expect(late.statusCode).toBe(400);
    expect(detailOf(late)).toBe(T.expired);
  });

  it('refuses a signature count that does not move forward (a copied passkey)', async () => {
    const { authenticator } = await memberWithPasskey();
    const browser = await guest();
    expect(
      (await browser.post(`${API}/authentication/`, { response: authenticator.signIn(await signInOptions(browser), { step: 5 }) }))
        .statusCode,
    ).toBe(200);
    authenticator.counter = 2;
    const copied = await browser.post(`${API}/authentication/`, { response: authenticator.signIn(await signInOptions(browser)) });
    expect(copied.statusCode).toBe(400);
    expect(detailOf(copied)).toBe(T.counterMismatch);
  });

  it('refuses a passkey the site does not know, and a malformed answer, with a detail', async () => {
    const browser = await guest();
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.register({ challenge: 'unused' });
    const unknown = await browser.post(`${API}/authentication/`, { response: stranger.signIn(await signInOptions(browser)) });
    expect(unknown.statusCode).toBe(400);
    expect(detailOf(unknown)).toBe(T.unknownPasskey);

    const garbled = await browser.post(`${API}/authentication/`, {
      response: {
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: { clientDataJSON: 'bm9wZQ', authenticatorData: 'x', signature: 'y' },
      },
    });
    expect(garbled.statusCode).toBe(400);
    expect(detailOf(garbled)).toBe(T.notVerified);
    const empty = await browser.post(`${API}/authentication/`, {});
    expect(empty.statusCode).toBe(400);
    expect(detailOf(empty)).toBe(T.responseInvalid);
  });

  it("removes the member's own passkey, and never another member's", async () => {
    const { member, authenticator, passkey } = await memberWithPasskey();
    const other = await newMember(t);
    const theirs = await other.client.delete(`${API}/${passkey.id}/`);
    expect(theirs.statusCode).toBe(404);
    expect(detailOf(theirs)).toBe(T.notFound);
    expect((await member.client.get(`${API}/`)).json<{ results: Passkey[] }>().results).toHaveLength(1);

    const forgedCsrf = await member.client.delete(`${API}/${passkey.id}/`, undefined, { csrf: false });
    expect(forgedCsrf.statusCode).toBe(403);

    const mine = await member.client.delete(`${API}/${passkey.id}/`);
    expect(mine.statusCode).toBe(200);
    expect(detailOf(mine)).toBe(T.removed);
    expect((await member.client.get(`${API}/`)).json<{ results: Passkey[] }>().results).toEqual([]);
    const browser = await guest();
    const gone = await browser.post(`${API}/authentication/`, { response: authenticator.signIn(await signInOptions(browser)) });
    expect(gone.statusCode).toBe(400);
    expect(detailOf(gone)).toBe(T.unknownPasskey);
  });

  it('refuses a suspended member with the reason, as every sign-in does', async () => {
    const { member, authenticator } = await memberWithPasskey();
    await t.testDb.database.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspension_reason: 'Selling counterfeit books' })
      .where('id', '=', member.id)
      .execute();
    const browser = await guest();
    const refused = await browser.post(`${API}/authentication/`, { response: authenticator.signIn(await signInOptions(browser)) });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toBe(messages.admin.suspended('Selling counterfeit books', null));
    expect((await browser.get('/api/v1/users/me/')).statusCode).not.toBe(200);
  });

  it('asks a guest to sign in before adding a passkey, and caps how many a member holds', async () => {
    const stranger = await (await guest()).post(`${API}/registration/options/`);
    expect(stranger.statusCode).toBe(401);
    const member = await newMember(t);
    for (let i = 0; i < MAX_PASSKEYS_PER_MEMBER; i += 1) {
      const added = await member.client.post(`${API}/`, {
        response: new SoftwareAuthenticator(ORIGIN).register(await registrationOptions(member)),
      });
      expect(added.statusCode).toBe(201);
    }
    const over = await member.client.post(`${API}/registration/options/`);
    expect(over.statusCode).toBe(409);
    expect(detailOf(over)).toBe(T.tooMany(MAX_PASSKEYS_PER_MEMBER));
  });
});
