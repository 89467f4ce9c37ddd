import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { CONTACT_REVEALS } from '../../../src/features/books/limits';
import { messages } from '../../../src/texts';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { keysOf } from '../../helpers/json';
import { createTestApp, TestClient, validRegistration, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';
import { contactTexts } from '../../../src/features/books/texts';

// Issue 12.3: a seller's phone number and email are for signed-in members, who ask for them
// (GET /books/{id}/contact/) and may open a limited number of sellers per hour; guests see the
// name and the area. A seller may hide the phone number.

/** A fifth of the real limit (20 → 4 sellers per hour), so that the test reaches it. */
const MULTIPLIER = 0.2;
const PER_HOUR = Math.floor(CONTACT_REVEALS.perWindow * MULTIPLIER);
const PER_MEMBER_DAY = Math.floor(CONTACT_REVEALS.perMemberDay * MULTIPLIER);
const PER_NETWORK_DAY = Math.floor(CONTACT_REVEALS.perNetworkDay * MULTIPLIER);

interface Contact {
  email: string;
  phone_number: string | null;
  phone_number_hidden: boolean;
}

describe.each(DB_KINDS)('seller contacts on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitMultiplier: MULTIPLIER });
    seller = await newMember(t, { first_name: 'Sita' });
    buyer = await newMember(t);
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  const contactOf = (client: TestClient, id: number) => client.get(`/api/v1/books/${id}/contact/`);

  it('puts contacts in a book page only for members with a confirmed address, never for guests or with with_contact=false', async () => {
    const id = await listedBook(t, seller);
    const guest = new TestClient(t.app);
    const unconfirmed = await newMember(t, { verified: false });
    const nameAndArea = { first_name: 'Sita', last_name: validRegistration.last_name, username: seller.username, location: 'Pune' };
    for (const [client, query] of [
      [guest, ''],
      [unconfirmed.client, ''],
      [buyer.client, '?with_contact=false'],
    ] as const) {
      const detail = await client.get(`/api/v1/books/${id}/${query}`);
      expect(detail.statusCode).toBe(200);
      const body = detail.json<{ user: Record<string, unknown> }>();
      expect(body.user).toEqual(nameAndArea);
      expect([...keysOf(body)].filter((key) => /phone|email/i.test(key))).toEqual([]);
      expect(detail.body).not.toContain(seller.email);
      expect(detail.body).not.toContain(validRegistration.phone_number);
    }
    // The contract's reader (LocalBook's front end) finds them where it always did, counted as a reveal.
    const before = await t.testDb.database.db.selectFrom('contact_reveals').select('seller_id').where('viewer_id', '=', buyer.id).execute();
    const member = (await buyer.client.get(`/api/v1/books/${id}/`)).json<{ user: Record<string, unknown> }>();
    expect(member.user).toEqual({ ...nameAndArea, email: seller.email, phone_number: validRegistration.phone_number });
    const after = await t.testDb.database.db.selectFrom('contact_reveals').select('seller_id').where('viewer_id', '=', buyer.id).execute();
    expect(after.map((row) => row.seller_id)).toContain(seller.id);
    expect(after.length - before.length).toBeLessThanOrEqual(1);
    // Never in lists.
    for (const response of [await guest.get('/api/v1/books/?limit=100'), await buyer.client.get('/api/v1/bookmarks/')]) {
      expect(response.body).not.toContain(seller.email);
      expect(response.body).not.toContain(validRegistration.phone_number);
    }
  });

  it('refuses contacts to a member who has not confirmed their address, saying how', async () => {
    const id = await listedBook(t, seller);
    const unconfirmed = await newMember(t, { verified: false });
    const refused = await contactOf(unconfirmed.client, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: messages.verification.required(unconfirmed.email) });
  });

  it('gives guests 401 and signed-in members the phone number and email', async () => {
    const id = await listedBook(t, seller);
    const guest = new TestClient(t.app);
    await guest.get('/api/v1/health');
    const refused = await contactOf(guest, id);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: messages.errors.notAuthenticated });
    const contact = await contactOf(buyer.client, id);
    expect(contact.statusCode).toBe(200);
    expect(contact.json<Contact>()).toEqual({
      email: seller.email,
      phone_number: validRegistration.phone_number,
      phone_number_hidden: false,
    });
    // A book the member may not see has no seller to contact.
    expect((await contactOf(buyer.client, await createBook(t, seller))).statusCode).toBe(404);
    expect((await contactOf(buyer.client, 987654)).statusCode).toBe(404);
  });

  it('keeps a hidden phone number from members, not from the seller or moderators', async () => {
    const private_ = new TestClient(t.app);
    const account = { ...validRegistration, username: 'quiet_seller', email: 'quiet@example.com', hide_phone_number: true };
    expect((await private_.post('/api/v1/users/register/', account)).statusCode).toBe(201);
    const login = await private_.post('/api/v1/users/login/', { email: account.email, password: account.password });
    expect(login.json()).toMatchObject({ hide_phone_number: true, phone_number: account.phone_number });
    expect((await private_.get('/api/v1/users/me/')).json()).toMatchObject({ hide_phone_number: true });
    const row = await t.testDb.database.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
    const quiet: Member = { client: private_, id: row.id, username: account.username, email: account.email, password: account.password };
    const id = await listedBook(t, quiet);

    expect((await contactOf(buyer.client, id)).json<Contact>()).toEqual({
      email: account.email,
      phone_number: null,
      phone_number_hidden: true,
    });
    expect((await contactOf(private_, id)).json<Contact>()).toEqual({
      email: account.email,
      phone_number: account.phone_number,
      phone_number_hidden: true,
    });
    expect((await contactOf(moderator.client, id)).json<Contact>().phone_number).toBe(account.phone_number);
    // Members who do not hide it say so explicitly, or not at all.
    expect(
      (await new TestClient(t.app).post('/api/v1/users/register/', { ...validRegistration, hide_phone_number: 'yes' })).statusCode,
    ).toBe(400);
  });

  it(`lets a member open ${PER_HOUR} sellers an hour: then 429 with Retry-After; sellers already opened stay open`, async () => {
    const member = await newMember(t);
    const sellers: Member[] = [];
    const books: number[] = [];
    for (let i = 0; i <= PER_HOUR; i += 1) {
      sellers.push(await newMember(t));
      books.push(await listedBook(t, sellers[i]!));
    }
    for (const id of books.slice(0, PER_HOUR)) {
      expect((await contactOf(member.client, id)).statusCode).toBe(200);
      expect((await contactOf(member.client, id)).statusCode).toBe(200); // again: the same seller counts once
    }
    const limited = await contactOf(member.client, books[PER_HOUR]!);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(CONTACT_REVEALS.windowSeconds - 120);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_REVEALS.windowSeconds);
    expect(limited.json()).toEqual({ detail: contactTexts.limitReached(PER_HOUR, retryAfter) });
    // Another book of a seller already opened is fine; the seller and moderators are never limited.
    expect((await contactOf(member.client, await listedBook(t, sellers[0]!))).statusCode).toBe(200);
    for (let i = 0; i <= PER_HOUR; i += 1) expect((await contactOf(moderator.client, books[i]!)).statusCode).toBe(200);
    for (let i = 0; i <= PER_HOUR; i += 1) expect((await contactOf(seller.client, await listedBook(t, seller))).statusCode).toBe(200);
  });

  /** `count` sellers, each with a listed book: the books' ids. */
  async function sellersWithBooks(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) ids.push(await listedBook(t, await newMember(t)));
    return ids;
  }

  it(`lets a member open ${PER_MEMBER_DAY} sellers a day, hour after hour`, async () => {
    const member = await newMember(t);
    const books = await sellersWithBooks(PER_MEMBER_DAY + 1);
    for (const [index, id] of books.slice(0, PER_MEMBER_DAY).entries()) {
      expect((await contactOf(member.client, id)).statusCode).toBe(200);
      // An hour later each time, as far as the hourly limit can tell.
      if ((index + 1) % PER_HOUR === 0) {
        await t.testDb.database.db
          .updateTable('contact_reveals')
          .set({ revealed_at: sql<Date>`revealed_at - interval '2 hours'` })
          .where('viewer_id', '=', member.id)
          .execute();
      }
    }
    const over = await contactOf(member.client, books[PER_MEMBER_DAY]!);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ detail: string }>().detail).toMatch(/sellers today/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(60 * 60);
  });

  it(`lets one network open ${PER_NETWORK_DAY} sellers a day, however many accounts it uses; the book page then leaves them out`, async () => {
    const books = await sellersWithBooks(PER_NETWORK_DAY + 1);
    const network = { 'x-forwarded-for': '203.0.113.77' };
    const accounts: Member[] = [];
    for (let i = 0; i < Math.ceil(PER_NETWORK_DAY / PER_HOUR) + 1; i += 1) {
      const account = await newMember(t);
      Object.assign(account.client.headers, network);
      accounts.push(account);
    }
    let opened = 0;
    for (const id of books.slice(0, PER_NETWORK_DAY)) {
      const account = accounts[Math.floor(opened / PER_HOUR)]!;
      expect((await contactOf(account.client, id)).statusCode).toBe(200);
      opened += 1;
    }
    const fresh = accounts[accounts.length - 1]!;
    const over = await contactOf(fresh.client, books[PER_NETWORK_DAY]!);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ detail: string }>().detail).toMatch(/from your network/);
    // A seller already opened from this network stays open.
    expect((await contactOf(fresh.client, books[0]!)).statusCode).toBe(200);
    const page = await fresh.client.get(`/api/v1/books/${books[PER_NETWORK_DAY]!}/`);
    expect(page.statusCode).toBe(200);
    expect(page.json<{ user: Record<string, unknown> }>().user.email).toBeUndefined();
    // Another network is not affected.
    const elsewhere = await newMember(t);
    expect((await contactOf(elsewhere.client, books[PER_NETWORK_DAY]!)).statusCode).toBe(200);
  });

  it('counts simultaneous requests for different sellers exactly (the limit holds under a burst)', async () => {
    const member = await newMember(t);
    const books: number[] = [];
    for (let i = 0; i < PER_HOUR * 3; i += 1) books.push(await listedBook(t, await newMember(t)));
    const responses: LightMyRequestResponse[] = await Promise.all(books.map((id) => contactOf(member.client, id)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([...Array<number>(PER_HOUR).fill(200), ...Array<number>(PER_HOUR * 2).fill(429)]);
  });
});
