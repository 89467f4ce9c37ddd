import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { newMember } from '../../helpers/world';
import { agreedHandover, bookWithConversations } from '../deals/deal-helpers';

// A member's summary (the seller's line on a book page): the member page's figures without its books and rating
// texts, counted exactly as the page counts them, and gone (404) like the page once the member deletes their account.

describe.each(DB_KINDS)('member summaries on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  const get = (path: string) => new TestClient(t.app).get(`/api/v1/members/${path}`);

  it('answers the page’s figures, and only them', async () => {
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

  it('is 404 for nobody by that name and once the member deletes their account', async () => {
    expect((await get('nobody_by_that_name/summary/')).statusCode).toBe(404);
    const member = await newMember(t);
    expect((await get(`${member.username}/summary/`)).statusCode).toBe(200);
    expect((await member.client.delete('/api/v1/users/me/', { password: member.password })).statusCode).toBe(200);
    const gone = await get(`${member.username}/summary/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: expect.any(String) as string });
  });
});
