import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { listedBook, newMember, type Member } from '../../helpers/world';

// Issue 18: the embedded database is one session, so every query waits in one line. Searches take
// turns, with a turn of the event loop before each, so that a member's session check waits for
// about one search, not for every search already waiting (it used to wait for all of them).

describe('searches on the embedded database', () => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    member = await newMember(t);
    for (let i = 0; i < 5; i += 1) await listedBook(t, member, { name: `Physics Notes ${i}` });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('let a member’s request through after at most a few of twenty waiting searches', async () => {
    let searchesDone = 0;
    const searches = Array.from({ length: 20 }, (_, i) =>
      t.app.inject({ url: `/api/v1/books/?name=phsics%20${i}&latitude=27.7&longitude=85.3` }).then((response) => {
        expect(response.statusCode).toBe(200);
        searchesDone += 1;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    const me = await member.client.get('/api/v1/users/me/');
    const doneBeforeMe = searchesDone;
    expect(me.statusCode).toBe(200);
    await Promise.all(searches);
    expect(searchesDone).toBe(20);
    expect(doneBeforeMe).toBeLessThanOrEqual(3);
  });
});
