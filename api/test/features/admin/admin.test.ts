import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { suspendMember } from '../../../src/features/admin/suspensions';
import { messages } from '../../../src/texts';
import { EventStreamReader } from '../../helpers/event-stream';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, validRegistration, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';
import { userTexts } from '../../../src/features/users/texts';

const A = messages.admin;
const API = '/api/v1/admin';

interface AuditItem {
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: number | null;
  target_label: string;
  reason: string;
}

describe.each(DB_KINDS)('admin tools on %s', (kind) => {
  let t: TestApp;
  let admin: Member;
  let moderator: Member;
  let guest: TestClient;

  const db = () => t.testDb.database.db;
  const makeAdmin = async (member: Member) =>
    db().updateTable('users').set({ is_admin: true, is_moderator: true }).where('id', '=', member.id).execute();
  const browseIds = async (search: string) =>
    (await guest.get(`/api/v1/books/?search=${search}&limit=100`)).json<{ items: { id: number }[] }>().items.map((b) => b.id);
  const knownWord = async (beginning: string) =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM search_words WHERE word LIKE ${`${beginning}%`}`.execute(db())).rows[0]!.n > 0;
  const audit = async () => (await admin.client.get(`${API}/audit/?limit=100`)).json<{ items: AuditItem[]; count: number }>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await newMember(t);
    await makeAdmin(admin);
    moderator = await newMember(t, { moderator: true });
    guest = new TestClient(t.app);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('is for admins only: 401 for guests, 403 for members and moderators, with {detail}', async () => {
    const member = await newMember(t);
    expect((await guest.get(`${API}/audit/`)).statusCode).toBe(401);
    for (const client of [member.client, moderator.client]) {
      const refused = await client.get(`${API}/audit/`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: A.notAdmin });
      expect((await client.post(`${API}/members/${member.id}/suspend/`, { reason: 'x' })).statusCode).toBe(403);
    }
    expect((await admin.client.get('/api/v1/users/me/')).json()).toMatchObject({ is_admin: true, is_moderator: true });
    expect((await member.client.get('/api/v1/users/me/')).json()).toMatchObject({ is_admin: false });
  });

  it('suspends a member: their book leaves Browse and search, their session is refused with the reason, sign-in too', async () => {
    const seller = await newMember(t);
    const book = await listedBook(t, seller, { name: 'Quixotically Suspended Atlas' });
    expect(await browseIds('quixotically')).toContain(book);
    expect(await knownWord('quixoti')).toBe(true);
    const found = await admin.client.get(`${API}/members/?q=${seller.username}`);
    expect(found.json<{ items: { id: number }[] }>().items[0]).toMatchObject({ id: seller.id, suspended_at: null });

    const buyer = await newMember(t);
    const conversation = (await buyer.client.post('/api/v1/conversations/', { book_id: book })).json<{ id: number }>();
    const otherSuspended = async () =>
      (await buyer.client.get(`/api/v1/conversations/${conversation.id}/`)).json<{ other_suspended: boolean }>().other_suspended;
    expect(await otherSuspended()).toBe(false);

    const until = new Date(Date.now() + 7 * 86_400_000);
    const reason = 'Selling counterfeit books';
    const suspended = await admin.client.post(`${API}/members/${seller.id}/suspend/`, { reason, until: until.toISOString() });
    expect(suspended.json()).toEqual({ detail: A.memberSuspended });
    expect(await browseIds('quixotically')).not.toContain(book);
    expect(await knownWord('quixoti')).toBe(false);
    expect(await otherSuspended()).toBe(true);

    const next = await seller.client.get('/api/v1/users/me/');
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({ detail: A.suspended(reason, until) });
    expect((await seller.client.get('/api/v1/users/me/suspension/')).json()).toEqual({ reason, until: until.toISOString() });
    const signIn = await seller.client.post('/api/v1/users/login/', { email: seller.email, password: seller.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ detail: A.suspended(reason, until) });
    const wrongPassword = await seller.client.post('/api/v1/users/login/', { email: seller.email, password: 'not the password' });
    expect(wrongPassword.json()).toEqual({ detail: userTexts.invalidCredentials });

    expect((await audit()).items[0]).toMatchObject({
      actor_id: admin.id,
      actor_name: admin.username,
      action: 'suspend-member',
      target_id: seller.id,
      target_label: seller.username,
      reason,
    });

    expect((await admin.client.post(`${API}/members/${seller.id}/unsuspend/`)).json()).toEqual({ detail: A.memberUnsuspended });
    expect(await browseIds('quixotically')).toContain(book);
    expect(await knownWord('quixoti')).toBe(true);
    expect(await otherSuspended()).toBe(false);
    expect((await seller.client.post('/api/v1/users/login/', { email: seller.email, password: seller.password })).statusCode).toBe(200);
    expect((await admin.client.post(`${API}/members/${seller.id}/unsuspend/`)).json()).toEqual({ detail: A.notSuspended });
    expect((await audit()).items[0]).toMatchObject({ action: 'unsuspend-member', target_id: seller.id });
  });

  it('lifts a suspension whose end has come at sign-in, and refuses bad input with {detail, errors}', async () => {
    const seller = await newMember(t);
    const book = await listedBook(t, seller, { name: 'Zymurgical Lapsed Almanac' });
    const noReason = await admin.client.post(`${API}/members/${seller.id}/suspend/`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ detail: A.reasonRequired, errors: { reason: A.reasonRequired } });
    const past = await admin.client.post(`${API}/members/${seller.id}/suspend/`, { reason: 'Spam', until: '2020-01-01T00:00:00Z' });
    expect(past.json()).toEqual({ detail: A.untilInPast, errors: { until: A.untilInPast } });
    expect((await admin.client.post(`${API}/members/999999999/suspend/`, { reason: 'Spam' })).statusCode).toBe(404);
    const other = await newMember(t);
    await makeAdmin(other);
    expect((await admin.client.post(`${API}/members/${other.id}/suspend/`, { reason: 'Spam' })).json()).toEqual({
      detail: A.cannotSuspendAdmin,
    });

    await admin.client.post(`${API}/members/${seller.id}/suspend/`, { reason: 'Spam', until: new Date(Date.now() + 60_000).toISOString() });
    expect(await browseIds('zymurgical')).not.toContain(book);
    await db()
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() - 1000) })
      .where('id', '=', seller.id)
      .execute();
    expect((await seller.client.post('/api/v1/users/login/', { email: seller.email, password: seller.password })).statusCode).toBe(200);
    expect(await browseIds('zymurgical')).toContain(book);
    expect((await audit()).items[0]).toMatchObject({ action: 'unsuspend-member', actor_id: null, target_id: seller.id });
  });

  it('makes and unmakes moderators, never an admin', async () => {
    const member = await newMember(t);
    expect((await admin.client.post(`${API}/members/${member.id}/make-moderator/`)).json()).toEqual({ detail: A.madeModerator });
    expect((await member.client.get('/api/v1/moderation/books/')).statusCode).toBe(200);
    expect((await admin.client.post(`${API}/members/${member.id}/make-moderator/`)).json()).toEqual({ detail: A.alreadyModerator });
    expect((await admin.client.post(`${API}/members/${member.id}/unmake-moderator/`)).json()).toEqual({ detail: A.unmadeModerator });
    expect((await member.client.get('/api/v1/moderation/books/')).statusCode).toBe(403);
    expect((await admin.client.post(`${API}/members/${admin.id}/unmake-moderator/`)).json()).toEqual({ detail: A.adminStaysModerator });
    const actions = (await audit()).items.slice(0, 2).map((item) => item.action);
    expect(actions).toEqual(['unmake-moderator', 'make-moderator']);
  });

  it('blocks sign-ups from a domain and its subdomains, answered as every sign-up is', async () => {
    const bad = await admin.client.post(`${API}/blocked-domains/`, { domain: '@spam.test' });
    expect(bad.json()).toEqual({ detail: A.invalidDomain, errors: { domain: A.invalidDomain } });
    expect((await admin.client.post(`${API}/blocked-domains/`, { domain: 'spam-mail.test', reason: 'Bots' })).statusCode).toBe(201);
    expect((await admin.client.post(`${API}/blocked-domains/`, { domain: 'spam-mail.test' })).json()).toEqual({
      detail: A.domainAlreadyBlocked,
    });
    expect((await admin.client.get(`${API}/blocked-domains/`)).json()).toMatchObject({ items: [{ domain: 'spam-mail.test' }] });

    const register = (email: string, username: string) =>
      new TestClient(t.app, { 'x-forwarded-for': '10.250.0.1' }).post('/api/v1/users/register/', { ...validRegistration, email, username });
    const accountFor = (email: string) => db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    for (const email of ['bot@spam-mail.test', 'bot@eu.SPAM-mail.test']) {
      const answer = await register(email, `bot_${email.length}`);
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ detail: messages.verification.registered });
      expect(await accountFor(email)).toBeUndefined();
    }
    expect((await admin.client.delete(`${API}/blocked-domains/spam-mail.test/`)).json()).toEqual({ detail: A.domainUnblocked });
    expect((await admin.client.delete(`${API}/blocked-domains/spam-mail.test/`)).statusCode).toBe(404);
    await register('human@spam-mail.test', 'human_reader');
    expect(await accountFor('human@spam-mail.test')).toBeDefined();
    expect((await audit()).items.slice(0, 2).map((item) => [item.action, item.target_label])).toEqual([
      ['unblock-domain', 'spam-mail.test'],
      ['block-domain', 'spam-mail.test'],
    ]);
  });

  it("records moderators' decisions and resolutions, and keeps them when the moderator's account is deleted", async () => {
    const seller = await newMember(t);
    const leaving = await newMember(t, { moderator: true });
    const id = await createBook(t, seller, { name: 'Audited Decision' });
    const { version } = (await leaving.client.get(`/api/v1/moderation/books/${id}/`)).json<{ version: number }>();
    await leaving.client.post(`/api/v1/moderation/books/${id}/reject/`, { reason: 'Blurry cover', version });
    await db().deleteFrom('users').where('id', '=', leaving.id).execute();
    expect((await audit()).items[0]).toMatchObject({
      actor_id: null,
      actor_name: leaving.username,
      action: 'reject-book',
      target_type: 'book',
      target_id: id,
      target_label: 'Audited Decision',
      reason: 'Blurry cover',
    });
  });

  it("ends the suspended member's event streams at the next heartbeat", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const member = await newMember(t);
    const stream = await EventStreamReader.open(port, member.client);
    try {
      await stream.next((event) => event.event === 'ready');
      await t.app.live.heartbeat();
      expect(stream.ended).toBe(false);
      await admin.client.post(`${API}/members/${member.id}/suspend/`, { reason: 'Harassment' });
      await t.app.live.heartbeat();
      await stream.untilEnded();
    } finally {
      stream.close();
    }
  });

  if (kind === 'postgresql') {
    it('leaves no book of a suspended member listed when suspensions, lifts and new books race', async () => {
      const seller = await newMember(t);
      const books = await Promise.all([1, 2, 3].map((n) => listedBook(t, seller, { name: `Raced ${n}` })));
      const writes: Promise<unknown>[] = [];
      for (let round = 0; round < 6; round += 1) {
        writes.push(admin.client.post(`${API}/members/${seller.id}/suspend/`, { reason: `Round ${round}` }));
        writes.push(admin.client.post(`${API}/members/${seller.id}/unsuspend/`));
        writes.push(createBook(t, seller, { name: `Raced new ${round}` }).catch(() => undefined));
      }
      await Promise.all(writes);
      const user = await db().selectFrom('users').select('suspended_at').where('id', '=', seller.id).executeTakeFirstOrThrow();
      const flags = await db().selectFrom('books').select('is_owner_suspended').where('user_id', '=', seller.id).execute();
      expect(flags.length).toBeGreaterThanOrEqual(books.length);
      expect(new Set(flags.map((row) => row.is_owner_suspended))).toEqual(new Set([user.suspended_at !== null]));
    });

    it('checks the admin role in the statement that writes', async () => {
      const member = await newMember(t);
      const demoted = await newMember(t);
      await makeAdmin(demoted);
      // Demoted between the session's read of the role and the write: the write changes nothing.
      await db().updateTable('users').set({ is_admin: false }).where('id', '=', demoted.id).execute();
      const actor = { id: demoted.id, username: demoted.username };
      await expect(suspendMember(db(), t.app.books.listings, actor, member.id, { reason: 'x', until: null })).rejects.toMatchObject({
        statusCode: 403,
      });
      const row = await db().selectFrom('users').select('suspended_at').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(row.suspended_at).toBeNull();
    });
  }
});
