import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { MESSAGE_LIMITS, RATE_LIMITS } from '../../../src/limits';
import { messages } from '../../../src/texts';
import { EventStreamReader } from '../../helpers/event-stream';
import { startSecondInstance } from '../../helpers/second-instance';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';
import { bookTexts } from '../../../src/features/books/texts';
import { conversationTexts } from '../../../src/features/messages/texts';

// Conversations between members (issue 16): who may read and write, blocking, paging, unread
// counts, the book's lifecycle, rate limits, and live delivery over Server-Sent Events, on both
// databases; on PostgreSQL a message sent through one instance reaches a stream on another.

const M = conversationTexts;
const API = '/api/v1/conversations';

interface Conversation {
  id: number;
  role: string;
  book: { id: number | null; name: string; price: number; status: string; book_image: string | null };
  other_member: { username: string } | null;
  last_message: { id: number; body: string; from_me: boolean } | null;
  unread_count: number;
  other_read_id: number;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  can_send: boolean;
  reported_by_me: boolean;
}
interface Message {
  id: number;
  conversation_id: number;
  body: string;
  from_me: boolean;
  created_at: string;
}
interface Page<T> {
  results: T[];
  has_more: boolean;
}

describe.each(DB_KINDS)('conversations on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let stranger: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t, { first_name: 'Seller' });
    buyer = await newMember(t, { first_name: 'Buyer' });
    stranger = await newMember(t);
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  /** A new listed book of the seller's and the buyer's conversation about it. */
  async function conversation(from: Member = buyer, owner: Member = seller): Promise<{ id: number; bookId: number }> {
    const bookId = await listedBook(t, owner);
    const response = await from.client.post(`${API}/`, { book_id: bookId });
    expect(response.statusCode).toBe(201);
    return { id: response.json<Conversation>().id, bookId };
  }

  async function send(member: Member, id: number, body: string): Promise<Message> {
    const response = await member.client.post(`${API}/${id}/messages/`, { body });
    expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 201 });
    return response.json<Message>();
  }

  const unread = async (member: Member) =>
    (await member.client.get(`${API}/unread/`)).json<{ unread_conversations: number }>().unread_conversations;

  it('starts one conversation per book and buyer, about a listed book that is not the caller’s own', async () => {
    const bookId = await listedBook(t, seller);
    const first = await buyer.client.post(`${API}/`, { book_id: bookId });
    expect(first.statusCode).toBe(201);
    const started = first.json<Conversation>();
    expect(started).toMatchObject({
      role: 'buyer',
      book: { id: bookId, name: 'Concepts of Physics', price: 350.5, status: 'available' },
      other_member: { username: seller.username },
      last_message: null,
      unread_count: 0,
      can_send: true,
    });
    expect(started.book.book_image).toMatch(/\/covers\/.+\.jpg$/);
    const again = await buyer.client.post(`${API}/`, { book_id: bookId });
    expect(again.statusCode).toBe(200);
    expect(again.json<Conversation>().id).toBe(started.id);

    expect((await seller.client.post(`${API}/`, { book_id: bookId })).json()).toEqual({ detail: M.ownBook });
    const guest = new TestClient(t.app);
    await guest.get('/api/v1/health'); // a CSRF cookie, so that only authorisation is tested
    expect((await guest.post(`${API}/`, { book_id: bookId })).statusCode).toBe(401);
    const unreviewed = await createBook(t, seller);
    await listedBook(t, buyer); // a book of the caller's own changes nothing about someone else's
    expect((await buyer.client.post(`${API}/`, { book_id: unreviewed })).statusCode).toBe(404);
    expect((await buyer.client.post(`${API}/`, { book_id: 99_999_999 })).statusCode).toBe(404);
    const sold = await listedBook(t, seller);
    expect((await seller.client.patch(`/api/v1/books/mark-as-sold/${sold}/`)).statusCode).toBe(200);
    const late = await buyer.client.post(`${API}/`, { book_id: sold });
    expect({ status: late.statusCode, body: late.json<unknown>() }).toEqual({ status: 409, body: { detail: M.bookUnavailable } });
    expect((await buyer.client.post(`${API}/`, { book_id: 'one' })).statusCode).toBe(400);
  });

  it('delivers messages both ways with unread counts, read marks and the inbox in order', async () => {
    const { id } = await conversation();
    const before = await unread(seller);
    const hello = await send(buyer, id, '  Is it still available?  ');
    expect(hello).toMatchObject({ conversation_id: id, body: 'Is it still available?', from_me: true });
    expect(await unread(seller)).toBe(before + 1);

    const inbox = (await seller.client.get(`${API}/`)).json<Page<Conversation>>();
    expect(inbox.results[0]).toMatchObject({
      id,
      role: 'seller',
      other_member: { username: buyer.username },
      last_message: { id: hello.id, body: 'Is it still available?', from_me: false },
      unread_count: 1,
    });
    const history = (await seller.client.get(`${API}/${id}/messages/`)).json<Page<Message>>();
    expect(history).toEqual({ results: [{ ...hello, from_me: false }], has_more: false });

    const read = await seller.client.post(`${API}/${id}/read/`, { last_read_id: hello.id });
    expect(read.json()).toEqual({ unread_conversations: before });
    expect((await buyer.client.get(`${API}/${id}/`)).json<Conversation>().other_read_id).toBe(hello.id);
    // Reading is never undone, and never runs ahead of the last message.
    await seller.client.post(`${API}/${id}/read/`, { last_read_id: 0 });
    expect((await buyer.client.get(`${API}/${id}/`)).json<Conversation>().other_read_id).toBe(hello.id);
    await seller.client.post(`${API}/${id}/read/`, { last_read_id: hello.id + 1000 });
    expect((await buyer.client.get(`${API}/${id}/`)).json<Conversation>().other_read_id).toBe(hello.id);

    const reply = await send(seller, id, 'Yes! <b>Come</b> by on Saturday.');
    expect(reply.body).toBe('Yes! <b>Come</b> by on Saturday.'); // stored and returned as text
    expect(await unread(buyer)).toBeGreaterThanOrEqual(1);
    const mine = (await buyer.client.get(`${API}/${id}/messages/`)).json<Page<Message>>().results;
    expect(mine.map((m) => [m.body, m.from_me])).toEqual([
      ['Is it still available?', true],
      ['Yes! <b>Come</b> by on Saturday.', false],
    ]);
  });

  it('starts one conversation when a member presses twice at once, and keeps every one of many messages sent at once (raced on PostgreSQL)', async () => {
    const bookId = await listedBook(t, seller);
    const starts = await Promise.all(Array.from({ length: 6 }, () => buyer.client.post(`${API}/`, { book_id: bookId })));
    expect(starts.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const id = starts[0]!.json<Conversation>().id;
    expect(new Set(starts.map((r) => r.json<Conversation>().id))).toEqual(new Set([id]));

    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? buyer : seller).client.post(`${API}/${id}/messages/`, { body: `at once ${i}` })),
    );
    expect(sent.every((r) => r.statusCode === 201)).toBe(true);
    const newest = Math.max(...sent.map((r) => r.json<Message>().id));
    const history = (await seller.client.get(`${API}/${id}/messages/`)).json<Page<Message>>().results;
    expect(history).toHaveLength(12);
    // The conversation's last message is the newest, whichever statement committed last.
    expect((await seller.client.get(`${API}/${id}/`)).json<Conversation>().last_message?.id).toBe(newest);
  });

  it('refuses empty, blank and overlong messages with a clear detail, and stores nothing', async () => {
    const { id } = await conversation();
    for (const body of ['', '   \n ', 'x'.repeat(MESSAGE_LIMITS.bodyMax + 1)]) {
      const response = await buyer.client.post(`${API}/${id}/messages/`, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toBe(body.length > 10 ? M.bodyTooLong : M.bodyRequired);
    }
    expect((await buyer.client.post(`${API}/${id}/messages/`, {})).statusCode).toBe(400);
    expect((await send(buyer, id, 'x'.repeat(MESSAGE_LIMITS.bodyMax))).body).toHaveLength(MESSAGE_LIMITS.bodyMax);
    expect((await buyer.client.get(`${API}/${id}/messages/`)).json<Page<Message>>().results).toHaveLength(1);
  });

  it('lets only its two members read or write a conversation, and a moderator read it once reported', async () => {
    const { id } = await conversation();
    await send(buyer, id, 'Hello');
    const guest = new TestClient(t.app);
    await guest.get('/api/v1/health');
    const reads = [`${API}/${id}/`, `${API}/${id}/messages/`];
    for (const url of reads) {
      expect((await guest.get(url)).statusCode).toBe(401);
      expect((await stranger.client.get(url)).json()).toEqual({ detail: messages.errors.notFound });
      expect((await moderator.client.get(url)).statusCode).toBe(404);
      expect((await seller.client.get(url)).statusCode).toBe(200);
    }
    for (const [url, json] of [
      [`${API}/${id}/messages/`, { body: 'hi' }],
      [`${API}/${id}/read/`, { last_read_id: 1 }],
      [`${API}/${id}/block/`, undefined],
      [`${API}/${id}/report/`, { reason: 'spam' }],
    ] as const) {
      expect({ url, status: (await stranger.client.post(url, json)).statusCode }).toEqual({ url, status: 404 });
      expect({ url, status: (await moderator.client.post(url, json)).statusCode }).toEqual({ url, status: 404 });
    }
    expect((await stranger.client.delete(`${API}/${id}/block/`)).statusCode).toBe(404);
    expect((await stranger.client.get(`${API}/`)).json<Page<Conversation>>().results.some((c) => c.id === id)).toBe(false);

    // Reported: moderators see it, with its messages, and cannot write in it.
    const report = await seller.client.post(`${API}/${id}/report/`, { reason: 'Asks me to pay outside BookNook' });
    expect({ status: report.statusCode, body: report.json<unknown>() }).toEqual({ status: 201, body: { detail: M.reported } });
    expect((await seller.client.post(`${API}/${id}/report/`, { reason: 'again' })).json()).toEqual({ detail: M.alreadyReported });
    expect((await seller.client.get(`${API}/${id}/`)).json<Conversation>().reported_by_me).toBe(true);
    const queue = await moderator.client.get('/api/v1/moderation/conversations/');
    const item = queue
      .json<{ results: { conversation: Conversation; reports: { reporter: string; reason: string }[]; messages: Message[] }[] }>()
      .results.find((r) => r.conversation.id === id);
    expect(item?.reports).toEqual([expect.objectContaining({ reporter: 'seller', reason: 'Asks me to pay outside BookNook' })]);
    expect(item?.messages.map((m) => [m.body, m.from_me])).toEqual([['Hello', true]]);
    expect((await moderator.client.get(`${API}/${id}/`)).json<Conversation>()).toMatchObject({ role: 'moderator', can_send: false });
    expect((await moderator.client.get(`${API}/${id}/messages/`)).statusCode).toBe(200);
    const write = await moderator.client.post(`${API}/${id}/messages/`, { body: 'hi' });
    expect({ status: write.statusCode, body: write.json<unknown>() }).toEqual({ status: 403, body: { detail: M.moderatorsRead } });
    expect((await stranger.client.get('/api/v1/moderation/conversations/')).statusCode).toBe(403);
    expect((await stranger.client.post(`/api/v1/moderation/conversations/${id}/resolve/`)).statusCode).toBe(403);
    expect((await moderator.client.post(`/api/v1/moderation/conversations/${id}/resolve/`)).json()).toEqual({ detail: M.reportResolved });
    expect((await moderator.client.post(`/api/v1/moderation/conversations/${id}/resolve/`)).statusCode).toBe(404);
    expect((await moderator.client.get(`${API}/${id}/`)).statusCode).toBe(404);
  });

  it('blocks a member both ways, in every conversation, until unblocked', async () => {
    const first = await conversation();
    const second = await conversation();
    await send(buyer, first.id, 'Hi');
    const blocked = await seller.client.post(`${API}/${first.id}/block/`);
    expect(blocked.json<Conversation>()).toMatchObject({ blocked_by_me: true, blocked_by_them: false, can_send: false });
    expect((await buyer.client.get(`${API}/${second.id}/`)).json<Conversation>()).toMatchObject({ blocked_by_them: true, can_send: false });
    for (const [member, id, detail] of [
      [buyer, first.id, M.blockedByThem],
      [buyer, second.id, M.blockedByThem],
      [seller, first.id, M.blockedByMe],
    ] as const) {
      const response = await member.client.post(`${API}/${id}/messages/`, { body: 'still there?' });
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({ status: 403, body: { detail } });
    }
    const another = await listedBook(t, seller);
    expect((await buyer.client.post(`${API}/`, { book_id: another })).json()).toEqual({ detail: M.blockedByThem });
    // The history stays readable.
    expect((await buyer.client.get(`${API}/${first.id}/messages/`)).json<Page<Message>>().results).toHaveLength(1);

    expect((await seller.client.delete(`${API}/${first.id}/block/`)).json<Conversation>().can_send).toBe(true);
    await send(buyer, second.id, 'Thanks for unblocking');
  });

  it('pages a history upward and an inbox downward', async () => {
    const { id } = await conversation();
    const sent: number[] = [];
    for (let i = 0; i < MESSAGE_LIMITS.pageDefault + 5; i += 1) sent.push((await send(buyer, id, `message ${i}`)).id);
    const newest = (await seller.client.get(`${API}/${id}/messages/`)).json<Page<Message>>();
    expect(newest.has_more).toBe(true);
    expect(newest.results.map((m) => m.id)).toEqual(sent.slice(5));
    const older = (await seller.client.get(`${API}/${id}/messages/?before=${newest.results[0]!.id}`)).json<Page<Message>>();
    expect(older).toMatchObject({ has_more: false });
    expect(older.results.map((m) => m.id)).toEqual(sent.slice(0, 5));
    expect((await seller.client.get(`${API}/${id}/messages/?limit=2`)).json<Page<Message>>().results.map((m) => m.id)).toEqual(
      sent.slice(-2),
    );
    const bad = await seller.client.get(`${API}/${id}/messages/?before=abc`);
    expect({ status: bad.statusCode, detail: bad.json<{ detail: string }>().detail }).toEqual({ status: 400, detail: M.beforeInvalid });
    expect((await seller.client.get(`${API}/${id}/messages/?limit=${MESSAGE_LIMITS.pageMax + 1}`)).statusCode).toBe(400);

    const inbox = (await seller.client.get(`${API}/?limit=1`)).json<Page<Conversation>>();
    expect(inbox).toMatchObject({ has_more: true, results: [{ id }] });
    const next = (await seller.client.get(`${API}/?limit=50&before=${inbox.results[0]!.last_message!.id}`)).json<Page<Conversation>>();
    expect(next.results.every((c) => c.last_message!.id < sent[sent.length - 1]!)).toBe(true);
    const ids = next.results.map((c) => c.last_message!.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('keeps a conversation readable when its book is sold, disabled or deleted, or the other member leaves', async () => {
    const { id, bookId } = await conversation();
    await send(buyer, id, 'Can I have it?');
    const status = async () => (await buyer.client.get(`${API}/${id}/`)).json<Conversation>().book;
    await seller.client.patch(`/api/v1/books/mark-as-sold/${bookId}/`);
    expect((await status()).status).toBe('sold');
    await t.testDb.database.db.updateTable('books').set({ is_disabled: true }).where('id', '=', bookId).execute();
    expect((await status()).status).toBe('unlisted');
    expect((await seller.client.delete(`/api/v1/books/${bookId}/`)).statusCode).toBe(200);
    expect(await status()).toMatchObject({ id: null, name: 'Concepts of Physics', price: 350.5, status: 'deleted', book_image: null });
    await send(buyer, id, 'Thanks, picked it up.');

    const leaving = await newMember(t);
    const theirs = await conversation(buyer, leaving);
    await send(buyer, theirs.id, 'Hello?');
    await t.testDb.database.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    expect((await buyer.client.get(`${API}/${theirs.id}/`)).json<Conversation>()).toMatchObject({
      other_member: null,
      can_send: false,
      last_message: { body: 'Hello?' },
    });
    const late = await buyer.client.post(`${API}/${theirs.id}/messages/`, { body: 'Anyone?' });
    expect({ status: late.statusCode, body: late.json<unknown>() }).toEqual({ status: 403, body: { detail: M.memberLeft } });
  });

  it('lets the seller pick, when marking a book sold, the buyer of one of its conversations', async () => {
    const { id, bookId } = await conversation();
    await send(buyer, id, 'I will take it');
    const other = await conversation(stranger);
    await send(stranger, other.id, 'Me too?');
    const about = (await seller.client.get(`${API}/?book_id=${bookId}`)).json<Page<Conversation>>();
    expect(about.results.map((c) => c.id)).toEqual([id]);

    // Not a conversation about this book of this seller's: refused, and the book stays listed.
    const wrong = await seller.client.patch(`/api/v1/books/mark-as-sold/${bookId}/`, { sold_to_conversation_id: other.id });
    expect({ status: wrong.statusCode, detail: wrong.json<{ detail: string }>().detail }).toEqual({
      status: 400,
      detail: bookTexts.soldToInvalid,
    });
    const theirs = await buyer.client.patch(`/api/v1/books/mark-as-sold/${bookId}/`, { sold_to_conversation_id: id });
    expect(theirs.statusCode).toBe(403);
    expect((await seller.client.patch(`/api/v1/books/mark-as-sold/${bookId}/`, { sold_to_conversation_id: id })).statusCode).toBe(200);
    const book = await t.testDb.database.db
      .selectFrom('books')
      .select(['is_sold', 'sold_to_id'])
      .where('id', '=', bookId)
      .executeTakeFirstOrThrow();
    expect(book).toEqual({ is_sold: true, sold_to_id: buyer.id });
    expect((await buyer.client.get(`${API}/${id}/`)).json<Conversation>().book.status).toBe('sold');
  });

  describe('live delivery', () => {
    let port: number;
    const streams: EventStreamReader[] = [];
    const open = async (member: Member | TestClient, headers: Record<string, string> = {}) => {
      const stream = await EventStreamReader.open(port, 'client' in member ? member.client : member, headers);
      streams.push(stream);
      return stream;
    };

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    afterEach(() => {
      for (const stream of streams.splice(0)) stream.close();
    });

    it('streams a message to the other member, and read marks to both, over text/event-stream', async () => {
      const { id } = await conversation();
      const sellerStream = await open(seller);
      expect(sellerStream.status).toBe(200);
      expect(sellerStream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(sellerStream.headers['x-accel-buffering']).toBe('no');
      expect(sellerStream.headers['cache-control']).toBe('no-store');
      await sellerStream.next((e) => e.event === 'ready');
      const buyerStream = await open(buyer);
      await buyerStream.next((e) => e.event === 'ready');

      const sent = await send(buyer, id, 'Live hello');
      const received = await sellerStream.next((e) => e.event === 'message');
      expect(received).toEqual({ event: 'message', id: String(sent.id), data: { ...sent, from_me: false } });
      // The sender's own other tabs hear it too, as theirs.
      expect((await buyerStream.next((e) => e.event === 'message')).data).toEqual(sent);

      await seller.client.post(`${API}/${id}/read/`, { last_read_id: sent.id });
      expect((await buyerStream.next((e) => e.event === 'read')).data).toEqual({ conversation_id: id, by_me: false, read_id: sent.id });
      expect((await sellerStream.next((e) => e.event === 'read')).data).toEqual({ conversation_id: id, by_me: true, read_id: sent.id });

      await buyer.client.post(`${API}/${id}/block/`);
      expect((await sellerStream.next((e) => e.event === 'conversation')).data).toEqual({ conversation_id: id });
      await buyer.client.delete(`${API}/${id}/block/`);
      // Nobody else hears anything.
      const strangerStream = await open(stranger);
      await strangerStream.next((e) => e.event === 'ready');
      await send(seller, id, 'Private');
      await buyerStream.next((e) => e.event === 'message' && (e.data as Message).body === 'Private');
      expect(strangerStream.events.map((e) => e.event)).toEqual(['ready']);
    });

    it('replays what a reconnecting stream missed after its Last-Event-ID', async () => {
      const { id } = await conversation();
      const first = await send(buyer, id, 'one');
      const second = await send(buyer, id, 'two');
      const third = await send(buyer, id, 'three');
      const stream = await open(seller, { 'last-event-id': String(first.id) });
      const ready = await stream.next((e) => e.event === 'ready');
      expect(stream.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual([String(second.id), String(third.id)]);
      expect(ready).toEqual({ event: 'ready', id: String(third.id), data: { latest_message_id: third.id } });
      // A fresh stream starts at the member's latest message, so that its first reconnect replays from there.
      const fresh = await open(seller);
      expect((await fresh.next((e) => e.event === 'ready')).id).toBe(String(third.id));
      expect(fresh.events.filter((e) => e.event === 'message')).toEqual([]);
    });

    it('refuses guests and too many streams of one member, and ends a stream when its session ends', async () => {
      const guest = await open(new TestClient(t.app));
      expect(guest.status).toBe(401);
      const member = await newMember(t);
      const own: EventStreamReader[] = [];
      for (let i = 0; i < MESSAGE_LIMITS.streamsPerMember; i += 1) own.push(await open(member));
      const extra = await open(member);
      await extra.untilEnded();
      expect({ status: extra.status, body: JSON.parse(extra.text) as unknown }).toEqual({
        status: 429,
        body: { detail: M.tooManyStreams },
      });
      expect(Number(extra.headers['retry-after'])).toBeGreaterThan(0);
      for (const stream of own) await stream.next((e) => e.event === 'ready');

      expect((await member.client.get('/api/v1/users/logout/')).statusCode).toBe(200);
      await t.app.live.heartbeat();
      for (const stream of own) await stream.untilEnded();
      expect(t.app.live.openStreams).toBe(streams.filter((s) => !s.ended).length);
    });
  });
});

describe.each(DB_KINDS)('conversation rate limits on %s', (kind) => {
  const MULTIPLIER = 0.2;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitMultiplier: MULTIPLIER });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('limits new conversations per hour and messages per minute per member, with a detail that says what to do', async () => {
    const seller = await newMember(t);
    const buyer = await newMember(t);
    const starts = Math.floor(RATE_LIMITS.conversationStart.max * MULTIPLIER);
    let conversationId = 0;
    let bookId = 0;
    for (let i = 0; i < starts; i += 1) {
      bookId = await listedBook(t, seller);
      const started = await buyer.client.post(`${API}/`, { book_id: bookId });
      expect(started.statusCode).toBe(201);
      conversationId = started.json<{ id: number }>().id;
    }
    // Opening one that exists is not a new conversation.
    expect((await buyer.client.post(`${API}/`, { book_id: bookId })).statusCode).toBe(200);
    const over = await buyer.client.post(`${API}/`, { book_id: await listedBook(t, seller) });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ detail: string }>().detail).toMatch(
      /^You have started many conversations recently\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

    const sends = Math.floor(RATE_LIMITS.messageSend.max * MULTIPLIER);
    for (let i = 0; i < sends; i += 1) {
      expect((await buyer.client.post(`${API}/${conversationId}/messages/`, { body: `m${i}` })).statusCode).toBe(201);
    }
    const tooFast = await buyer.client.post(`${API}/${conversationId}/messages/`, { body: 'one more' });
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json<{ detail: string }>().detail).toMatch(/^You are sending messages too quickly\. Please wait \d+ seconds\.$/);
    // The other member is counted apart.
    expect((await seller.client.post(`${API}/${conversationId}/messages/`, { body: 'hi' })).statusCode).toBe(201);
  });
});

