import type { TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import type { Member } from '../../helpers/world';
import { dealTexts } from '../../../src/features/deals/texts';
import { HANDOVER_MAX_DAYS_AHEAD, HANDOVER_PLACE_MAX } from '../../../src/features/deals/limits';
import {
  agreedHandover,
  answer,
  bookWithConversations,
  conversationOf,
  CONVERSATIONS,
  dealCast,
  type DealConversation,
  hoursFromNow,
} from './deal-helpers';

// Hand-overs (issue 37): either side proposes a time and a place, the other accepts (which reserves the book),
// and each says once how it went: both completed sells the book to the buyer, a no-show or a cancellation
// releases it, and completed against no-show sells nothing and is marked for the moderators.

const T = dealTexts;
const HANDOVERS = '/api/v1/handovers';

describe.each(DB_KINDS)('hand-overs on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let queued: Member;
  let stranger: Member;

  beforeAll(async () => {
    ({ t, seller, buyer, queued, stranger } = await dealCast(kind));
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(() => t.close());

  const propose = (member: Member, id: number, body: object) => member.client.post(`${CONVERSATIONS}/${id}/handovers/`, body);
  const outcome = (member: Member, handoverId: number, said: string) =>
    member.client.post(`${HANDOVERS}/${handoverId}/outcome/`, { outcome: said });
  const book = (bookId: number) =>
    t.testDb.database.db
      .selectFrom('books')
      .select(['is_sold', 'sold_to_id', 'reserved_for_conversation_id'])
      .where('id', '=', bookId)
      .executeTakeFirstOrThrow();

  it('proposes, replaces and accepts a hand-over; accepting reserves the book; both completed sells it to the buyer', async () => {
    const { bookId, ids } = await bookWithConversations(t, seller, [buyer]);
    const id = ids[0]!;
    const at = hoursFromNow(48);
    const first = await propose(buyer, id, { at, place: '  The library steps  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json<DealConversation>().handover).toMatchObject({
      state: 'proposed',
      place: 'The library steps',
      at,
      proposed_by_me: true,
    });
    const firstId = first.json<DealConversation>().handover!.id;
    expect(answer(await buyer.client.post(`${HANDOVERS}/${firstId}/accept/`))).toEqual({ status: 403, body: { detail: T.ownHandover } });
    expect((await stranger.client.post(`${HANDOVERS}/${firstId}/accept/`)).statusCode).toBe(404);
    expect((await propose(stranger, id, { at, place: 'x' })).statusCode).toBe(404);

    // The seller proposes another instead: the first is replaced.
    const second = (await propose(seller, id, { at: hoursFromNow(30), place: 'The station café' })).json<DealConversation>().handover!;
    expect(answer(await seller.client.post(`${HANDOVERS}/${firstId}/accept/`))).toMatchObject({ status: 409 });
    expect(answer(await outcome(buyer, second.id, 'completed'))).toEqual({ status: 409, body: { detail: T.handoverNotAccepted } });
    const accepted = await buyer.client.post(`${HANDOVERS}/${second.id}/accept/`);
    expect(accepted.json<DealConversation>()).toMatchObject({
      handover: { id: second.id, state: 'accepted', proposed_by_me: false, my_outcome: null },
      reserved_here: true,
      book: { status: 'reserved' },
    });

    expect((await outcome(buyer, second.id, 'completed')).json<DealConversation>().handover).toMatchObject({
      my_outcome: 'completed',
      other_outcome: null,
      state: 'accepted',
    });
    expect(answer(await outcome(buyer, second.id, 'no_show'))).toEqual({ status: 409, body: { detail: T.outcomeGiven } });
    expect((await outcome(stranger, second.id, 'completed')).statusCode).toBe(404);
    expect((await book(bookId)).is_sold).toBe(false);
    const done = (await outcome(seller, second.id, 'completed')).json<DealConversation>();
    expect(done).toMatchObject({
      handover: { state: 'done', my_outcome: 'completed', other_outcome: 'completed' },
      book: { status: 'sold' },
    });
    expect(await book(bookId)).toEqual({ is_sold: true, sold_to_id: buyer.id, reserved_for_conversation_id: null });
    // Nothing to replace it with once it has an outcome.
    expect((await propose(buyer, id, { at, place: 'Again' })).statusCode).toBe(409);
  });

  // PGlite runs one statement at a time; on PostgreSQL the two outcomes really meet, and the hand-over's row lock must
  // let the second see the first: else each sees only its own outcome and the book is never sold.
  it('sells the book once when both say completed at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { bookId, ids } = await bookWithConversations(t, seller, [buyer]);
      const handoverId = await agreedHandover(ids[0]!, buyer, seller);
      const said = await Promise.all([outcome(buyer, handoverId, 'completed'), outcome(seller, handoverId, 'completed')]);
      expect(said.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(await book(bookId)).toEqual({ is_sold: true, sold_to_id: buyer.id, reserved_for_conversation_id: null });
      const state = await t.testDb.database.db
        .selectFrom('handovers')
        .select('state')
        .where('id', '=', handoverId)
        .executeTakeFirstOrThrow();
      expect(state.state).toBe('done');
    }
  });

  it('releases the book on a no-show, and marks completed against no-show for the moderators without selling', async () => {
    const { bookId, ids } = await bookWithConversations(t, seller, [buyer]);
    const handoverId = await agreedHandover(ids[0]!, seller, buyer);
    expect((await book(bookId)).reserved_for_conversation_id).not.toBeNull();
    expect((await outcome(seller, handoverId, 'no_show')).json<DealConversation>()).toMatchObject({
      reserved_here: false,
      book: { status: 'available' },
    });
    expect((await outcome(buyer, handoverId, 'completed')).json<DealConversation>().handover).toMatchObject({ state: 'done' });
    expect(await book(bookId)).toMatchObject({ is_sold: false, reserved_for_conversation_id: null });
    const row = await t.testDb.database.db
      .selectFrom('handovers')
      .select('disputed_at')
      .where('id', '=', handoverId)
      .executeTakeFirstOrThrow();
    expect(row.disputed_at).not.toBeNull();
  });

  it('cancels, and does not let a hand-over be agreed while the book is held for another buyer', async () => {
    const { ids } = await bookWithConversations(t, seller, [buyer, queued]);
    const [mine, theirs] = ids as [number, number];
    const handoverId = await agreedHandover(mine, buyer, seller);
    expect(answer(await propose(queued, theirs, { at: hoursFromNow(5), place: 'Park gate' }))).toEqual({
      status: 409,
      body: { detail: T.reservedForAnother },
    });
    expect((await outcome(buyer, handoverId, 'cancelled')).json<DealConversation>()).toMatchObject({ reserved_here: false });
    expect((await conversationOf(queued, theirs)).book.status).toBe('available');
    expect((await propose(queued, theirs, { at: hoursFromNow(5), place: 'Park gate' })).statusCode).toBe(201);
  });

  it('refuses a time in the past or too far ahead, an empty or long place, an unknown outcome', async () => {
    const { ids } = await bookWithConversations(t, seller, [buyer]);
    const id = ids[0]!;
    const atText = T.atInvalid(HANDOVER_MAX_DAYS_AHEAD);
    const placeText = T.placeInvalid(HANDOVER_PLACE_MAX);
    for (const at of [hoursFromNow(-1), hoursFromNow(24 * (HANDOVER_MAX_DAYS_AHEAD + 1)), 'tomorrow']) {
      expect(answer(await propose(buyer, id, { at, place: 'Here' }))).toMatchObject({ status: 400, body: { detail: atText } });
    }
    for (const place of ['   ', 'x'.repeat(HANDOVER_PLACE_MAX + 1)]) {
      expect(answer(await propose(buyer, id, { at: hoursFromNow(2), place }))).toMatchObject({ status: 400, body: { detail: placeText } });
    }
    const handoverId = await agreedHandover(id, buyer, seller);
    expect(answer(await outcome(buyer, handoverId, 'sold'))).toMatchObject({ status: 400, body: { detail: T.outcomeInvalid } });
  });
});
