import { HANDOVER_REMINDER_JOB } from '../../../src/features/deals/reminders';
import { WANTED_MATCH_JOB } from '../../../src/features/listings/listing-events';
import { preferenceTexts } from '../../../src/features/mail-delivery/texts';
import { messagePushTexts } from '../../../src/features/messages/texts';
import { noticePushTexts as N } from '../../../src/features/notifications/texts';
import type { PushMessage } from '../../../src/features/push';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TestPushService, type TestBrowser } from '../../helpers/push-service';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';
import { hoursFromNow } from '../deals/deal-helpers';

// Issue 41.2, the kinds that push: a new message (one per conversation until it is read), a wanted book listed, a
// hand-over soon and a listing about to end, each to the stand-in push service and decrypted as the browser would;
// what the lock screen shows names who and which book, never what was written; and each kind as the member chose
// beside their mail choices (on by default), the old shape of those choices still accepted.

const PREFERENCES = '/api/v1/users/me/mail-preferences/';
const CONVERSATIONS = '/api/v1/conversations';
const ALL_ON = { messages: true, wanted: true, handovers: true, expiry: true };

describe.each(DB_KINDS)('what pushes on %s', (kind) => {
  let t: TestApp;
  let service: TestPushService;
  let moderator: Member;
  let paths = 0;

  beforeAll(async () => {
    service = await new TestPushService().start();
    t = await createTestApp(kind, { webPushAllowHttp: true });
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await service.stop();
  });

  /** A new member with one browser subscribed to the stand-in. */
  async function subscribed(firstName?: string): Promise<{ member: Member; browser: TestBrowser }> {
    const member = await newMember(t, firstName ? { first_name: firstName } : {});
    paths += 1;
    const browser = service.browser(`/kinds/${paths}`);
    const saved = await member.client.post('/api/v1/push/subscriptions/', { endpoint: browser.endpoint, keys: browser.keys });
    expect(saved.statusCode).toBe(201);
    return { member, browser };
  }

  /** What reached the browser, once every push under way has ended. */
  async function pushed(browser: TestBrowser): Promise<PushMessage[]> {
    await t.app.push.idle();
    return service.pushesFor<PushMessage>(browser);
  }

  async function send(member: Member, conversationId: number, body: string): Promise<number> {
    const sent = await member.client.post(`${CONVERSATIONS}/${conversationId}/messages/`, { body });
    expect(sent.statusCode).toBe(201);
    return sent.json<{ id: number }>().id;
  }

  it('answers the push choices beside the mail ones, all on by default, and saves them in either shape', async () => {
    const member = await newMember(t);
    const first = (await member.client.get(PREFERENCES)).json<Record<string, unknown>>();
    expect(first).toMatchObject({ messages: 'instant', expiry: 'instant', push: ALL_ON });
    // A client that knows only the mail kinds changes them as before, and the push choices stay.
    const old = await member.client.patch(PREFERENCES, { expiry: 'digest' });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ expiry: 'digest', push: ALL_ON });
    const changed = await member.client.patch(PREFERENCES, { push: { expiry: false, wanted: false } });
    expect(changed.json()).toMatchObject({ expiry: 'digest', wanted: 'instant', push: { ...ALL_ON, expiry: false, wanted: false } });
    // Both at once, and the mail choice of a kind whose push was set first is still its default.
    const both = await member.client.patch(PREFERENCES, { wanted: 'off', push: { wanted: true } });
    expect(both.json()).toMatchObject({ wanted: 'off', expiry: 'digest', push: { ...ALL_ON, expiry: false } });
    expect((await member.client.get(PREFERENCES)).json()).toEqual(both.json());
    // A stranger's choices are their own.
    expect((await (await newMember(t)).client.get(PREFERENCES)).json()).toMatchObject({ push: ALL_ON, expiry: 'instant' });
  });

  it('refuses a push choice that is not true or false, or nothing to change, with a detail', async () => {
    const member = await newMember(t);
    const bad = await member.client.patch(PREFERENCES, { push: { messages: 'sometimes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: preferenceTexts.pushInvalid });
    expect((await member.client.patch(PREFERENCES, { push: 'on' })).json()).toMatchObject({ detail: preferenceTexts.pushInvalid });
    const empty = await member.client.patch(PREFERENCES, { push: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: preferenceTexts.nothingToChange });
    // The moderation kind does not push, so it has no push choice.
    expect((await member.client.patch(PREFERENCES, { push: { moderation: true } })).statusCode).toBe(400);
  });

  it('pushes a new message at once, naming who and which book but not the text, once per conversation until read', async () => {
    const { member: seller, browser } = await subscribed('Sita');
    const buyer = await newMember(t, { first_name: 'Asha' });
    const bookId = await listedBook(t, seller, { name: 'Muna Madan' });
    const started = await buyer.client.post(`${CONVERSATIONS}/`, { book_id: bookId });
    const conversationId = started.json<{ id: number }>().id;
    const expected: PushMessage = {
      title: messagePushTexts.title('Asha', 'Muna Madan'),
      body: messagePushTexts.body,
      url: `/messages/${conversationId}`,
      tag: `conversation-${conversationId}`,
    };
    await send(buyer, conversationId, 'Is the secret hiding place still in it?');
    expect(await pushed(browser)).toEqual([expected]);
    expect(JSON.stringify(await pushed(browser))).not.toContain('secret');
    // Unread still: more messages push nothing more.
    const last = await send(buyer, conversationId, 'Hello again?');
    expect(await pushed(browser)).toHaveLength(1);
    // Read: the next one pushes again.
    expect((await seller.client.post(`${CONVERSATIONS}/${conversationId}/read/`, { last_read_id: last })).statusCode).toBe(200);
    await send(buyer, conversationId, 'Third time');
    expect(await pushed(browser)).toEqual([expected, expected]);
    // The seller's own answer does not push to the seller.
    await send(seller, conversationId, 'Yes, it is.');
    expect(await pushed(browser)).toHaveLength(2);
  });

  it('pushes once for messages sent at the same moment (the claim is one statement; raced on PostgreSQL)', async () => {
    const { member: seller, browser } = await subscribed('Sita');
    const buyer = await newMember(t, { first_name: 'Asha' });
    const bookId = await listedBook(t, seller, { name: 'Palpasa Cafe' });
    const conversationId = (await buyer.client.post(`${CONVERSATIONS}/`, { book_id: bookId })).json<{ id: number }>().id;
    await Promise.all(Array.from({ length: 6 }, (_, index) => send(buyer, conversationId, `Still there? (${index})`)));
    expect(await pushed(browser)).toHaveLength(1);
  });

  it('pushes nothing for messages once the member turns that kind off, and again once they turn it on', async () => {
    const { member: seller, browser } = await subscribed();
    const buyer = await newMember(t);
    const bookId = await listedBook(t, seller, { name: 'Seto Bagh' });
    const conversationId = (await buyer.client.post(`${CONVERSATIONS}/`, { book_id: bookId })).json<{ id: number }>().id;
    expect((await seller.client.patch(PREFERENCES, { push: { messages: false } })).statusCode).toBe(200);
    await send(buyer, conversationId, 'Hello?');
    expect(await pushed(browser)).toEqual([]);
    await seller.client.patch(PREFERENCES, { push: { messages: true } });
    await send(buyer, conversationId, 'Hello, anyone?');
    expect((await pushed(browser)).map((push) => push.url)).toEqual([`/messages/${conversationId}`]);
  });

  it('pushes a wanted book when a moderator lists it, to those who chose it, with the book’s page', async () => {
    const wanting = await subscribed();
    const declined = await subscribed();
    const seller = await newMember(t);
    for (const { member } of [wanting, declined])
      expect((await member.client.post('/api/v1/saved-searches/', { name: 'palpasa cafe' })).statusCode).toBe(201);
    await declined.member.client.patch(PREFERENCES, { push: { wanted: false } });
    const bookId = await createBook(t, seller, { name: 'Palpasa Cafe' });
    const { version } = (await moderator.client.get(`/api/v1/moderation/books/${bookId}/`)).json<{ version: number }>();
    expect((await moderator.client.post(`/api/v1/moderation/books/${bookId}/accept/`, { version })).statusCode).toBe(200);
    await t.app.jobs.runDue(WANTED_MATCH_JOB);
    expect(await pushed(wanting.browser)).toEqual([
      { title: N.wantedTitle('Palpasa Cafe', false), body: N.wantedBody, url: `/books/${bookId}`, tag: `wanted-${bookId}` },
    ]);
    expect(await pushed(declined.browser)).toEqual([]);
  });

  it('pushes the hand-over reminder to both members, naming the other, with the conversation', async () => {
    const seller = await subscribed('Sita');
    const buyer = await subscribed('Asha');
    const bookId = await listedBook(t, seller.member, { name: 'Karnali Blues' });
    const conversationId = (await buyer.member.client.post(`${CONVERSATIONS}/`, { book_id: bookId })).json<{ id: number }>().id;
    const proposed = await buyer.member.client.post(`${CONVERSATIONS}/${conversationId}/handovers/`, {
      at: hoursFromNow(1.5),
      place: 'The library, Patan',
    });
    const handoverId = proposed.json<{ handover: { id: number } }>().handover.id;
    expect((await seller.member.client.post(`/api/v1/handovers/${handoverId}/accept/`)).statusCode).toBe(200);
    await buyer.member.client.patch(PREFERENCES, { push: { handovers: false } });
    await t.app.jobs.send(HANDOVER_REMINDER_JOB, {});
    await t.app.jobs.runDue(HANDOVER_REMINDER_JOB);
    const reminder = { title: N.handoverTitle('Karnali Blues'), url: `/messages/${conversationId}`, tag: `handover-${conversationId}` };
    expect(await pushed(seller.browser)).toEqual([{ ...reminder, body: N.handoverBody('Asha') }]);
    expect(await pushed(buyer.browser)).toEqual([]);
    expect(JSON.stringify(await pushed(seller.browser))).not.toContain('Patan');
  });

  it('pushes the reminder of a listing about to end to its owner, with My Books, as they chose', async () => {
    const { member: seller, browser } = await subscribed();
    const ending = await listedBook(t, seller, { name: 'Summer Love' });
    const other = await listedBook(t, seller, { name: 'Winter Love' });
    const db = t.testDb.database.db;
    const soon = new Date(Date.now() + 60_000);
    await db.updateTable('books').set({ expires_at: soon }).where('id', 'in', [ending, other]).execute();
    expect(await t.app.lifetimes.remindDue(ending)).toBe(1);
    expect(await pushed(browser)).toEqual([
      { title: N.expiringTitle('Summer Love'), body: N.expiringBody, url: '/mybooks', tag: `expiry-${ending}` },
    ]);
    await seller.client.patch(PREFERENCES, { push: { expiry: false } });
    expect(await t.app.lifetimes.remindDue(other)).toBe(1);
    expect(await pushed(browser)).toHaveLength(1);
  });

  it('neither waits for nor fails on a push service that hangs or errs: the message is sent all the same', async () => {
    const { member: seller, browser } = await subscribed();
    const path = new URL(browser.endpoint).pathname;
    service.answer(path, 'never');
    const settings = (t.app.push as unknown as { settings: { timeoutMs?: number } }).settings;
    settings.timeoutMs = 1000;
    try {
      const buyer = await newMember(t);
      const bookId = await listedBook(t, seller, { name: 'Shirishko Phool' });
      const conversationId = (await buyer.client.post(`${CONVERSATIONS}/`, { book_id: bookId })).json<{ id: number }>().id;
      await send(buyer, conversationId, 'Still there?');
      let ended = false;
      const idle = t.app.push.idle().then(() => (ended = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(ended).toBe(false); // answered 201 while the push was still under way
      await idle;
      expect(service.received.filter((push) => push.path === path)).toHaveLength(1);
      // A push service's error is logged, not the sender's.
      service.answer(path, { status: 500 });
      await seller.client.post(`${CONVERSATIONS}/${conversationId}/read/`, { last_read_id: await send(buyer, conversationId, 'Hello?') });
      await send(buyer, conversationId, 'Hello??');
      await t.app.push.idle();
      expect(service.received.filter((push) => push.path === path)).toHaveLength(2);
    } finally {
      settings.timeoutMs = undefined;
    }
  });
});
