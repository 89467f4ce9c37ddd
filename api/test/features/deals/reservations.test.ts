import type { TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import type { Member } from '../../helpers/world';
import { bookTexts } from '../../../src/features/books/texts';
import { dealTexts } from '../../../src/features/deals/texts';
import { RESERVATION_DAYS } from '../../../src/features/deals/limits';
import { RESERVATION_SWEEP_JOB } from '../../../src/features/deals/sweep';
import {
  agreedHandover,
  answer,
  bookWithConversations,
  conversationOf,
  CONVERSATIONS,
  dealCast,
  type DealConversation,
} from './deal-helpers';

// Reservations (issue 37): the seller holds a listed book for one conversation's buyer. The book says
// `reserved` wherever its status is answered, Browse can hide it, a sale goes only to that buyer, and of
// reserves racing for one book exactly one wins (a compare-and-set on the book's row; the race shows on PostgreSQL).

const T = dealTexts;

describe.each(DB_KINDS)('reservations on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let queued: Member;
  let stranger: Member;

  beforeAll(async () => {
    ({ t, seller, buyer, queued, stranger } = await dealCast(kind, { seller: 'Seller' }));
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(() => t.close());

  const reserve = (member: Member, id: number) => member.client.post(`${CONVERSATIONS}/${id}/reserve/`);
  const release = (member: Member, id: number) => member.client.post(`${CONVERSATIONS}/${id}/release/`);

  it('reserves for one buyer: reserved everywhere the status is answered, the queue may still write, then released', async () => {
    const { bookId, ids } = await bookWithConversations(t, seller, [buyer, queued], { name: 'Quasar Atlas' });
    const [mine, theirs] = ids as [number, number];

    const reserved = await reserve(seller, mine);
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json<DealConversation>()).toMatchObject({ role: 'seller', reserved_here: true, book: { status: 'reserved' } });
    expect(await conversationOf(buyer, mine)).toMatchObject({ reserved_here: true, book: { status: 'reserved' } });
    expect(await conversationOf(queued, theirs)).toMatchObject({ reserved_here: false, book: { status: 'reserved' } });
    expect((await stranger.client.get(`/api/v1/books/${bookId}/`)).json()).toMatchObject({ id: bookId, status: 'reserved' });
    const browse = await stranger.client.get('/api/v1/books/?name=quasar');
    expect(browse.json<{ items: { id: number; status: string }[] }>().items).toEqual([
      expect.objectContaining({ id: bookId, status: 'reserved' }),
    ]);
    expect((await stranger.client.get('/api/v1/books/?name=quasar&hide_reserved=true')).json()).toMatchObject({ items: [] });
    expect((await stranger.client.get('/api/v1/books/?name=quasar&hide_reserved=false')).json()).toMatchObject({ items: [{ id: bookId }] });
    // Someone in the queue still writes.
    expect((await queued.client.post(`${CONVERSATIONS}/${theirs}/messages/`, { body: 'If it falls through, I am here.' })).statusCode).toBe(
      201,
    );

    // Only the seller, only one buyer at a time, and 404 to anyone outside the conversation.
    expect(answer(await reserve(seller, theirs))).toEqual({ status: 409, body: { detail: T.reservedForAnother } });
    expect(answer(await reserve(seller, mine))).toEqual({ status: 409, body: { detail: T.reservedHereAlready } });
    expect(answer(await reserve(buyer, mine))).toEqual({ status: 403, body: { detail: T.onlySellerReserves } });
    expect((await reserve(stranger, mine)).statusCode).toBe(404);
    expect((await release(stranger, mine)).statusCode).toBe(404);
    expect(answer(await release(seller, theirs))).toEqual({ status: 409, body: { detail: T.notReserved } });

    const released = await release(seller, mine);
    expect(released.json<DealConversation>()).toMatchObject({ reserved_here: false, book: { status: 'available' } });
    expect((await stranger.client.get(`/api/v1/books/${bookId}/`)).json()).toMatchObject({ status: 'available' });
    expect((await stranger.client.get('/api/v1/books/?name=quasar&hide_reserved=true')).json()).toMatchObject({ items: [{ id: bookId }] });
    expect(answer(await release(seller, mine))).toEqual({ status: 409, body: { detail: T.notReserved } });
    expect((await reserve(seller, theirs)).statusCode).toBe(200);
  });

  it('sells a reserved book only to its buyer; the sale ends the reservation', async () => {
    const { bookId, ids } = await bookWithConversations(t, seller, [buyer, queued]);
    const [mine, theirs] = ids as [number, number];
    expect((await reserve(seller, mine)).statusCode).toBe(200);
    const sell = (body?: object) => seller.client.request('PATCH', `/api/v1/books/mark-as-sold/${bookId}/`, { json: body });
    expect(answer(await sell({ sold_to_conversation_id: theirs }))).toEqual({
      status: 409,
      body: { detail: bookTexts.reservedForAnother },
    });
    expect(answer(await sell())).toEqual({ status: 409, body: { detail: bookTexts.reservedForAnother } });
    expect((await sell({ sold_to_conversation_id: mine })).statusCode).toBe(200);
    const book = await t.testDb.database.db
      .selectFrom('books')
      .select(['sold_to_id', 'reserved_for_conversation_id'])
      .where('id', '=', bookId)
      .executeTakeFirstOrThrow();
    expect(book).toEqual({ sold_to_id: buyer.id, reserved_for_conversation_id: null });
    expect(await conversationOf(buyer, mine)).toMatchObject({ reserved_here: false, book: { status: 'sold' } });
    expect(answer(await reserve(seller, theirs))).toEqual({ status: 409, body: { detail: T.bookNotListed } });
  });

  it('releases the book when its seller deletes it', async () => {
    const { bookId, ids } = await bookWithConversations(t, seller, [buyer]);
    expect((await reserve(seller, ids[0]!)).statusCode).toBe(200);
    expect((await seller.client.request('DELETE', `/api/v1/books/${bookId}/`)).statusCode).toBeLessThan(300);
    expect(await conversationOf(buyer, ids[0]!)).toMatchObject({ reserved_here: false, book: { id: null, status: 'deleted' } });
    expect(answer(await reserve(seller, ids[0]!))).toEqual({ status: 409, body: { detail: T.bookNotListed } });
  });

  it('lets exactly one of two reserves racing for one book win', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { bookId, ids } = await bookWithConversations(t, seller, [buyer, queued]);
      const responses = await Promise.all(ids.map((id) => reserve(seller, id)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const row = await t.testDb.database.db
        .selectFrom('books')
        .select('reserved_for_conversation_id')
        .where('id', '=', bookId)
        .executeTakeFirstOrThrow();
      const winner = ids[responses.findIndex((response) => response.statusCode === 200)];
      expect(Number(row.reserved_for_conversation_id)).toBe(winner);
    }
  });

  it('releases, by its hourly job, a reservation a week old with no hand-over agreed, and keeps one with a hand-over', async () => {
    const db = t.testDb.database.db;
    const stale = await bookWithConversations(t, seller, [buyer, queued]);
    const firm = await bookWithConversations(t, seller, [buyer]);
    expect((await reserve(seller, stale.ids[0]!)).statusCode).toBe(200);
    await agreedHandover(firm.ids[0]!, buyer, seller);
    await db
      .updateTable('books')
      .set({ reserved_at: new Date(Date.now() - (RESERVATION_DAYS + 1) * 86_400_000) })
      .where('id', 'in', [stale.bookId, firm.bookId])
      .execute();
    await t.app.jobs.send(RESERVATION_SWEEP_JOB, {});
    await t.app.jobs.runDue(RESERVATION_SWEEP_JOB);
    expect(await conversationOf(queued, stale.ids[1]!)).toMatchObject({ book: { status: 'available' } });
    expect(await conversationOf(buyer, stale.ids[0]!)).toMatchObject({ reserved_here: false });
    expect(await conversationOf(buyer, firm.ids[0]!)).toMatchObject({ reserved_here: true, book: { status: 'reserved' } });
  });
});
