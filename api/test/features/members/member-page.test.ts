import { sql } from 'kysely';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';
import { agreedHandover, bookWithConversations } from '../deals/deal-helpers';

// A member's public page (issue 37): first name, member since, the area's name (never a point), their listed books
// as Browse's cards, hand-overs completed, ratings and how fast they usually reply; a suspended member's page says
// so, a deleted member's page is gone (404). Its summary (the seller's line on a book page) has the page's figures
// without books or rating texts, counted exactly as the page counts them.

interface Page {
  username: string;
  first_name: string;
  member_since: string;
  area: string;
  suspended: boolean;
  books: { id: number; status: string }[];
  handovers_completed: number;
  ratings: { up: number; down: number; items: unknown[] };
  replies_within_hours: number | null;
}

describe.each(DB_KINDS)('member pages on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  const page = (username: string) => new TestClient(t.app).get(`/api/v1/members/${encodeURIComponent(username)}/`);

  it('shows a member’s listed books as cards, their area by name, and no reply speed before there is enough to say', async () => {
    const seller = await newMember(t, { first_name: 'Maya' });
    const listed = await listedBook(t, seller);
    await createBook(t, seller); // waiting for review: not on the page
    const response = await page(seller.username);
    expect(response.statusCode).toBe(200);
    const body = response.json<Page>();
    expect(body).toEqual({
      username: seller.username,
      first_name: 'Maya',
      member_since: expect.any(String) as string,
      area: expect.any(String) as string,
      suspended: false,
      books: [expect.objectContaining({ id: listed, status: 'available', owner_first_name: 'Maya' })],
      handovers_completed: 0,
      ratings: { up: 0, down: 0, items: [] },
      replies_within_hours: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/latitude|longitude|email|phone/);
    expect((await page('nobody_by_that_name')).statusCode).toBe(404);
  });

  it('says how fast a member usually replies, from message timestamps', async () => {
    const seller = await newMember(t);
    const db = t.testDb.database.db;
    // Three buyers write; the seller answers after 1, 3 and 30 hours: half within 3 hours.
    for (const hours of [1, 3, 30]) {
      const buyer = await newMember(t);
      const bookId = await listedBook(t, seller);
      const id = (await buyer.client.post('/api/v1/conversations/', { book_id: bookId })).json<{ id: number }>().id;
      expect((await buyer.client.post(`/api/v1/conversations/${id}/messages/`, { body: 'Still there?' })).statusCode).toBe(201);
      expect((await seller.client.post(`/api/v1/conversations/${id}/messages/`, { body: 'Yes' })).statusCode).toBe(201);
      await sql`UPDATE messages SET created_at = now() - make_interval(hours => 40) WHERE conversation_id = ${id} AND NOT from_seller`.execute(
        db,
      );
      await sql`UPDATE messages SET created_at = now() - make_interval(hours => 40) + make_interval(hours => ${hours}) - interval '1 minute'
        WHERE conversation_id = ${id} AND from_seller`.execute(db);
    }
    expect((await page(seller.username)).json<Page>().replies_within_hours).toBe(3);
  });

  it('says a member is suspended, and is gone once the member deletes their account', async () => {
    const member: Member = await newMember(t);
    await listedBook(t, member);
    await t.testDb.database.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', member.id).execute();
    await t.testDb.database.db.updateTable('books').set({ is_owner_suspended: true }).where('user_id', '=', member.id).execute();
    expect((await page(member.username)).json<Page>()).toMatchObject({ suspended: true, books: [] });
    await t.testDb.database.db.updateTable('users').set({ suspended_at: null }).where('id', '=', member.id).execute();
    expect((await member.client.delete('/api/v1/users/me/', { password: member.password })).statusCode).toBe(200);
    expect((await page(member.username)).statusCode).toBe(404);
  });

  const get = (path: string) => new TestClient(t.app).get(`/api/v1/members/${path}`);

  it('answers the page’s figures alone in the summary (the seller’s line on a book page), counted as the page counts them', async () => {
    const seller = await newMember(t, { first_name: 'Maya' });
    const buyer = await newMember(t);
    const { ids } = await bookWithConversations(t, seller, [buyer]);
    const handoverId = await agreedHandover(ids[0]!, buyer, seller);
    for (const member of [buyer, seller])
      expect((await member.client.post(`/api/v1/handovers/${handoverId}/outcome/`, { outcome: 'completed' })).statusCode).toBe(200);
    expect((await buyer.client.post(`/api/v1/handovers/${handoverId}/rating/`, { score: 'up' })).statusCode).toBe(201);
    expect((await seller.client.post(`/api/v1/handovers/${handoverId}/rating/`, { score: 'up' })).statusCode).toBe(201);

    const summary = await get(`${seller.username}/summary/`);
    expect(summary.statusCode).toBe(200);
    const page = (await get(`${seller.username}/`)).json<Record<string, unknown> & { ratings: { up: number; down: number } }>();
    expect(summary.json()).toEqual({
      username: seller.username,
      first_name: 'Maya',
      member_since: page.member_since,
      suspended: false,
      handovers_completed: 1,
      ratings: { up: 1, down: 0 },
      replies_within_hours: null,
    });
    expect(page).toMatchObject({ handovers_completed: 1, ratings: { up: 1, down: 0 } });
  });

  it('answers 404 for the summary of nobody by that name, and once the member deletes their account', async () => {
    expect((await get('nobody_by_that_name/summary/')).statusCode).toBe(404);
    const member = await newMember(t);
    expect((await get(`${member.username}/summary/`)).statusCode).toBe(200);
    expect((await member.client.delete('/api/v1/users/me/', { password: member.password })).statusCode).toBe(200);
    const gone = await get(`${member.username}/summary/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: expect.any(String) as string });
  });
});
