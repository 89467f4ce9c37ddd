import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';

// Issue 13: the book services are built once per app around one browse cache, and every write
// clears it inside the write itself: a guest's cached Browse shows a moderator's decision and an
// owner's sale at once, with a cache that would otherwise keep answers for a minute.

describe.each(DB_KINDS)('one browse cache per app, cleared by every write, on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let moderator: Member;
  let guest: TestClient;

  beforeAll(async () => {
    t = await createTestApp(kind, { browseCacheSeconds: 60 });
    seller = await newMember(t);
    moderator = await newMember(t, { moderator: true });
    guest = new TestClient(t.app);
  }, DB_SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const browseIds = async () =>
    (await guest.get('/api/v1/books/?limit=100')).json<{ items: { id: number }[] }>().items.map((book) => book.id);

  it('the app holds one set of book services', () => {
    expect(t.app.books.browse).toBeDefined();
    expect(t.app.books.own).toBeDefined();
    expect(t.app.books.moderation).toBeDefined();
  });

  it("a moderator's decision and an owner's changes show in a guest's cached Browse at once", async () => {
    const listed = await listedBook(t, seller);
    const waiting = await createBook(t, seller, { name: 'Waiting For Review' });
    expect(await browseIds()).toContain(listed);
    expect(await browseIds()).not.toContain(waiting); // cached now

    const version = (await moderator.client.get(`/api/v1/moderation/books/${waiting}/`)).json<{ version: number }>().version;
    expect((await moderator.client.post(`/api/v1/moderation/books/${waiting}/accept/`, { version })).statusCode).toBe(200);
    expect(await browseIds()).toContain(waiting);

    expect((await seller.client.patch(`/api/v1/books/mark-as-sold/${listed}/`)).statusCode).toBe(200);
    expect(await browseIds()).not.toContain(listed);

    expect((await moderator.client.post(`/api/v1/moderation/books/${waiting}/disable/`)).statusCode).toBe(200);
    expect(await browseIds()).not.toContain(waiting);
  });
});
