import type { AddressInfo } from 'node:net';
import { EventStreamReader } from '../../helpers/event-stream';
import type { TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import type { Member } from '../../helpers/world';
import { dealTexts, offerMessageTexts } from '../../../src/features/deals/texts';
import { answer, bookWithConversations, conversationOf, CONVERSATIONS, dealCast, type DealConversation, type Offer } from './deal-helpers';

// Offers (issue 37): the buyer offers a price, the other side accepts, declines or counters. An offer is a
// message (in the history, over the event stream); one is open at a time; accepting reserves the book in
// the same transaction, and not when the book is reserved for someone else.

const T = dealTexts;

describe.each(DB_KINDS)('offers on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let queued: Member;
  let stranger: Member;

  beforeAll(async () => {
    ({ t, seller, buyer, queued, stranger } = await dealCast(kind));
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(() => t.close());

  const offer = (member: Member, id: number, price: unknown) => member.client.post(`${CONVERSATIONS}/${id}/offers/`, { price });
  const step = (member: Member, offerId: number, path: string, body?: object) =>
    member.client.post(`/api/v1/offers/${offerId}/${path}/`, body);

  it('sends an offer as a message, answers it with a counter, and reserves the book when the counter is accepted', async () => {
    const { ids } = await bookWithConversations(t, seller, [buyer]);
    const id = ids[0]!;
    const made = await offer(buyer, id, 120);
    expect(made.statusCode).toBe(201);
    const open = made.json<DealConversation>();
    expect(open).toMatchObject({
      offer: { price: 120, state: 'open', from_seller: false, from_me: true, answered_at: null },
      last_message: { kind: 'offer', body: offerMessageTexts.offerBody(120), offer: { price: 120, state: 'open' } },
      reserved_here: false,
    });
    const offerId = open.offer!.id;
    // In the history, drawn from each side.
    const history = (await seller.client.get(`${CONVERSATIONS}/${id}/messages/`)).json<{
      results: { kind: string; offer: Offer | null }[];
    }>();
    expect(history.results.at(-1)).toMatchObject({ kind: 'offer', offer: { id: offerId, state: 'open', from_me: false } });

    expect(answer(await offer(buyer, id, 100))).toEqual({ status: 409, body: { detail: T.offerOpen } });
    expect(answer(await step(buyer, offerId, 'accept'))).toEqual({ status: 403, body: { detail: T.ownOffer } });
    expect((await step(stranger, offerId, 'accept')).statusCode).toBe(404);
    expect(answer(await offer(seller, id, 100))).toEqual({ status: 403, body: { detail: T.onlyBuyerOffers } });
    expect((await offer(stranger, id, 100)).statusCode).toBe(404);

    const countered = await step(seller, offerId, 'counter', { price: 150 });
    expect(countered.statusCode).toBe(201);
    const counter = countered.json<DealConversation>().offer!;
    expect(counter).toMatchObject({ price: 150, state: 'open', from_seller: true, from_me: true });
    const history2 = (await buyer.client.get(`${CONVERSATIONS}/${id}/messages/`)).json<{
      results: { kind: string; offer: Offer | null }[];
    }>();
    expect(history2.results.slice(-2).map((message) => message.offer?.state)).toEqual(['countered', 'open']);
    expect(answer(await step(seller, offerId, 'accept'))).toEqual({ status: 409, body: { detail: T.offerNotOpen('countered') } });

    const accepted = await step(buyer, counter.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<DealConversation>()).toMatchObject({
      offer: { id: counter.id, price: 150, state: 'accepted', from_me: false },
      reserved_here: true,
      book: { status: 'reserved' },
    });
    // An edited price leaves the agreed offer as it was.
    expect((await conversationOf(seller, id)).offer).toMatchObject({ price: 150, state: 'accepted' });
  });

  it('asks for a book free, declines, and refuses prices that are not prices', async () => {
    const { ids } = await bookWithConversations(t, seller, [buyer]);
    const id = ids[0]!;
    for (const price of [-1, 100_000, 'ten']) {
      expect(answer(await offer(buyer, id, price))).toMatchObject({ status: 400, body: { detail: T.priceInvalid } });
    }
    const free = (await offer(buyer, id, 0)).json<DealConversation>();
    expect(free.last_message).toMatchObject({ body: offerMessageTexts.offerBody(0), offer: { price: 0 } });
    const declined = await step(seller, free.offer!.id, 'decline');
    expect(declined.json<DealConversation>()).toMatchObject({
      offer: { state: 'declined' },
      reserved_here: false,
      book: { status: 'available' },
    });
    expect(answer(await step(seller, free.offer!.id, 'decline'))).toEqual({ status: 409, body: { detail: T.offerNotOpen('declined') } });
    expect((await offer(buyer, id, 5)).statusCode).toBe(201);
  });

  it('does not accept an offer for a book reserved for someone else, and leaves it open', async () => {
    const { ids } = await bookWithConversations(t, seller, [buyer, queued]);
    const [mine, theirs] = ids as [number, number];
    expect((await seller.client.post(`${CONVERSATIONS}/${mine}/reserve/`)).statusCode).toBe(200);
    const queuedOffer = (await offer(queued, theirs, 400)).json<DealConversation>().offer!;
    expect(answer(await step(seller, queuedOffer.id, 'accept'))).toEqual({ status: 409, body: { detail: T.reservedForAnother } });
    expect((await conversationOf(queued, theirs)).offer).toMatchObject({ id: queuedOffer.id, state: 'open' });
    expect((await seller.client.post(`${CONVERSATIONS}/${mine}/release/`)).statusCode).toBe(200);
    expect((await step(seller, queuedOffer.id, 'accept')).json()).toMatchObject({ reserved_here: true, offer: { state: 'accepted' } });
  });

  it('delivers an offer over the event stream like any message', async () => {
    const { ids } = await bookWithConversations(t, seller, [buyer]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await EventStreamReader.open((t.app.server.address() as AddressInfo).port, seller.client);
    try {
      await stream.next((e) => e.event === 'ready');
      expect((await offer(buyer, ids[0]!, 75)).statusCode).toBe(201);
      const event = await stream.next((e) => e.event === 'message');
      expect(event.data).toMatchObject({ conversation_id: ids[0], kind: 'offer', from_me: false, offer: { price: 75, state: 'open' } });
    } finally {
      stream.close();
    }
  });

  it('lets exactly one of an accept and a reserve for another buyer, racing, hold the book', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { bookId, ids } = await bookWithConversations(t, seller, [buyer, queued]);
      const [mine, theirs] = ids as [number, number];
      const open = (await offer(buyer, mine, 10)).json<DealConversation>().offer!;
      const [accepted, reserved] = await Promise.all([
        step(seller, open.id, 'accept'),
        seller.client.post(`${CONVERSATIONS}/${theirs}/reserve/`),
      ]);
      expect([accepted.statusCode, reserved.statusCode].sort()).toEqual([200, 409]);
      const row = await t.testDb.database.db
        .selectFrom('books')
        .select('reserved_for_conversation_id')
        .where('id', '=', bookId)
        .executeTakeFirstOrThrow();
      expect(Number(row.reserved_for_conversation_id)).toBe(accepted.statusCode === 200 ? mine : theirs);
      // The loser's offer is still open when the reserve won.
      if (accepted.statusCode === 409) expect((await conversationOf(buyer, mine)).offer).toMatchObject({ state: 'open' });
    }
  });
});
