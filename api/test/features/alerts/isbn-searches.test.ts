import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createBook, newMember, type Member } from '../../helpers/world';
import { WANTED_MATCH_JOB } from '../../../src/features/listings/listing-events';
import { bookFieldTexts } from '../../../src/features/books/texts';

// Issue 40: "tell me when this edition is listed": a saved search can be an ISBN (field isbn, or an ISBN typed as
// Browse's search text), matched when a moderator accepts a book like the other fields.

const EDITION = { isbn13: '9780306406157', isbn10: '0-306-40615-2' };
const OTHER_EDITION = '978-3-16-148410-0';

interface SavedSearch {
  id: number;
  name: string;
  isbn: string | null;
  category: string | null;
}

describe.each(DB_KINDS)('saved searches by ISBN on %s', (kind) => {
  let t: TestApp;
  let moderator: Member;
  let seller: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    moderator = await newMember(t, { moderator: true });
    seller = await newMember(t);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  async function accept(bookId: number): Promise<void> {
    const { version } = (await moderator.client.get(`/api/v1/moderation/books/${bookId}/`)).json<{ version: number }>();
    expect((await moderator.client.post(`/api/v1/moderation/books/${bookId}/accept/`, { version })).statusCode).toBe(200);
    await t.app.jobs.runDue(WANTED_MATCH_JOB);
  }

  async function wants(member: Member, search: Record<string, unknown>): Promise<SavedSearch> {
    const saved = await member.client.post('/api/v1/saved-searches/', search);
    expect(saved.statusCode).toBe(201);
    return saved.json<{ saved_search: SavedSearch }>().saved_search;
  }

  async function toldOf(member: Member, bookId: number): Promise<number> {
    const rows = await t.testDb.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', member.id)
      .where('book_id', '=', bookId)
      .where('kind', '=', 'wanted_listed')
      .execute();
    return rows.length;
  }

  it('saves the ISBN as its 13 digits, from isbn or from search text that is an ISBN, and lists it back', async () => {
    const member = await newMember(t);
    expect(await wants(member, { isbn: EDITION.isbn10 })).toMatchObject({ name: '', isbn: EDITION.isbn13 });
    expect(await wants(member, { name: ` ${EDITION.isbn10} ` })).toMatchObject({ name: '', isbn: EDITION.isbn13 });
    expect(await wants(member, { name: 'physics', isbn: OTHER_EDITION })).toMatchObject({ name: 'physics', isbn: '9783161484100' });
    expect(await wants(member, { name: 'organic chemistry' })).toMatchObject({ isbn: null });
    const listed = (await member.client.get('/api/v1/saved-searches/')).json<{ items: SavedSearch[] }>();
    expect(listed.items.map((item) => item.isbn)).toEqual([null, '9783161484100', EDITION.isbn13, EDITION.isbn13]);
  });

  it('refuses an ISBN with a wrong check digit, naming it', async () => {
    const response = await (await newMember(t)).client.post('/api/v1/saved-searches/', { isbn: '978-0-306-40615-8' });
    expect(response.statusCode).toBe(400);
    const message = bookFieldTexts.isbn.checkDigit('978-0-306-40615-8');
    expect(response.json()).toEqual({ detail: message, errors: { isbn: message } });
  });

  it('tells a member awaiting an edition when a copy of it is accepted, and not of another edition or a book without ISBN', async () => {
    const [byIsbn, byTypedIsbn, withWords, withCategory, other] = await Promise.all([1, 2, 3, 4, 5].map(() => newMember(t)));
    await wants(byIsbn!, { isbn: EDITION.isbn13 });
    await wants(byTypedIsbn!, { name: EDITION.isbn10 });
    await wants(withWords!, { name: 'physics', isbn: EDITION.isbn13 });
    await wants(withCategory!, { isbn: EDITION.isbn13, category: 'REFERENCE' });
    await wants(other!, { isbn: OTHER_EDITION });

    const copy = await createBook(t, seller, { name: 'Physics Part One', isbn: EDITION.isbn10, category: 'TEXTBOOK' });
    const unrelated = await createBook(t, seller, { name: 'Physics Part Two' });
    await accept(copy);
    await accept(unrelated);
    const told = async (bookId: number) =>
      Promise.all([byIsbn, byTypedIsbn, withWords, withCategory, other].map((member) => toldOf(member!, bookId)));
    expect(await told(copy)).toEqual([1, 1, 1, 0, 0]);
    expect(await told(unrelated)).toEqual([0, 0, 0, 0, 0]);
  });

  it('does not tell a paused search, nor the seller of the copy', async () => {
    const paused = await newMember(t);
    const saved = await wants(paused, { isbn: EDITION.isbn13 });
    expect((await paused.client.patch(`/api/v1/saved-searches/${saved.id}/`, { paused: true })).statusCode).toBe(200);
    await wants(seller, { isbn: EDITION.isbn13 });
    const copy = await createBook(t, seller, { isbn: EDITION.isbn13 });
    await accept(copy);
    expect([await toldOf(paused, copy), await toldOf(seller, copy)]).toEqual([0, 0]);
  });
});
