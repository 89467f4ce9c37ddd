import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { newMember, type Member } from '../../helpers/world';
import { dealTexts } from '../../../src/features/deals/texts';
import { MODERATION_REASON_MAX } from '../../../src/features/deals/limits';
import { agreedHandover, answer, bookWithConversations } from './deal-helpers';

// Showing a hidden rating again (issue 37): a moderator unhides a rating they or another moderator hid, with a reason
// the audit log keeps; it is back on the member page and in their counts; unhiding a shown rating is a 409; the rated
// member is told nothing; hides and unhides racing leave the page, the row and the log agreeing.

const T = dealTexts;
const HANDOVERS = '/api/v1/handovers';
const RATINGS = '/api/v1/moderation/ratings';

interface HiddenRating {
  id: number;
  score: string;
  reason: string | null;
  text: string | null;
  book_name: string;
  hidden_by: { username: string } | null;
  rater: { username: string } | null;
  ratee: { username: string } | null;
}

interface Desk {
  down_ratings: { id: number }[];
  hidden_ratings: HiddenRating[];
}

describe.each(DB_KINDS)('unhiding a rating on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let hider: Member;
  let unhider: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t);
    buyer = await newMember(t);
    hider = await newMember(t, { moderator: true });
    unhider = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  /** A published thumbs down from the seller on the buyer, about a new book; returns the rating's id. */
  async function downRating(name: string): Promise<number> {
    const { ids } = await bookWithConversations(t, seller, [buyer], { name });
    const handoverId = await agreedHandover(ids[0]!, buyer, seller);
    await buyer.client.post(`${HANDOVERS}/${handoverId}/outcome/`, { outcome: 'completed' });
    await seller.client.post(`${HANDOVERS}/${handoverId}/outcome/`, { outcome: 'no_show' });
    await seller.client.post(`${HANDOVERS}/${handoverId}/rating/`, { score: 'down', reason: 'late', text: 'An hour late.' });
    await buyer.client.post(`${HANDOVERS}/${handoverId}/rating/`, { score: 'up' });
    const row = await t.testDb.database.db
      .selectFrom('ratings')
      .select('id')
      .where('handover_id', '=', handoverId)
      .where('rater_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const downs = async () =>
    (await buyer.client.get(`/api/v1/members/${buyer.username}/`)).json<{ ratings: { down: number } }>().ratings.down;
  const desk = async () => (await unhider.client.get('/api/v1/moderation/deals/')).json<Desk>();
  const hide = (member: Member, id: number) => member.client.post(`${RATINGS}/${id}/hide/`, { reason: 'Looks like a grudge' });
  const unhide = (member: Member, id: number, reason: unknown = 'The buyer confirmed it') =>
    member.client.post(`${RATINGS}/${id}/unhide/`, { reason });
  const audit = (id: number) =>
    t.testDb.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_label', 'reason'])
      .where('target_type', '=', 'rating')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();

  it("shows a rating another moderator hid again, on the member's page and in their counts, audited, telling nobody", async () => {
    const id = await downRating('The Wild Robot');
    const before = await downs();
    expect((await hide(hider, id)).statusCode).toBe(200);
    expect(await downs()).toBe(before - 1);
    const listed = (await desk()).hidden_ratings.find((rating) => rating.id === id);
    expect(listed).toMatchObject({
      score: 'down',
      reason: 'late',
      text: 'An hour late.',
      book_name: 'The Wild Robot',
      hidden_by: { username: hider.username },
      rater: { username: seller.username },
      ratee: { username: buyer.username },
    });
    const notices = async () =>
      Number(
        (
          await t.testDb.database.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('user_id', '=', buyer.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const noticesBefore = await notices();

    expect((await unhide(buyer, id)).statusCode).toBe(403);
    expect(answer(await unhide(unhider, id))).toEqual({ status: 200, body: { detail: T.ratingUnhidden } });
    expect(await downs()).toBe(before);
    const after = await desk();
    expect(after.hidden_ratings.map((rating) => rating.id)).not.toContain(id);
    expect(after.down_ratings.map((rating) => rating.id)).toContain(id);
    expect(await notices()).toBe(noticesBefore);
    expect(await audit(id)).toEqual([
      { action: 'hide-rating', actor_id: hider.id, target_label: 'The Wild Robot', reason: 'Looks like a grudge' },
      { action: 'unhide-rating', actor_id: unhider.id, target_label: 'The Wild Robot', reason: 'The buyer confirmed it' },
    ]);
  });

  it('answers 409 for a rating that shows already, 404 for none, and asks for a reason', async () => {
    const id = await downRating('Swallows and Amazons');
    expect(answer(await unhide(unhider, id))).toEqual({ status: 409, body: { detail: T.ratingNotHidden } });
    expect((await unhide(unhider, 99_999_999)).statusCode).toBe(404);
    expect(await hide(hider, id)).toHaveProperty('statusCode', 200);
    expect(answer(await unhide(unhider, id, '   '))).toMatchObject({ status: 400, body: { detail: T.unhideReasonRequired } });
    expect((await unhider.client.post(`${RATINGS}/${id}/unhide/`, {})).json()).toMatchObject({ detail: T.unhideReasonRequired });
    expect(answer(await unhide(unhider, id, 'x'.repeat(MODERATION_REASON_MAX + 1)))).toMatchObject({
      status: 400,
      body: { detail: T.unhideReasonInvalid(MODERATION_REASON_MAX) },
    });
    expect(await audit(id)).toHaveLength(1);
    expect((await unhide(unhider, id)).statusCode).toBe(200);
    expect(answer(await unhide(hider, id))).toEqual({ status: 409, body: { detail: T.ratingNotHidden } });
    expect(await audit(id)).toHaveLength(2);
  });

  it('keeps the page, the row and the audit log agreeing when hides and unhides race', async () => {
    const id = await downRating('Moominland Midwinter');
    const shown = await downs();
    let hidden = false;
    let logged = 0;
    for (let round = 0; round < 6; round += 1) {
      const responses = await Promise.all([hide(hider, id), unhide(unhider, id), hide(unhider, id), unhide(hider, id)]);
      const codes = responses.map((response) => response.statusCode);
      expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
      const hides = [codes[0], codes[2]].filter((code) => code === 200).length;
      const unhides = [codes[1], codes[3]].filter((code) => code === 200).length;
      // The changes that happened alternate, so they differ by at most one and end where the last one left the row.
      expect(Math.abs(hides - unhides)).toBeLessThanOrEqual(1);
      if (hides !== unhides) hidden = hides > unhides;
      logged += hides + unhides;
      const row = await t.testDb.database.db
        .selectFrom('ratings')
        .select(['hidden_at', 'hidden_by'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.hidden_at !== null).toBe(hidden);
      expect(row.hidden_by !== null).toBe(hidden);
      expect(await downs()).toBe(hidden ? shown - 1 : shown);
      expect(await audit(id)).toHaveLength(logged);
    }
  });
});
