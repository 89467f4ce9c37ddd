import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { newMember, type Member } from '../../helpers/world';
import { dealTexts } from '../../../src/features/deals/texts';
import { agreedHandover, bookWithConversations } from './deal-helpers';

// The moderation desk's part of the deal (issue 37): a hand-over one side says was completed and the other a no-show
// reaches the desk, and so does a thumbs down with its reason; a moderator closes the one and hides the other, both
// audited, and a hidden rating leaves the member page.

const T = dealTexts;
const HANDOVERS = '/api/v1/handovers';

interface Desk {
  disputes: { handover_id: number; buyer_outcome: string; seller_outcome: string; buyer: { username: string } | null }[];
  down_ratings: {
    id: number;
    handover_id: number;
    conversation_id: number;
    book_name: string;
    reason: string;
    text: string | null;
    rater: { username: string } | null;
  }[];
}

describe.each(DB_KINDS)('the deal at the moderation desk on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t);
    buyer = await newMember(t);
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('shows disagreements and down ratings to moderators, who close one and hide the other, audited', async () => {
    const { ids } = await bookWithConversations(t, seller, [buyer], { name: 'Palpasa Cafe' });
    const handoverId = await agreedHandover(ids[0]!, buyer, seller);
    await buyer.client.post(`${HANDOVERS}/${handoverId}/outcome/`, { outcome: 'completed' });
    await seller.client.post(`${HANDOVERS}/${handoverId}/outcome/`, { outcome: 'no_show' });
    await seller.client.post(`${HANDOVERS}/${handoverId}/rating/`, { score: 'down', reason: 'no_show', text: 'Never came.' });
    await buyer.client.post(`${HANDOVERS}/${handoverId}/rating/`, { score: 'up' });

    expect((await buyer.client.get('/api/v1/moderation/deals/')).statusCode).toBe(403);
    const desk = (await moderator.client.get('/api/v1/moderation/deals/')).json<Desk>();
    expect(desk.disputes).toContainEqual(
      expect.objectContaining({
        handover_id: handoverId,
        buyer_outcome: 'completed',
        seller_outcome: 'no_show',
        buyer: { username: buyer.username },
      }),
    );
    const down = desk.down_ratings.find((rating) => rating.handover_id === handoverId)!;
    expect(down).toMatchObject({
      conversation_id: ids[0],
      book_name: 'Palpasa Cafe',
      reason: 'no_show',
      text: 'Never came.',
      rater: { username: seller.username },
    });

    const page = async () => (await buyer.client.get(`/api/v1/members/${buyer.username}/`)).json<{ ratings: { down: number } }>();
    expect((await page()).ratings.down).toBe(1);
    expect((await buyer.client.post(`/api/v1/moderation/ratings/${down.id}/hide/`)).statusCode).toBe(403);
    const hidden = await moderator.client.post(`/api/v1/moderation/ratings/${down.id}/hide/`, {
      reason: 'Disputed: both say the other did not come',
    });
    expect(hidden.json()).toEqual({ detail: T.ratingHidden });
    expect((await page()).ratings.down).toBe(0);
    expect((await moderator.client.post(`/api/v1/moderation/ratings/${down.id}/hide/`)).json()).toEqual({ detail: T.ratingHiddenAlready });
    expect((await moderator.client.post('/api/v1/moderation/ratings/99999999/hide/')).statusCode).toBe(404);

    expect((await moderator.client.post(`/api/v1/moderation/handovers/${handoverId}/resolve/`)).json()).toEqual({
      detail: T.disputeResolved,
    });
    const after = (await moderator.client.get('/api/v1/moderation/deals/')).json<Desk>();
    expect(after.disputes.map((dispute) => dispute.handover_id)).not.toContain(handoverId);
    expect(after.down_ratings.map((rating) => rating.id)).not.toContain(down.id);
    const audit = await t.testDb.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'target_label', 'actor_id', 'reason'])
      .where('action', 'in', ['hide-rating', 'resolve-handover-dispute'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'hide-rating',
        target_id: down.id,
        target_label: 'Palpasa Cafe',
        actor_id: moderator.id,
        reason: 'Disputed: both say the other did not come',
      },
      { action: 'resolve-handover-dispute', target_id: handoverId, target_label: 'Palpasa Cafe', actor_id: moderator.id, reason: '' },
    ]);
  });
});
