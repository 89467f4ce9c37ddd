import fs from 'node:fs';
import path from 'node:path';
import { LISTING_EXPIRY_JOB, LISTING_REMINDER_JOB } from '../../../src/features/listings/lifetime';
import { NOTIFICATION_MAIL_JOB } from '../../../src/features/notifications/notifier';
import { messages } from '../../../src/texts';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { TestMailbox } from '../../helpers/mailbox';
import { createBook, newMember, type Member } from '../../helpers/world';
import { listingTexts } from '../../../src/features/listings/texts';

// Issue 25: a listing lives LISTING_LIFETIME_S from its acceptance; EXPIRY_REMINDER_S before the end
// its owner is reminded by notification and mail with a one-tap renewal that needs no sign-in; an
// ended listing leaves Browse, search and the sitemap, its page says so, My Books shows it Expired.

const LIFETIME_S = 3;
const REMINDER_S = 2;

describe.each(DB_KINDS)('listings that end on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let dataDir: string;
  let moderator: Member;

  beforeAll(async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    dataDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'booknook-expiry-'));
    t = await createTestApp(kind, {
      smtpUrl,
      publicUrl: 'https://books.example',
      dataDir,
      listingLifetimeSeconds: LIFETIME_S,
      expiryReminderSeconds: REMINDER_S,
    });
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function acceptedBook(seller: Member, name: string): Promise<number> {
    const book = await createBook(t, seller, { name });
    const { version } = (await moderator.client.get(`/api/v1/moderation/books/${book}/`)).json<{ version: number }>();
    expect((await moderator.client.post(`/api/v1/moderation/books/${book}/accept/`, { version })).statusCode).toBe(200);
    return book;
  }

  /** Every book sitemap's text, as a search engine reads them from the index. */
  async function sitemaps(): Promise<string> {
    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/books-[^<]+\.xml)<\/loc>/g)].map((match) => match[1]!);
    const bodies = await Promise.all(files.map(async (file) => (await t.app.inject({ method: 'GET', url: file })).body));
    return bodies.join('\n');
  }

  const browseFinds = async (word: string) =>
    (await new TestClient(t.app).get(`/api/v1/books/?name=${word}`)).json<{ count: number }>().count;

  it('reminds the owner before the end, by mail with a link that renews without signing in', async () => {
    const seller = await newMember(t);
    const book = await acceptedBook(seller, 'Renewable Quasar');
    expect(await t.app.jobs.runDue(LISTING_REMINDER_JOB)).toBe(0);
    await wait((LIFETIME_S - REMINDER_S) * 1000 + 300);
    await t.app.jobs.runDue(LISTING_REMINDER_JOB);
    const bell = (await seller.client.get('/api/v1/notifications/')).json<{ results: { kind: string }[] }>();
    expect(bell.results.map((item) => item.kind)).toContain('listing_expiring');
    await t.app.jobs.runDue(NOTIFICATION_MAIL_JOB);
    const mail = await mailbox.next(seller.email, { subject: messages.mail.expiringSubject('Renewable Quasar') });
    const token = /\/renew#token=([^\s)]+)/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    const stranger = new TestClient(t.app);
    const renewed = await stranger.post('/api/v1/books/renew/', { token: decodeURIComponent(token!) });
    expect(renewed.statusCode).toBe(200);
    const { expires_at: expiresAt } = renewed.json<{ expires_at: string }>();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + (LIFETIME_S - 1) * 1000);
    const tampered = await stranger.post('/api/v1/books/renew/', { token: `${decodeURIComponent(token!)}x` });
    expect(tampered.json()).toEqual({ detail: listingTexts.renewLinkInvalid, errors: { token: listingTexts.renewLinkInvalid } });
    const page = (await new TestClient(t.app).get(`/api/v1/books/${book}/`)).json<{ expires_at: string; is_expired: boolean }>();
    expect(page).toMatchObject({ expires_at: expiresAt, is_expired: false });
    expect(await browseFinds('quasar')).toBe(1);
  });

  it('refuses, and says so, a renewal link whose listing was deleted or is no longer the member’s', async () => {
    const [seller, other] = [await newMember(t), await newMember(t)];
    const deleted = await acceptedBook(seller, 'Deleted Dodo');
    const kept = await acceptedBook(seller, 'Kept Kiwi');
    const db = t.testDb.database.db;
    await db.updateTable('books').set({ is_expired: true }).where('id', 'in', [deleted, kept]).execute();
    expect((await seller.client.delete(`/api/v1/books/${deleted}/`)).statusCode).toBe(200);
    const guest = new TestClient(t.app);
    const gone = { detail: listingTexts.renewLinkGone };
    const staleLink = await t.app.mailLinks.renewToken(seller.id, deleted);
    const refused = await guest.post('/api/v1/books/renew/', { token: staleLink });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(gone);
    // A link naming a member who does not own the book renews nothing.
    const notTheirs = await guest.post('/api/v1/books/renew/', { token: await t.app.mailLinks.renewToken(other.id, kept) });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual(gone);
    expect(await db.selectFrom('books').select('is_expired').where('id', '=', kept).executeTakeFirstOrThrow()).toEqual({
      is_expired: true,
    });
    // Signed in, another member's book is simply not found.
    expect((await other.client.post(`/api/v1/books/${kept}/renew/`)).json()).toEqual({ detail: messages.errors.notFound });
  });

  // PGlite runs one statement at a time; the race needs a server that runs both at once.
  (kind === 'postgresql' ? it : it.skip)('never ends a listing its owner renewed meanwhile: a renewal races the expiry sweep', async () => {
    const seller = await newMember(t);
    // One after another: one seller's photos wait in their own small queue (a 503 past it), which is not under test.
    const books: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) books.push(await acceptedBook(seller, `Racing Almanac ${n}`));
    await wait(LIFETIME_S * 1000 + 300);
    const db = t.testDb.database.db;
    const [renewals] = await Promise.all([
      Promise.all(books.map((book) => seller.client.post(`/api/v1/books/${book}/renew/`))),
      t.app.lifetimes.expireDue(),
    ]);
    expect(renewals.map((answer) => answer.statusCode)).toEqual(books.map(() => 200));
    // Whichever came first, each book ends up listed until a full lifetime from its renewal.
    const rows = await db.selectFrom('books').select(['id', 'is_expired', 'expires_at']).where('id', 'in', books).execute();
    for (const row of rows) {
      expect(row.is_expired).toBe(false);
      expect(row.expires_at!.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('ends a listing on time: gone from Browse, search words and the sitemap; its page and My Books say so; renewing lists it again', async () => {
    const seller = await newMember(t);
    const book = await acceptedBook(seller, 'Perishable Zephyrine');
    expect(await browseFinds('zephyrine')).toBe(1);
    expect(await sitemaps()).toContain(`/books/${book}<`);
    await wait(LIFETIME_S * 1000 + 300);
    await t.app.jobs.runDue(LISTING_REMINDER_JOB);
    await t.app.jobs.runDue(LISTING_EXPIRY_JOB);
    expect(await browseFinds('zephyrine')).toBe(0);
    const words = await t.testDb.database.db.selectFrom('search_words').select('word').where('word', '=', 'zephyrine').execute();
    expect(words).toEqual([]);
    expect(await sitemaps()).not.toContain(`/books/${book}<`);
    const page = (await new TestClient(t.app).get(`/api/v1/books/${book}/`)).json<{ is_expired: boolean }>();
    expect(page.is_expired).toBe(true);
    const mine = (await seller.client.get('/api/v1/books/current-users/?filter_by=expired')).json<{ items: { id: number }[] }>();
    expect(mine.items.map((item) => item.id)).toEqual([book]);
    const kinds = (await seller.client.get('/api/v1/notifications/'))
      .json<{ results: { kind: string }[] }>()
      .results.map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['listing_expired', 'book_accepted']));

    const renewed = await seller.client.post(`/api/v1/books/${book}/renew/`);
    expect(renewed.statusCode).toBe(200);
    expect(await browseFinds('zephyrine')).toBe(1);
    const someoneElse = await newMember(t);
    expect((await someoneElse.client.post(`/api/v1/books/${book}/renew/`)).statusCode).toBe(404);
  });

  it('never reminds or ends a sold or disabled book', async () => {
    const seller = await newMember(t);
    const sold = await acceptedBook(seller, 'Sold Sundial');
    const disabled = await acceptedBook(seller, 'Disabled Dulcimer');
    await seller.client.patch(`/api/v1/books/mark-as-sold/${sold}/`);
    await moderator.client.post(`/api/v1/moderation/books/${disabled}/disable/`, {});
    await wait(LIFETIME_S * 1000 + 300);
    await t.app.jobs.runDue(LISTING_REMINDER_JOB);
    await t.app.jobs.runDue(LISTING_EXPIRY_JOB);
    const told = await t.testDb.database.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', seller.id)
      .where('kind', 'in', ['listing_expiring', 'listing_expired'])
      .execute();
    expect(told).toEqual([]);
    expect((await seller.client.post(`/api/v1/books/${sold}/renew/`)).statusCode).toBe(409);
  });

  it('catches up with listings whose jobs were lost, in the hourly sweep', async () => {
    const seller = await newMember(t);
    const book = await acceptedBook(seller, 'Forgotten Fennel');
    // As if the jobs were lost: drop them, and let the time pass.
    await t.app.jobs.runDue(LISTING_REMINDER_JOB);
    await wait(LIFETIME_S * 1000 + 300);
    expect(await t.app.lifetimes.remindDue()).toBeGreaterThanOrEqual(0);
    expect(await t.app.lifetimes.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await new TestClient(t.app).get(`/api/v1/books/${book}/`)).json<{ is_expired: boolean }>().is_expired).toBe(true);
  });
});
