/** @jest-environment node */
import type { ResponseOf } from '@booknook/contract';
import { FakeCaches, ORIGIN } from './fake-worker';
import { recallSeen, watchAnswer } from './seen-conversations';

type Conversation = ResponseOf<'/conversations/', 'get'>['results'][number];

/** The fields the worker reads, and a message's text to prove it is left behind; the rest of a conversation is not its business. */
const conversation = (id: number, other: Conversation['other_member'], book: string, body: string): Conversation =>
  ({
    id,
    role: 'buyer',
    book: { id, name: book, price: 100, status: 'available', book_image: null, book_image_variants: [] },
    other_member: other,
    last_message: { id: id * 10, conversation_id: id, body, from_me: false, created_at: '2026-11-28T09:30:00.000Z' },
    unread_count: 1,
    other_read_id: 0,
  }) as Partial<Conversation> as Conversation;

const list = {
  results: [
    conversation(1, { username: 'asha', first_name: 'Asha', last_name: 'Rai' }, 'The Little Prince', 'My phone number is 98…'),
    conversation(2, null, 'Muna Madan', 'Still available?'),
  ],
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const caches = () => new FakeCaches() as unknown as CacheStorage;
const get = (path: string) => ({ method: 'GET', url: `${ORIGIN}${path}` });

it('keeps who, which book and when from the conversations list, never what was written', async () => {
  const store = caches();
  await watchAnswer(store, get('/api/v1/conversations/'), answer(list));
  const seen = await recallSeen(store);
  expect(seen).toEqual([
    { with: 'Asha Rai', book: 'The Little Prince', at: '2026-11-28T09:30:00.000Z' },
    { with: null, book: 'Muna Madan', at: '2026-11-28T09:30:00.000Z' },
  ]);
  expect(JSON.stringify(seen)).not.toMatch(/phone|available/);
});

it('keeps only the whole list from its start, and a list that is not one changes nothing', async () => {
  const store = caches();
  await watchAnswer(store, get('/api/v1/conversations/'), answer(list));
  await watchAnswer(store, get('/api/v1/conversations/?before=5'), answer({ results: [] }));
  await watchAnswer(store, get('/api/v1/conversations/?book_id=2'), answer({ results: [] }));
  await watchAnswer(store, get('/api/v1/conversations/'), answer({ detail: 'Service unavailable.' }, 503));
  await watchAnswer(store, get('/api/v1/conversations/'), answer({ unexpected: true }));
  expect(await recallSeen(store)).toHaveLength(2);
});

it.each([
  ['signing out', { method: 'POST', url: `${ORIGIN}/api/v1/users/logout/` }, 200],
  ['deleting the account', { method: 'DELETE', url: `${ORIGIN}/api/v1/users/me/` }, 204],
  ['a suspended session', get('/api/v1/users/me/'), 403],
  ['a session that has ended', get('/api/v1/users/me/'), 401],
  ['the list refused to a suspended member', get('/api/v1/conversations/'), 403],
])('forgets them at %s', async (_when, request, status) => {
  const store = caches();
  await watchAnswer(store, get('/api/v1/conversations/'), answer(list));
  await watchAnswer(store, request, new Response(status === 204 ? null : '{}', { status }));
  expect(await recallSeen(store)).toEqual([]);
});

it('keeps them when the member’s own details answer as usual', async () => {
  const store = caches();
  await watchAnswer(store, get('/api/v1/conversations/'), answer(list));
  await watchAnswer(store, get('/api/v1/users/me/'), answer({ username: 'asha' }));
  expect(await recallSeen(store)).toHaveLength(2);
});
