import { RESERVATION_DAYS } from '../../../src/features/deals/limits';
import { RESERVATION_SWEEP_JOB } from '../../../src/features/deals/sweep';
import type { TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { newMember, type Member } from '../../helpers/world';
import { agreedHandover, bookWithConversations, CONVERSATIONS, dealCast } from './deal-helpers';

// The deal's notices (issue 37): a reserved book released (by its seller, the week-old sweep, or a no-show or a
// cancellation) tells the other buyers who wrote about it, once each, that it is available again; a book deleted
// while reserved tells the buyer it was held for, by its name.

interface Bell {
  results: { kind: string; book: { id: number } | null; details: Record<string, unknown> }[];
}

describe.each(DB_KINDS)('the deal’s notices on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    ({ t } = await dealCast(kind));
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(() => t.close());

  const bell = async (member: Member, kindOf: string) =>
    (await member.client.get('/api/v1/notifications/')).json<Bell>().results.filter((item) => item.kind === kindOf);

  /** A new book of the seller's reserved for `held`, with `queue` having written about it (twice each) too. */
  async function reservedWithQueue(seller: Member, held: Member, queue: Member[]) {
    const { bookId, ids } = await bookWithConversations(t, seller, [held, ...queue]);
    for (const [index, id] of ids.entries()) {
      const writer = [held, ...queue][index]!;
      for (const body of ['Is it still there?', 'I could come today.']) {
        expect((await writer.client.post(`${CONVERSATIONS}/${id}/messages/`, { body })).statusCode).toBe(201);
      }
    }
    expect((await seller.client.post(`${CONVERSATIONS}/${ids[0]}/reserve/`)).statusCode).toBe(200);
    return { bookId, ids };
  }

  it('tells each buyer in the queue once that the book its seller released is available again, not the buyer it was held for', async () => {
    const [seller, held, first, second, silent] = [
      await newMember(t),
      await newMember(t),
      await newMember(t),
      await newMember(t),
      await newMember(t),
    ];
    const { bookId, ids } = await reservedWithQueue(seller, held, [first, second]);
    // Opened a conversation but never wrote: not in the queue.
    expect((await silent.client.post(`${CONVERSATIONS}/`, { book_id: bookId })).statusCode).toBe(201);
    expect(await bell(first, 'book_available_again')).toEqual([]);
    expect((await seller.client.post(`${CONVERSATIONS}/${ids[0]}/release/`)).statusCode).toBe(200);
    for (const [member, id] of [
      [first, ids[1]],
      [second, ids[2]],
    ] as const) {
      const notices = await bell(member, 'book_available_again');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.book?.id).toBe(bookId);
      expect(notices[0]!.details).toEqual({ conversation_id: id });
    }
    expect(await bell(held, 'book_available_again')).toEqual([]);
    expect(await bell(silent, 'book_available_again')).toEqual([]);
    expect(await bell(seller, 'book_available_again')).toEqual([]);
  });

  it('tells the queue when a no-show releases the book, and when the week-old sweep does', async () => {
    const [seller, held, queued] = [await newMember(t), await newMember(t), await newMember(t)];
    const noShow = await reservedWithQueue(seller, held, [queued]);
    const handoverId = await agreedHandover(noShow.ids[0]!, held, seller);
    expect((await seller.client.post(`/api/v1/handovers/${handoverId}/outcome/`, { outcome: 'no_show' })).statusCode).toBe(200);
    expect((await bell(queued, 'book_available_again')).map((item) => item.book?.id)).toEqual([noShow.bookId]);

    const stale = await reservedWithQueue(seller, held, [queued]);
    await t.testDb.database.db
      .updateTable('books')
      .set({ reserved_at: new Date(Date.now() - (RESERVATION_DAYS + 1) * 86_400_000) })
      .where('id', '=', stale.bookId)
      .execute();
    await t.app.jobs.send(RESERVATION_SWEEP_JOB, {});
    await t.app.jobs.runDue(RESERVATION_SWEEP_JOB);
    expect((await bell(queued, 'book_available_again')).map((item) => item.book?.id)).toEqual([stale.bookId, noShow.bookId]);
    expect(await bell(held, 'book_available_again')).toEqual([]);
  });

  it('tells the buyer a book reserved for them was deleted, by its name, leading to the conversation', async () => {
    const [seller, held, queued] = [await newMember(t), await newMember(t), await newMember(t)];
    const { bookId, ids } = await bookWithConversations(t, seller, [held, queued], { name: 'Karnali Blues' });
    expect((await seller.client.post(`${CONVERSATIONS}/${ids[0]}/reserve/`)).statusCode).toBe(200);
    expect((await seller.client.delete(`/api/v1/books/${bookId}/`)).statusCode).toBe(200);
    const notices = await bell(held, 'reserved_book_deleted');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.book).toBeNull();
    expect(notices[0]!.details).toEqual({ conversation_id: ids[0], book_name: 'Karnali Blues' });
    expect(await bell(queued, 'reserved_book_deleted')).toEqual([]);
    // A book deleted while not reserved tells nobody.
    const other = await bookWithConversations(t, seller, [queued]);
    expect((await seller.client.delete(`/api/v1/books/${other.bookId}/`)).statusCode).toBe(200);
    expect(await bell(queued, 'reserved_book_deleted')).toEqual([]);
  });
});
