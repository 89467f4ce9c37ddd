import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { messages } from '../../../src/texts';
import type { ErrorBody } from '../../../src/plugins/errors';
import { sha256Hex } from '../../../src/lib/tokens';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, uploadImage, type Member } from '../../helpers/world';
import { mailedTo, TestMailbox } from '../../helpers/mailbox';
import { userTexts, userFieldTexts } from '../../../src/features/users/texts';

const A = messages.account;
const V = messages.verification;
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

interface SessionList {
  items: { id: number; device: string; is_current: boolean; last_seen_at: string }[];
}

interface Exported {
  profile: Record<string, unknown>;
  books: { id: number }[];
  bookmarks: unknown[];
  reports: unknown[];
  conversations: unknown[];
}

function verifyTokenOf(mail: ParsedMail): string {
  const match = /\/verify-email#token=([\w-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1];
}

function tokenOf(mail: ParsedMail): string {
  const match = /\/reset-password#token=([\w-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

/** Every file under `dir`, recursively, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

/** The id part of an upload key (books/<id>.png): originals and variant folders are named by it. */
function imageId(key: string): string {
  return key.replace(/^books\//, '').replace(/\.\w+$/, '');
}

describe.each(DB_KINDS)('accounts on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let smtpUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    mailbox = new TestMailbox();
    smtpUrl = await mailbox.start();
    dataDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'booknook-account-'));
    t = await createTestApp(kind, { smtpUrl, publicUrl: 'https://books.example', dataDir });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.testDb.database.db;

  /** A second browser of the same member (another device). */
  async function anotherDevice(member: Member, userAgent: string): Promise<TestClient> {
    const client = new TestClient(t.app);
    const login = await client.post(
      '/api/v1/users/login/',
      { email: member.email, password: member.password },
      { headers: { 'user-agent': userAgent } },
    );
    expect(login.statusCode).toBe(200);
    return client;
  }

  describe('profile', () => {
    it('is for members only: 401 for a guest, whatever the route', async () => {
      const guest = new TestClient(t.app);
      await guest.get('/api/v1/users/me/'); // the CSRF cookie, so that what answers is the session check
      for (const [method, url] of [
        ['PATCH', '/api/v1/users/me/'],
        ['POST', '/api/v1/users/me/email/'],
        ['POST', '/api/v1/users/me/password/'],
        ['GET', '/api/v1/users/me/sessions/'],
        ['DELETE', '/api/v1/users/me/sessions/'],
        ['DELETE', '/api/v1/users/me/sessions/1/'],
        ['GET', '/api/v1/users/me/export/'],
        ['DELETE', '/api/v1/users/me/'],
      ] as const) {
        const response = await guest.request(method, url, { json: {} });
        expect([url, response.statusCode]).toEqual([url, 401]);
      }
    });

    it('changes names, location, phone and the hide-phone choice with the register rules', async () => {
      const member = await newMember(t);
      const bad = await member.client.patch('/api/v1/users/me/', { phone_number: '98000-12ab-34', first_name: ' - ' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().errors).toEqual({
        phone_number: userFieldTexts.phoneNumber.invalid,
        first_name: userFieldTexts.firstName.tooShort,
      });
      expect((await member.client.patch('/api/v1/users/me/', {})).json()).toEqual({ detail: A.nothingToChange });

      const saved = await member.client.patch('/api/v1/users/me/', {
        first_name: '  Meera ',
        last_name: 'Shrestha',
        location: 'Lalitpur',
        phone_number: '+977 980-1234567',
        hide_phone_number: true,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        first_name: 'Meera',
        location: 'Lalitpur',
        phone_number: '+977 980-1234567',
        hide_phone_number: true,
      });
      // Username and email do not change here (unknown fields are dropped).
      await member.client.patch('/api/v1/users/me/', { username: 'someone_else', first_name: 'Meera' });
      expect((await member.client.get('/api/v1/users/me/')).json()).toMatchObject({ username: member.username, first_name: 'Meera' });
    });

    it('shows a member the new phone number on the seller’s book', async () => {
      const seller = await newMember(t);
      const book = await listedBook(t, seller);
      await seller.client.patch('/api/v1/users/me/', { phone_number: '9811111111' });
      const buyer = await newMember(t);
      const contact = await buyer.client.get(`/api/v1/books/${book}/contact/`);
      expect(contact.json()).toMatchObject({ phone_number: '9811111111' });
    });
  });

  describe('email', () => {
    it('needs the current password and an address nobody else has', async () => {
      const member = await newMember(t);
      const other = await newMember(t);
      const wrong = await member.client.post('/api/v1/users/me/email/', { email: 'new@example.com', password: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: A.wrongPassword, errors: { password: A.wrongPassword } });
      // An address another account has: the same answer as a free one, and its owner is told instead.
      const taken = await member.client.post('/api/v1/users/me/email/', { email: other.email.toUpperCase(), password: member.password });
      expect(taken.statusCode).toBe(200);
      expect(taken.json<{ detail: string }>().detail).toBe(V.emailChangeSent(other.email.toUpperCase()));
      expect((await mailbox.next(other.email, { subject: V.mail.existsSubject })).text).toContain('https://books.example/forgot-password');
      const invalid = await member.client.post('/api/v1/users/me/email/', { email: 'not-an-email', password: member.password });
      expect(invalid.json<ErrorBody>().errors).toEqual({ email: userFieldTexts.email.invalid });
      const same = await member.client.post('/api/v1/users/me/email/', { email: member.email, password: member.password });
      expect(same.json<ErrorBody>().errors).toEqual({ email: V.sameEmail });

      // A free address waits for its link; until then the member signs in with the old one.
      const newEmail = `changed_${member.username}@example.com`;
      const asked = await member.client.post('/api/v1/users/me/email/', { email: newEmail, password: member.password });
      expect(asked.statusCode).toBe(200);
      expect(asked.json<{ user: { email: string; pending_email: string | null } }>().user).toMatchObject({
        email: member.email,
        pending_email: newEmail,
      });
      expect((await new TestClient(t.app).post('/api/v1/users/login/', { email: newEmail, password: member.password })).statusCode).toBe(
        401,
      );
      const link = await mailbox.next(newEmail, { subject: V.mail.confirmSubject });
      const token = verifyTokenOf(link);
      const confirmed = await new TestClient(t.app).post('/api/v1/users/verify-email/', { token });
      expect(confirmed.json()).toEqual({ detail: V.changed(newEmail) });
      expect((await new TestClient(t.app).post('/api/v1/users/verify-email/', { token })).statusCode).toBe(400);
      const me = (await member.client.get('/api/v1/users/me/')).json<{
        email: string;
        pending_email: string | null;
        email_verified: boolean;
      }>();
      expect(me).toMatchObject({ email: newEmail, pending_email: null, email_verified: true });
      const login = await new TestClient(t.app).post('/api/v1/users/login/', { email: newEmail, password: member.password });
      expect(login.statusCode).toBe(200);
      // The old address is told, in case it was not its owner who changed it.
      const notice = await mailbox.next(member.email, { subject: A.noticeMail.emailChangedSubject });
      expect(notice.text).toContain(newEmail);
      expect(notice.text).toContain('https://books.example/forgot-password');
    });
  });

  describe('password and sessions', () => {
    it('changes the password with the current one, ending every other session', async () => {
      const member = await newMember(t);
      const phone = await anotherDevice(member, CHROME_ANDROID);
      const wrong = await member.client.post('/api/v1/users/me/password/', { current_password: 'nope', new_password: 'a new password' });
      expect(wrong.json()).toEqual({ detail: A.wrongPassword, errors: { current_password: A.wrongPassword } });
      const short = await member.client.post('/api/v1/users/me/password/', { current_password: member.password, new_password: 'short' });
      expect(short.json<ErrorBody>().errors).toEqual({ new_password: userFieldTexts.newPassword.tooShort });
      expect((await phone.get('/api/v1/users/me/')).statusCode).toBe(200);

      const changed = await member.client.post('/api/v1/users/me/password/', {
        current_password: member.password,
        new_password: 'a new password',
      });
      expect(changed.json()).toEqual({ detail: A.passwordChanged });
      expect((await phone.get('/api/v1/users/me/')).statusCode).toBe(401);
      expect((await member.client.get('/api/v1/users/me/')).statusCode).toBe(200);
      const old = await new TestClient(t.app).post('/api/v1/users/login/', { email: member.email, password: member.password });
      expect(old.statusCode).toBe(401);
      const fresh = await new TestClient(t.app).post('/api/v1/users/login/', { email: member.email, password: 'a new password' });
      expect(fresh.statusCode).toBe(200);
      expect((await mailbox.next(member.email, { subject: A.noticeMail.passwordChangedSubject })).subject).toBe(
        A.noticeMail.passwordChangedSubject,
      );
    });

    it('lists sessions with their device and this one marked, and ends one or all the others', async () => {
      const member = await newMember(t);
      const phone = await anotherDevice(member, CHROME_ANDROID);
      const laptop = await anotherDevice(member, FIREFOX_WINDOWS);
      const list = await phone.get('/api/v1/users/me/sessions/');
      expect(list.statusCode).toBe(200);
      const items = list.json<SessionList>().items;
      expect(items).toHaveLength(3);
      expect(items.filter((item) => item.is_current).map((item) => item.device)).toEqual(['Chrome on Android']);
      expect(items.map((item) => item.device)).toContain('Firefox on Windows');
      expect(JSON.stringify(list.json())).not.toMatch(/token/);

      // Another member's session id is not found; ending one of one's own works once.
      const stranger = await newMember(t);
      const laptopSession = items.find((item) => item.device === 'Firefox on Windows')!;
      expect((await stranger.client.delete(`/api/v1/users/me/sessions/${laptopSession.id}/`)).statusCode).toBe(404);
      expect((await laptop.get('/api/v1/users/me/')).statusCode).toBe(200);
      expect((await phone.delete(`/api/v1/users/me/sessions/${laptopSession.id}/`)).json()).toEqual({ detail: A.sessionEnded });
      expect((await laptop.get('/api/v1/users/me/')).statusCode).toBe(401);
      expect((await phone.delete(`/api/v1/users/me/sessions/${laptopSession.id}/`)).statusCode).toBe(404);

      // Everywhere else: the first browser's session ends, this one stays.
      expect((await phone.delete('/api/v1/users/me/sessions/')).json()).toEqual({ detail: A.otherSessionsEnded(1) });
      expect((await member.client.get('/api/v1/users/me/')).statusCode).toBe(401);
      expect((await phone.get('/api/v1/users/me/sessions/')).json<SessionList>().items).toHaveLength(1);

      // Ending this very session signs this browser out.
      const mine = (await phone.get('/api/v1/users/me/sessions/')).json<SessionList>().items[0]!.id;
      expect((await phone.delete(`/api/v1/users/me/sessions/${mine}/`)).json()).toEqual({ detail: userTexts.loggedOut });
      expect((await phone.get('/api/v1/users/me/')).statusCode).toBe(401);
    });

    it('counts password checks per member: the 11th in 15 minutes is 429', async () => {
      const limited = await createTestApp(kind, { rateLimitMultiplier: 1 });
      try {
        const member = await newMember(limited);
        for (let i = 0; i < 10; i += 1) {
          const response = await member.client.post('/api/v1/users/me/password/', {
            current_password: `guess ${i}`,
            new_password: 'a new password',
          });
          expect(response.statusCode).toBe(400);
        }
        const over = await member.client.post('/api/v1/users/me/password/', {
          current_password: member.password,
          new_password: 'a new password',
        });
        expect(over.statusCode).toBe(429);
        expect(over.headers['retry-after']).toBeDefined();
      } finally {
        await limited.close();
      }
    });
  });

  describe('forgotten password', () => {
    it('mails a single-use link that sets a new password and ends every session', async () => {
      const member = await newMember(t);
      const phone = await anotherDevice(member, CHROME_ANDROID);
      const guest = new TestClient(t.app);
      const asked = await guest.post('/api/v1/users/password-reset/', { email: member.email.toUpperCase() });
      expect(asked.json()).toEqual({ detail: A.resetRequested });
      const mail = await mailbox.next(member.email, { subject: A.resetMail.subject });
      expect(mail.html).toContain('https://books.example/reset-password#token=');
      const token = tokenOf(mail);
      // Only the token's hash is stored.
      const stored = await db().selectFrom('password_resets').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).toContain(sha256Hex(token));
      expect(JSON.stringify(stored)).not.toContain(token);

      const short = await guest.post('/api/v1/users/password-reset/confirm/', { token, new_password: 'short' });
      expect(short.json<ErrorBody>().errors).toEqual({ new_password: userFieldTexts.newPassword.tooShort });
      const done = await guest.post('/api/v1/users/password-reset/confirm/', { token, new_password: 'brand new secret' });
      expect(done.json()).toEqual({ detail: A.resetDone });
      expect((await phone.get('/api/v1/users/me/')).statusCode).toBe(401);
      expect((await member.client.get('/api/v1/users/me/')).statusCode).toBe(401);
      const again = await guest.post('/api/v1/users/password-reset/confirm/', { token, new_password: 'another secret' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: A.resetInvalid, errors: { token: A.resetInvalid } });
      const login = await new TestClient(t.app).post('/api/v1/users/login/', { email: member.email, password: 'brand new secret' });
      expect(login.statusCode).toBe(200);
    });

    it('answers the same for an unknown address and mails nobody', async () => {
      const member = await newMember(t);
      const guest = new TestClient(t.app);
      const unknown = await guest.post('/api/v1/users/password-reset/', { email: 'nobody-here@example.com' });
      const known = await guest.post('/api/v1/users/password-reset/', { email: member.email });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      await mailbox.next(member.email, { subject: A.resetMail.subject });
      expect(mailedTo(mailbox, 'nobody-here@example.com')).toBe(false);
      const invalid = await guest.post('/api/v1/users/password-reset/', { email: 'not an email' });
      expect(invalid.json<ErrorBody>().errors).toEqual({ email: userFieldTexts.email.invalid });
    });

    it('works once when the same link is used several times at once', async () => {
      const member = await newMember(t);
      await new TestClient(t.app).post('/api/v1/users/password-reset/', { email: member.email });
      const token = tokenOf(await mailbox.next(member.email, { subject: A.resetMail.subject }));
      const attempts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          new TestClient(t.app).post('/api/v1/users/password-reset/confirm/', { token, new_password: `raced password ${i}` }),
        ),
      );
      const codes = attempts.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 400, 400, 400, 400, 400]);
      const winner = attempts.findIndex((response) => response.statusCode === 200);
      const login = await new TestClient(t.app).post('/api/v1/users/login/', { email: member.email, password: `raced password ${winner}` });
      expect(login.statusCode).toBe(200);
    });

    it('refuses an expired link and a made-up one', async () => {
      const member = await newMember(t);
      const guest = new TestClient(t.app);
      await guest.post('/api/v1/users/password-reset/', { email: member.email });
      const token = tokenOf(await mailbox.next(member.email, { subject: A.resetMail.subject }));
      await db()
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', sha256Hex(token))
        .execute();
      const expired = await guest.post('/api/v1/users/password-reset/confirm/', { token, new_password: 'brand new secret' });
      expect(expired.json<ErrorBody>().detail).toBe(A.resetInvalid);
      const madeUp = await guest.post('/api/v1/users/password-reset/confirm/', { token: 'x'.repeat(43), new_password: 'brand new secret' });
      expect(madeUp.json<ErrorBody>().detail).toBe(A.resetInvalid);
      const login = await new TestClient(t.app).post('/api/v1/users/login/', { email: member.email, password: member.password });
      expect(login.statusCode).toBe(200);
    });

    it('limits requests per address (3 an hour) and per client (10 an hour)', async () => {
      const limited = await createTestApp(kind, { rateLimitMultiplier: 1, smtpUrl });
      try {
        const guest = new TestClient(limited.app);
        const from = (n: number) => ({ headers: { 'x-forwarded-for': `192.0.2.${n}` } });
        for (let i = 0; i < 3; i += 1) {
          expect((await guest.post('/api/v1/users/password-reset/', { email: 'someone@example.com' }, from(i))).statusCode).toBe(200);
        }
        const perAddress = await guest.post('/api/v1/users/password-reset/', { email: 'SOMEONE@example.com' }, from(9));
        expect(perAddress.statusCode).toBe(429);
        expect(perAddress.json<ErrorBody>().detail).toMatch(/^Too many reset requests/);
        for (let i = 0; i < 10; i += 1) {
          expect((await guest.post('/api/v1/users/password-reset/', { email: `person${i}@example.com` }, from(50))).statusCode).toBe(200);
        }
        expect((await guest.post('/api/v1/users/password-reset/', { email: 'person99@example.com' }, from(50))).statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('download my data', () => {
    it('is a JSON file of the profile, books, bookmarks, reports and conversations, never a secret', async () => {
      const seller = await newMember(t);
      const member = await newMember(t);
      const theirBook = await listedBook(t, seller, { name: 'Their Chemistry' });
      const myBook = await createBook(t, member, { name: 'My Own Physics', isbn: '0-306-40615-2' });
      await member.client.post('/api/v1/bookmarks/', { book_id: theirBook });
      await member.client.post('/api/v1/reports/report-book/', { book_id: theirBook, reason: 'Looks like a scam' });
      const started = await member.client.post('/api/v1/conversations/', { book_id: theirBook });
      const conversation = started.json<{ id: number }>().id;
      await member.client.post(`/api/v1/conversations/${conversation}/messages/`, { body: 'Is it still available?' });
      await seller.client.post(`/api/v1/conversations/${conversation}/messages/`, { body: 'Yes, it is.' });

      const exported = await member.client.get('/api/v1/users/me/export/');
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="booknook-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
      );
      const data = exported.json<Exported>();
      expect(data.profile).toMatchObject({ username: member.username, email: member.email });
      expect(data.books.map((book) => book.id)).toEqual([myBook]);
      // The ISBN the seller gave (issue 40), as stored.
      expect(data.books[0]).toMatchObject({ isbn: '9780306406157' });
      expect(data.bookmarks).toMatchObject([{ book_id: theirBook, book_name: 'Their Chemistry' }]);
      expect(data.reports).toMatchObject([{ book_id: theirBook, reason: 'Looks like a scam' }]);
      expect(data.conversations).toMatchObject([
        {
          id: conversation,
          you_are: 'buyer',
          other_member: seller.username,
          messages: [
            { from_you: true, body: 'Is it still available?' },
            { from_you: false, body: 'Yes, it is.' },
          ],
        },
      ]);
      expect(exported.body).not.toMatch(/password|token_hash|argon2/);
    });
  });

  describe('delete my account', () => {
    it('needs the password, then leaves no row and no file of the member; the other member keeps the conversation', async () => {
      const member = await newMember(t);
      const buyer = await newMember(t);
      const otherSeller = await newMember(t);
      const image = await uploadImage(t, member);
      const myBook = await listedBook(t, member, { book_image: image, name: 'Leaving Physics', latitude: 27.7, longitude: 85.3 });
      await uploadImage(t, member); // an upload no book uses yet
      const theirBook = await listedBook(t, otherSeller);
      await member.client.post('/api/v1/bookmarks/', { book_id: theirBook });
      await member.client.post('/api/v1/reports/report-book/', { book_id: theirBook, reason: 'Wrong category' });
      await buyer.client.post('/api/v1/bookmarks/', { book_id: myBook });
      const conversation = (await buyer.client.post('/api/v1/conversations/', { book_id: myBook })).json<{ id: number }>().id;
      await buyer.client.post(`/api/v1/conversations/${conversation}/messages/`, { body: 'Hello!' });
      await member.client.post(`/api/v1/conversations/${conversation}/messages/`, { body: 'Hi, it is yours.' });
      await member.client.get(`/api/v1/books/${theirBook}/contact/`);
      await member.client.post('/api/v1/users/password-reset/', { email: member.email });
      await mailbox.next(member.email, { subject: A.resetMail.subject });
      const media = path.join(dataDir, 'media');
      const filesBefore = filesUnder(media).length;
      const memberFiles = filesUnder(media).filter((name) => name.includes(imageId(image))).length;
      expect(memberFiles).toBeGreaterThan(0);

      const wrong = await member.client.delete('/api/v1/users/me/', { password: 'not it' });
      expect(wrong.json()).toEqual({ detail: A.wrongPassword, errors: { password: A.wrongPassword } });
      expect((await member.client.get('/api/v1/users/me/')).statusCode).toBe(200);

      const deleted = await member.client.delete('/api/v1/users/me/', { password: member.password });
      expect(deleted.json()).toEqual({ detail: A.deleted });
      expect((await member.client.get('/api/v1/users/me/')).statusCode).toBe(401);

      // No row of the member is left anywhere.
      const count = async (
        table: 'sessions' | 'books' | 'bookmarks' | 'uploads' | 'password_resets' | 'member_location_secrets' | 'retired_location_offsets',
        column = 'user_id',
      ) =>
        Number(
          (
            await db()
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .where(column as never, '=', member.id as never)
              .executeTakeFirstOrThrow()
          ).n,
        );
      for (const table of [
        'sessions',
        'books',
        'bookmarks',
        'uploads',
        'password_resets',
        'member_location_secrets',
        'retired_location_offsets',
      ] as const) {
        expect([table, await count(table)]).toEqual([table, 0]);
      }
      const reveals = await db().selectFrom('contact_reveals').selectAll().where('viewer_id', '=', member.id).execute();
      expect(reveals).toEqual([]);
      const limits = await db().selectFrom('rate_limits').selectAll().where('bucket', 'like', `%:user:${member.id}`).execute();
      expect(limits).toEqual([]);
      expect(await db().selectFrom('books').select('id').where('id', '=', myBook).execute()).toEqual([]);
      expect(await db().selectFrom('bookmarks').select('id').where('book_id', '=', myBook).execute()).toEqual([]);
      // Every file of the member's images is gone; the other sellers' files stay.
      expect(filesUnder(media).filter((name) => name.includes(imageId(image)))).toEqual([]);
      expect(filesUnder(media).length).toBeLessThan(filesBefore);
      expect(filesUnder(media).length).toBeGreaterThan(0);

      // The buyer keeps the conversation, with the seller shown as a former member.
      const kept = await buyer.client.get(`/api/v1/conversations/${conversation}/`);
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ other_member: null, book: { id: null, name: 'Leaving Physics', status: 'deleted' } });
      const history = await buyer.client.get(`/api/v1/conversations/${conversation}/messages/`);
      expect(history.json<{ results: { body: string }[] }>().results.map((message) => message.body)).toEqual([
        'Hello!',
        'Hi, it is yours.',
      ]);
      // The report stays with the moderators, no longer naming who made it.
      const reports = await db().selectFrom('reports').select(['user_id', 'reason']).where('book_id', '=', theirBook).execute();
      expect(reports).toEqual([{ user_id: null, reason: 'Wrong category' }]);

      // Signing in fails; the username and email can be taken again.
      const login = await new TestClient(t.app).post('/api/v1/users/login/', { email: member.email, password: member.password });
      expect(login.statusCode).toBe(401);
      const again = await new TestClient(t.app).post('/api/v1/users/register/', {
        first_name: 'Again',
        last_name: 'Member',
        username: member.username,
        email: member.email,
        password: 'a fresh password',
        location: 'Pune',
        phone_number: '9800000000',
      });
      expect(again.statusCode).toBe(201);
    });

    it('removes a conversation nobody is left in', async () => {
      const seller = await newMember(t);
      const buyer = await newMember(t);
      const book = await listedBook(t, seller);
      const conversation = (await buyer.client.post('/api/v1/conversations/', { book_id: book })).json<{ id: number }>().id;
      await buyer.client.post(`/api/v1/conversations/${conversation}/messages/`, { body: 'Hello!' });
      await buyer.client.delete('/api/v1/users/me/', { password: buyer.password });
      expect(await db().selectFrom('conversations').select('id').where('id', '=', conversation).execute()).toHaveLength(1);
      await seller.client.delete('/api/v1/users/me/', { password: seller.password });
      expect(await db().selectFrom('conversations').select('id').where('id', '=', conversation).execute()).toEqual([]);
      expect(await db().selectFrom('messages').select('id').where('conversation_id', '=', conversation).execute()).toEqual([]);
    });
  });
});

describe('mail without SMTP_URL', () => {
  it('is written to DATA_DIR/outbox as an .eml file and its link logged', async () => {
    const dataDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'booknook-outbox-'));
    const t = await createTestApp('pglite', { dataDir, smtpUrl: undefined });
    try {
      const member = await newMember(t);
      await new TestClient(t.app).post('/api/v1/users/password-reset/', { email: member.email });
      const outbox = path.join(dataDir, 'outbox');
      // The member's confirmation link is there too: look for the reset mail among the files.
      let found: { file: string; mail: ParsedMail } | undefined;
      for (let i = 0; i < 50 && !found; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
          const parsed = await simpleParser(fs.readFileSync(path.join(outbox, file)));
          if (parsed.subject === A.resetMail.subject) found = { file, mail: parsed };
        }
      }
      expect(found?.file).toMatch(new RegExp(`-${member.email.replace('.', '\\.')}\\.eml$`));
      const mail = found!.mail;
      expect(tokenOf(mail)).toHaveLength(43);
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
