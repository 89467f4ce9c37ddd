import fs from 'node:fs';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { messages } from '../../../src/texts';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, validRegistration, type TestApp } from '../../helpers/test-app';
import { mailedTo, TestMailbox } from '../../helpers/mailbox';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';
import { userTexts } from '../../../src/features/users/texts';

// Issue 24.3 and 24.5: a new member confirms their address by a mailed link before they can see
// sellers' contacts or start conversations; a changed address is confirmed before it replaces the
// old one; every sign-up is answered alike, and the owner of an address already in use is mailed.

const V = messages.verification;

function verifyTokenOf(mail: ParsedMail): string {
  const match = /\/verify-email#token=([\w-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1];
}

describe.each(DB_KINDS)('confirming email addresses on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let dataDir: string;
  let seller: Member;
  let bookId: number;

  beforeAll(async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    dataDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'booknook-verify-'));
    t = await createTestApp(kind, { smtpUrl, publicUrl: 'https://books.example', dataDir });
    seller = await newMember(t);
    bookId = await listedBook(t, seller);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const register = (username: string, email: string) =>
    new TestClient(t.app).post('/api/v1/users/register/', { ...validRegistration, username, email });

  it('answers a sign-up with a taken address exactly like a new one, and mails the owner instead', async () => {
    const member = await newMember(t);
    const fresh = await register('fresh_signup', 'fresh_signup@example.com');
    const taken = await register('someone_else', member.email.toUpperCase());
    expect([fresh.statusCode, fresh.body]).toEqual([taken.statusCode, taken.body]);
    expect(fresh.json()).toEqual({ detail: V.registered });
    const link = await mailbox.next('fresh_signup@example.com', { subject: V.mail.confirmSubject });
    expect(link.text).toContain('https://books.example/verify-email#token=');
    const notice = await mailbox.next(member.email, { subject: V.mail.existsSubject });
    expect(notice.text).toContain('https://books.example/forgot-password');
    expect(notice.html).toContain('<html');
  });

  it('lets a new member browse, bookmark and list, but not see contacts or start conversations until they open the link', async () => {
    const member = await newMember(t, { verified: false });
    const me = (await member.client.get('/api/v1/users/me/')).json<{ email_verified: boolean }>();
    expect(me.email_verified).toBe(false);
    expect((await member.client.get(`/api/v1/books/${bookId}/`)).statusCode).toBe(200);
    expect((await member.client.post('/api/v1/bookmarks/', { book_id: bookId })).statusCode).toBe(201);
    expect(await createBook(t, member)).toBeGreaterThan(0);
    for (const refused of [
      await member.client.get(`/api/v1/books/${bookId}/contact/`),
      await member.client.post('/api/v1/conversations/', { book_id: bookId }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: V.required(member.email) });
    }

    const link = await mailbox.next(member.email, { subject: V.mail.confirmSubject });
    const opened = await new TestClient(t.app).post('/api/v1/users/verify-email/', { token: verifyTokenOf(link) });
    expect(opened.json()).toEqual({ detail: V.confirmed });
    expect((await member.client.get('/api/v1/users/me/')).json<{ email_verified: boolean }>().email_verified).toBe(true);
    expect((await member.client.get(`/api/v1/books/${bookId}/contact/`)).statusCode).toBe(200);
    expect((await member.client.post('/api/v1/conversations/', { book_id: bookId })).statusCode).toBe(201);
  });

  it('sends the link again on request, and says so when there is nothing to confirm', async () => {
    const member = await newMember(t, { verified: false });
    await mailbox.next(member.email, { subject: V.mail.confirmSubject });
    const resent = await member.client.post('/api/v1/users/me/verification/');
    expect(resent.json()).toEqual({ detail: V.resent(member.email) });
    const second = await mailbox.next(member.email, { subject: V.mail.confirmSubject });
    expect((await new TestClient(t.app).post('/api/v1/users/verify-email/', { token: verifyTokenOf(second) })).statusCode).toBe(200);
    const nothing = await member.client.post('/api/v1/users/me/verification/');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ detail: V.alreadyConfirmed });
    const guest = new TestClient(t.app);
    await guest.get('/api/v1/health');
    expect((await guest.post('/api/v1/users/me/verification/')).statusCode).toBe(401);
  });

  it('refuses a made-up, expired or used link with a clear message', async () => {
    const made = await new TestClient(t.app).post('/api/v1/users/verify-email/', { token: 'x'.repeat(43) });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toEqual({ detail: V.invalidLink, errors: { token: V.invalidLink } });
    const member = await newMember(t, { verified: false });
    const token = verifyTokenOf(await mailbox.next(member.email, { subject: V.mail.confirmSubject }));
    await t.testDb.database.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await new TestClient(t.app).post('/api/v1/users/verify-email/', { token })).statusCode).toBe(400);
    const empty = await new TestClient(t.app).post('/api/v1/users/verify-email/', {});
    expect(empty.statusCode).toBe(400);
  });

  it('opens a link used six times at once exactly once', async () => {
    const member = await newMember(t, { verified: false });
    const token = verifyTokenOf(await mailbox.next(member.email, { subject: V.mail.confirmSubject }));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => new TestClient(t.app).post('/api/v1/users/verify-email/', { token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('keeps the old address when another account confirms the new one first', async () => {
    const first = await newMember(t);
    const second = await newMember(t);
    const wanted = `wanted_${first.username}@example.com`;
    for (const member of [first, second]) {
      expect((await member.client.post('/api/v1/users/me/email/', { email: wanted, password: member.password })).statusCode).toBe(200);
    }
    const [linkA, linkB] = [
      await mailbox.next(wanted, { subject: V.mail.confirmSubject }),
      await mailbox.next(wanted, { subject: V.mail.confirmSubject }),
    ];
    expect((await new TestClient(t.app).post('/api/v1/users/verify-email/', { token: verifyTokenOf(linkA) })).statusCode).toBe(200);
    const late = await new TestClient(t.app).post('/api/v1/users/verify-email/', { token: verifyTokenOf(linkB) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: V.addressTaken, errors: { token: V.addressTaken } });
    const emails = await t.testDb.database.db.selectFrom('users').select('email').where('id', 'in', [first.id, second.id]).execute();
    expect(emails.map((row) => row.email).filter((email) => email === wanted)).toHaveLength(1);
  });

  it('does not sign a member out from a link on another site', async () => {
    const member = await newMember(t);
    const fromLink = await member.client.get('/api/v1/users/logout/', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fromLink.statusCode).toBe(403);
    expect(fromLink.json()).toEqual({ detail: userTexts.logoutCrossSite });
    const fromReferer = await member.client.get('/api/v1/users/logout/', { headers: { referer: 'https://evil.example/page' } });
    expect(fromReferer.statusCode).toBe(403);
    expect((await member.client.get('/api/v1/users/me/')).statusCode).toBe(200);
    const own = await member.client.get('/api/v1/users/logout/', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(200);
    expect((await member.client.get('/api/v1/users/me/')).statusCode).toBe(401);
    expect(mailedTo(mailbox, 'nobody@example.com')).toBe(false);
  });
});
