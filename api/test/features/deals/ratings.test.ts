import { sql } from 'kysely';
import type { TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import type { Member } from '../../helpers/world';
import { dealTexts } from '../../../src/features/deals/texts';
import {
  agreedHandover,
  answer,
  bookWithConversations,
  CONVERSATIONS,
  dealCast,
  type DealConversation,
  hoursFromNow,
} from './deal-helpers';

// Ratings (issue 37): only the two members of a hand-over with an outcome rate each other, once each way and never
// themselves, not for a book that went to someone else; a thumbs down needs a reason. Double-blind: a rating shows on
// the member page once both have rated (or a week after the outcome).

const T = dealTexts;
const HANDOVERS = '/api/v1/handovers';

interface MemberPage {
  handovers_completed: number;
  ratings: {
    up: number;
    down: number;
    items: { score: string; reason: string | null; text: string | null; by: { username: string } | null; by_role: string }[];
  };
}

describe.each(DB_KINDS)('ratings on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let queued: Member;
  let stranger: Member;

  beforeAll(async () => {
    ({ t, seller, buyer, queued, stranger } = await dealCast(kind, { seller: 'Sita', buyer: 'Bikash' }));
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(() => t.close());

  const rate = (member: Member, handoverId: number, body: object) => member.client.post(`${HANDOVERS}/${handoverId}/rating/`, body);
  const outcome = (member: Member, handoverId: number, said: string) =>
    member.client.post(`${HANDOVERS}/${handoverId}/outcome/`, { outcome: said });
  const page = async (member: Member) => (await stranger.client.get(`/api/v1/members/${member.username}/`)).json<MemberPage>();

  it('rates both ways after the outcome, blind until the second rating, then on both member pages', async () => {
    const { ids } = await bookWithConversations(t, seller, [buyer]);
    const handoverId = await agreedHandover(ids[0]!, buyer, seller);
    const before = { seller: await page(seller), buyer: await page(buyer) };
    await outcome(buyer, handoverId, 'completed');
    await outcome(seller, handoverId, 'completed');

    const first = await rate(buyer, handoverId, { score: 'up', text: '  On time, book as described.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json<DealConversation>().handover).toMatchObject({ rated_by_me: true });
    expect(answer(await rate(buyer, handoverId, { score: 'down', reason: 'late' }))).toEqual({
      status: 409,
      body: { detail: T.ratedAlready },
    });
    // Blind: not on the seller's page until the seller has rated too.
    expect((await page(seller)).ratings).toEqual(before.seller.ratings);

    expect((await rate(seller, handoverId, { score: 'down', reason: 'late', text: 'Twenty minutes late.' })).statusCode).toBe(201);
    const sellerPage = await page(seller);
    expect(sellerPage.handovers_completed).toBe(before.seller.handovers_completed + 1);
    expect(sellerPage.ratings.up).toBe(before.seller.ratings.up + 1);
    expect(sellerPage.ratings.items[0]).toEqual({
      score: 'up',
      reason: null,
      text: 'On time, book as described.',
      created_at: expect.any(String) as string,
      by: { username: buyer.username, first_name: 'Bikash' },
      by_role: 'buyer',
    });
    const buyerPage = await page(buyer);
    expect(buyerPage.ratings.down).toBe(before.buyer.ratings.down + 1);
    expect(buyerPage.ratings.items[0]).toMatchObject({
      score: 'down',
      reason: 'late',
      by_role: 'seller',
      by: { username: seller.username },
    });
  });

  // Two ratings written at once must still publish each other (on PostgreSQL they really meet): each counts the
  // ratings under the hand-over's row lock, so the second one sees the first.
  it('publishes both ratings when the two are written at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { ids } = await bookWithConversations(t, seller, [buyer]);
      const handoverId = await agreedHandover(ids[0]!, buyer, seller);
      expect((await outcome(buyer, handoverId, 'completed')).statusCode).toBe(200);
      expect((await outcome(seller, handoverId, 'completed')).statusCode).toBe(200);
      const rated = await Promise.all([rate(buyer, handoverId, { score: 'up' }), rate(seller, handoverId, { score: 'up' })]);
      expect(rated.map((response) => response.statusCode)).toEqual([201, 201]);
      const published = await t.testDb.database.db
        .selectFrom('ratings')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('handover_id', '=', handoverId)
        .where('published_at', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(Number(published.count)).toBe(2);
    }
  });

  it('refuses a rating without a hand-over, before an outcome, by a stranger, of oneself, and a down without a reason', async () => {
    const { ids } = await bookWithConversations(t, seller, [buyer]);
    expect((await rate(buyer, 99_999_999, { score: 'up' })).statusCode).toBe(404);
    const proposed = await buyer.client.post(`${CONVERSATIONS}/${ids[0]}/handovers/`, { at: hoursFromNow(3), place: 'Gate' });
    const handoverId = proposed.json<DealConversation>().handover!.id;
    expect(answer(await rate(buyer, handoverId, { score: 'up' }))).toEqual({ status: 409, body: { detail: T.ratingTooEarly } });
    await seller.client.post(`${HANDOVERS}/${handoverId}/accept/`);
    expect(answer(await rate(buyer, handoverId, { score: 'up' }))).toEqual({ status: 409, body: { detail: T.ratingTooEarly } });
    await outcome(seller, handoverId, 'no_show');
    expect((await rate(stranger, handoverId, { score: 'up' })).statusCode).toBe(404);
    expect(answer(await rate(seller, handoverId, { score: 'down' }))).toMatchObject({ status: 400, body: { detail: T.reasonRequired } });
    expect(answer(await rate(seller, handoverId, { score: 'meh' }))).toMatchObject({ status: 400, body: { detail: T.scoreInvalid } });
    expect(answer(await rate(seller, handoverId, { score: 'down', reason: 'smelly' }))).toMatchObject({
      status: 400,
      body: { detail: T.reasonInvalid },
    });
    expect((await rate(seller, handoverId, { score: 'down', reason: 'no_show' })).statusCode).toBe(201);
    // Never oneself, whatever writes it: the database's own rule.
    await expect(
      sql`INSERT INTO ratings (handover_id, rater_id, ratee_id, score) VALUES (${handoverId}, ${buyer.id}, ${buyer.id}, 'up')`.execute(
        t.testDb.database.db,
      ),
    ).rejects.toThrow(/check/i);
  });

  it('refuses a rating for a book sold to someone else', async () => {
    const { bookId, ids } = await bookWithConversations(t, seller, [buyer, queued]);
    const [mine, theirs] = ids as [number, number];
    const handoverId = await agreedHandover(mine, buyer, seller);
    await outcome(buyer, handoverId, 'cancelled');
    expect(
      (await seller.client.request('PATCH', `/api/v1/books/mark-as-sold/${bookId}/`, { json: { sold_to_conversation_id: theirs } }))
        .statusCode,
    ).toBe(200);
    expect(answer(await rate(buyer, handoverId, { score: 'up' }))).toEqual({ status: 409, body: { detail: T.soldToAnother } });
  });

  it('publishes a lone rating a week after the outcome', async () => {
    const { ids } = await bookWithConversations(t, seller, [buyer]);
    const handoverId = await agreedHandover(ids[0]!, seller, buyer);
    await outcome(buyer, handoverId, 'completed');
    const before = (await page(seller)).ratings.up;
    expect((await rate(buyer, handoverId, { score: 'up' })).statusCode).toBe(201);
    expect((await page(seller)).ratings.up).toBe(before);
    await sql`UPDATE handovers SET buyer_outcome_at = now() - interval '8 days' WHERE id = ${handoverId}`.execute(t.testDb.database.db);
    expect((await page(seller)).ratings.up).toBe(before + 1);
  });
});
