import type { AddressInfo } from 'node:net';
import type { ErrorBody } from '../../../src/plugins/errors';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { EventStreamReader } from '../../helpers/event-stream';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, uploadImage, type Member } from '../../helpers/world';
import { notificationTexts } from '../../../src/features/notifications/texts';

// Issue 25: the bell. A member hears of their book accepted or rejected (with the reason), and of a
// bookmarked book sold or made cheaper; the list is newest first, read up to the newest seen, and
// the member's open tabs hear of a new one at once through the event stream.

interface Bell {
  results: { id: number; kind: string; read: boolean; book: { id: number; name: string } | null; details: Record<string, unknown> }[];
  has_more: boolean;
  unread: number;
}

describe.each(DB_KINDS)('notifications on %s', (kind) => {
  let t: TestApp;
  let port: number;
  let moderator: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  const bell = async (member: Member) => (await member.client.get('/api/v1/notifications/')).json<Bell>();

  it('tells a seller of decisions, live, and marks them read up to the newest seen', async () => {
    const seller = await newMember(t);
    const stream = await EventStreamReader.open(port, seller.client);
    try {
      await stream.next((event) => event.event === 'ready');
      const accepted = await createBook(t, seller, { name: 'Accepted Almanac' });
      const rejected = await createBook(t, seller, { name: 'Rejected Rhymes' });
      for (const [book, action, extra] of [
        [accepted, 'accept', {}],
        [rejected, 'reject', { reason: 'Blurred photo.' }],
      ] as const) {
        const { version } = (await moderator.client.get(`/api/v1/moderation/books/${book}/`)).json<{ version: number }>();
        expect((await moderator.client.post(`/api/v1/moderation/books/${book}/${action}/`, { version, ...extra })).statusCode).toBe(200);
      }
      await stream.next((event) => event.event === 'notifications');
    } finally {
      stream.close();
    }
    const list = await bell(seller);
    expect(list.unread).toBe(2);
    expect(list.results.map((item) => [item.kind, item.book?.name, item.read])).toEqual([
      ['book_rejected', 'Rejected Rhymes', false],
      ['book_accepted', 'Accepted Almanac', false],
    ]);
    expect(list.results[0]!.details).toEqual({ reason: 'Blurred photo.' });
    expect((await seller.client.get('/api/v1/notifications/unread/')).json()).toEqual({ unread: 2 });
    // Reading up to the older one leaves the newer unread.
    expect((await seller.client.post('/api/v1/notifications/read/', { up_to_id: list.results[1]!.id })).json()).toEqual({ unread: 1 });
    expect((await seller.client.post('/api/v1/notifications/read/', { up_to_id: list.results[0]!.id })).json()).toEqual({ unread: 0 });
    // Only one's own: another member reading "up to" them changes nothing of the seller's.
    const other = await newMember(t);
    await other.client.post('/api/v1/notifications/read/', { up_to_id: list.results[0]!.id + 1000 });
    expect((await bell(seller)).results.every((item) => item.read)).toBe(true);
  });

  it('tells those who bookmarked a book that it sold, or got cheaper, but not the seller', async () => {
    const seller = await newMember(t);
    const [fan, other] = [await newMember(t), await newMember(t)];
    const cheaper = await listedBook(t, seller, { name: 'Cheaper Chronicle', price: 500 });
    const sold = await listedBook(t, seller, { name: 'Sold Sonnets' });
    await fan.client.post('/api/v1/bookmarks/', { book_id: cheaper });
    await fan.client.post('/api/v1/bookmarks/', { book_id: sold });
    await other.client.post('/api/v1/bookmarks/', { book_id: sold });
    expect((await seller.client.patch(`/api/v1/books/${cheaper}/`, { price: 650 })).statusCode).toBe(200); // dearer: nothing
    expect((await seller.client.patch(`/api/v1/books/${cheaper}/`, { price: 420 })).statusCode).toBe(200);
    expect((await seller.client.patch(`/api/v1/books/mark-as-sold/${sold}/`)).statusCode).toBe(200);
    const fanBell = await bell(fan);
    // Sold, the book is no longer available: the bell no longer shows it (see below).
    expect(fanBell.results.map((item) => [item.kind, item.book?.id ?? null])).toEqual([
      ['bookmark_sold', null],
      ['bookmark_price_drop', cheaper],
    ]);
    expect(fanBell.results[1]!.details).toEqual({ old_price: 650, new_price: 420 });
    expect((await bell(other)).results.map((item) => item.kind)).toEqual(['bookmark_sold']);
    expect((await bell(seller)).results.filter((item) => item.kind.startsWith('bookmark'))).toEqual([]);
  });

  it('shows another member’s book as the public sees it now: nothing unreviewed, "no longer available" once not listed', async () => {
    const [seller, fan] = [await newMember(t), await newMember(t)];
    const db = t.testDb.database.db;
    const renamed = await listedBook(t, seller, { name: 'Reviewed Ramayana' });
    const [sold, ended, suspended, deleted, listed] = [
      await listedBook(t, seller, { name: 'Sold Saga' }),
      await listedBook(t, seller, { name: 'Ended Epic' }),
      await listedBook(t, await newMember(t), { name: 'Suspended Sutra' }),
      await listedBook(t, seller, { name: 'Deleted Diary' }),
      await listedBook(t, seller, { name: 'Listed Lyrics' }),
    ];
    const books = [renamed, sold, ended, suspended, deleted, listed];
    await t.app.notifier.notify(books.map((bookId) => ({ userId: fan.id, kind: 'wanted_listed' as const, bookId })));
    await t.app.notifier.notify([{ userId: seller.id, kind: 'book_accepted', bookId: renamed }]);
    const before = await bell(fan);
    expect(before.results.find((item) => item.book?.id === renamed)?.book?.name).toBe('Reviewed Ramayana');

    // The seller renames it and puts a new photo first: it goes back to review.
    const photo = await uploadImage(t, seller);
    const edit = await seller.client.patch(`/api/v1/books/${renamed}/`, { name: 'UNMODERATED TITLE call 9812345678', images: [photo] });
    expect(edit.statusCode).toBe(200);
    expect((await seller.client.patch(`/api/v1/books/mark-as-sold/${sold}/`)).statusCode).toBe(200);
    await db.updateTable('books').set({ is_expired: true }).where('id', '=', ended).execute();
    const owner = await db.selectFrom('books').select('user_id').where('id', '=', suspended).executeTakeFirstOrThrow();
    await db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', owner.user_id).execute();
    await db.updateTable('books').set({ is_owner_suspended: true }).where('user_id', '=', owner.user_id).execute();
    expect((await seller.client.delete(`/api/v1/books/${deleted}/`)).statusCode).toBe(200);

    const answer = await fan.client.get('/api/v1/notifications/');
    expect(answer.body).not.toContain('UNMODERATED');
    expect(answer.body).not.toContain(photo.replace(/^books\/|\.png$/g, ''));
    const shown = new Map(answer.json<Bell>().results.map((item) => [item.book?.id ?? null, item.book?.name]));
    expect(shown.get(listed)).toBe('Listed Lyrics');
    // Waiting for review, sold, ended, owner suspended: no longer available. Deleted: the notification went with it.
    expect(answer.json<Bell>().results.filter((item) => item.book === null)).toHaveLength(4);
    expect(shown.size).toBe(2);
    // The seller's own notification shows their book as it is, edit and all.
    const own = (await bell(seller)).results.find((item) => item.kind === 'book_accepted');
    expect(own?.book?.name).toBe('UNMODERATED TITLE call 9812345678');
  });

  it('pages with before and limit, and says what is wrong with bad input', async () => {
    const member = await newMember(t);
    for (let i = 0; i < 3; i += 1) {
      await t.app.notifier.notify([{ userId: member.id, kind: 'bookmark_sold', bookId: null }]);
    }
    const first = (await member.client.get('/api/v1/notifications/?limit=2')).json<Bell>();
    expect(first.results).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const rest = (await member.client.get(`/api/v1/notifications/?limit=2&before=${first.results[1]!.id}`)).json<Bell>();
    expect(rest.results).toHaveLength(1);
    expect(rest.has_more).toBe(false);
    expect(rest.results[0]!.book).toBeNull();
    const bad = await member.client.get('/api/v1/notifications/?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors).toEqual({ limit: notificationTexts.limitInvalid });
    expect((await member.client.post('/api/v1/notifications/read/', { up_to_id: 'all' })).statusCode).toBe(400);
  });
});