describe('conversation events across API instances on postgresql', () => {
  const onPostgres = DB_KINDS.includes('postgresql') ? it : it.skip;
  let t: TestApp | undefined;
  let second: Awaited<ReturnType<typeof startSecondInstance>> | undefined;

  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  onPostgres(
    'delivers a message sent through one instance to a stream open on another, and resyncs streams when LISTEN drops',
    async () => {
      t = await createTestApp('postgresql');
      second = await startSecondInstance(t);
      const port = second.port;

      const seller = await newMember(t);
      const buyer = await newMember(t);
      const bookId = await listedBook(t, seller);
      const id = (await buyer.client.post(`${API}/`, { book_id: bookId })).json<{ id: number }>().id;

      // The seller's stream is on the second instance; the buyer writes through the first.
      const stream = await EventStreamReader.open(port, seller.client);
      try {
        await stream.next((e) => e.event === 'ready');
        const sent = (await buyer.client.post(`${API}/${id}/messages/`, { body: 'Across instances' })).json<Message>();
        expect((await stream.next((e) => e.event === 'message')).data).toEqual({ ...sent, from_me: false });
        // A long message goes by reference (NOTIFY payloads are limited) and still arrives whole.
        const long = (await buyer.client.post(`${API}/${id}/messages/`, { body: 'é'.repeat(MESSAGE_LIMITS.bodyMax) })).json<Message>();
        expect((await stream.next((e) => e.event === 'message' && e.id === String(long.id))).data).toEqual({ ...long, from_me: false });

        // The LISTEN connection is killed: the stream is told to refetch, and live delivery comes back.
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE query ILIKE 'LISTEN %' AND datname = current_database()`.execute(t.testDb.database.db);
        await stream.next((e) => e.event === 'resync', 10_000);
        let arrived = false;
        for (let attempt = 0; attempt < 40 && !arrived; attempt += 1) {
          const again = (await buyer.client.post(`${API}/${id}/messages/`, { body: `after ${attempt}` })).json<Message>();
          arrived = await stream
            .next((e) => e.id === String(again.id), 500)
            .then(
              () => true,
              () => false,
            );
        }
        expect(arrived).toBe(true);
      } finally {
        stream.close();
      }
    },
    60_000,
  );
});
