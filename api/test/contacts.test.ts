import type { LightMyRequestResponse } from 'fastify';
import { CONTACT_REVEALS } from '../src/limits';
import { messages } from '../src/messages';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from './helpers/test-db';
import { keysOf } from './helpers/json';
import { createTestApp, TestClient, validRegistration, type TestApp } from './helpers/test-app';
import { createBook, listedBook, newMember, type Member } from './helpers/world';

// Issue 12.3: a seller's phone number and email are for signed-in members, who ask for them
// (GET /books/{id}/contact/) and may open a limited number of sellers per hour; guests see the
// name and the area. A seller may hide the phone number.

/** A fifth of the real limit (20 → 4 sellers per hour), so that the test reaches it. */
const MULTIPLIER = 0.2;
const PER_HOUR = Math.floor(CONTACT_REVEALS.perWindow * MULTIPLIER);

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

  it('never puts a phone number or email in a book page, whoever asks', async () => {
    const id = await listedBook(t, seller);
    const guest = new TestClient(t.app);
    for (const client of [guest, buyer.client, seller.client, moderator.client]) {
      const detail = await client.get(`/api/v1/books/${id}/`);
      expect(detail.statusCode).toBe(200);
      const body = detail.json<{ user: Record<string, unknown> }>();
      expect(body.user).toEqual({
        first_name: 'Sita',
        last_name: validRegistration.last_name,
        username: seller.username,
        location: 'Pune',
      });
      expect([...keysOf(body)].filter((key) => /phone|email/i.test(key))).toEqual([]);
      expect(detail.body).not.toContain(seller.email);
      expect(detail.body).not.toContain(validRegistration.phone_number);
    }
    // Nor do lists.
    for (const response of [await guest.get('/api/v1/books/?limit=100'), await buyer.client.get('/api/v1/bookmarks/')]) {
      expect(response.body).not.toContain(seller.email);
      expect(response.body).not.toContain(validRegistration.phone_number);
    }
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
    expect(limited.json()).toEqual({ detail: messages.contacts.limitReached(PER_HOUR, retryAfter) });
    // Another book of a seller already opened is fine; the seller and moderators are never limited.
    expect((await contactOf(member.client, await listedBook(t, sellers[0]!))).statusCode).toBe(200);
    for (let i = 0; i <= PER_HOUR; i += 1) expect((await contactOf(moderator.client, books[i]!)).statusCode).toBe(200);
    for (let i = 0; i <= PER_HOUR; i += 1) expect((await contactOf(seller.client, await listedBook(t, seller))).statusCode).toBe(200);
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
