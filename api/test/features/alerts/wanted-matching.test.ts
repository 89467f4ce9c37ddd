import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createBook, newMember, type Member } from '../../helpers/world';
import { sql } from 'kysely';
import { WANTED_MATCH_JOB } from '../../../src/features/listings/listing-events';
import { deletionsOf } from '../../../src/features/alerts/matcher';

// Issue 25: when a moderator accepts a book, every saved search it answers is told once, by Browse's
// text rules (typos, author, a word being typed), within the search's radius, never the searcher's
// own book, never a paused search.

const KATHMANDU = { latitude: 27.7172, longitude: 85.324 };

/** `point` moved `km` kilometres north. */
function north(point: typeof KATHMANDU, km: number) {
  return { latitude: point.latitude + km / 111.2, longitude: point.longitude };
}

describe.each(DB_KINDS)('wanted books on %s', (kind) => {
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
    const accepted = await moderator.client.post(`/api/v1/moderation/books/${bookId}/accept/`, { version });
    expect(accepted.statusCode).toBe(200);
    await t.app.jobs.runDue(WANTED_MATCH_JOB);
  }

  async function wants(member: Member, search: Record<string, unknown>): Promise<number> {
    const saved = await member.client.post('/api/v1/saved-searches/', search);
    expect(saved.statusCode).toBe(201);
    return saved.json<{ saved_search: { id: number } }>().saved_search.id;
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

  it('tells a member whose words match, as typed, misspelt, as a beginning, or in the author', async () => {
    const [exact, misspelt, typing, byAuthor, unrelated] = await Promise.all([1, 2, 3, 4, 5].map(() => newMember(t)));
    await wants(exact!, { name: 'organic chemistry' });
    await wants(misspelt!, { name: 'chemstry' });
    await wants(typing!, { name: 'chemistry orga' });
    await wants(byAuthor!, { name: 'bahadur' });
    await wants(unrelated!, { name: 'organic physics' });
    const book = await createBook(t, seller, { name: 'Organic Chemistry Class 12', author: 'Arun Bahadur' });
    await accept(book);
    expect([await toldOf(exact!, book), await toldOf(misspelt!, book), await toldOf(typing!, book), await toldOf(byAuthor!, book)]).toEqual(
      [1, 1, 1, 1],
    );
    expect(await toldOf(unrelated!, book)).toBe(0);
    // The bell says so, naming the search.
    const bell = (await exact!.client.get('/api/v1/notifications/')).json<{
      results: { kind: string; book: { id: number } }[];
      unread: number;
    }>();
    expect(bell.unread).toBe(1);
    expect(bell.results[0]).toMatchObject({ kind: 'wanted_listed', book: { id: book }, details: { search: 'organic chemistry' } });
  });

  it('forgives typos by the saved word’s length: a swap, a letter more, two in a long word, never three', async () => {
    const searchers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newMember(t)));
    const searches = ['chemsitry', 'chemisstry', 'chemistrie', 'orgnaic', 'chamistrie', 'orgnc'];
    for (const [index, name] of searches.entries()) await wants(searchers[index]!, { name });
    const book = await createBook(t, seller, { name: 'Organic Chemistry', author: 'Ram Thapa' });
    await accept(book);
    const told = await Promise.all(searchers.map((member) => toldOf(member, book)));
    // Three edits from "chemistry", and a four-letter word (no typos allowed under five), are not it.
    expect(told).toEqual([1, 1, 1, 1, 0, 0]);
  });

  it('keeps each saved word under its deletions, as the matcher makes them, until the last search with it goes', async () => {
    const db = t.testDb.database.db;
    for (const [word, depth] of [
      ['physics', 1],
      ['chemistry', 2],
      ['विज्ञान', 1],
    ] as const) {
      const rows = await sql<{ d: string }>`SELECT word_deletions(${word}, ${depth}) AS d`.execute(db);
      expect(new Set(rows.rows.map((row) => row.d))).toEqual(deletionsOf(word, depth));
    }
    const member = await newMember(t);
    const id = await wants(member, { name: 'zylophonic' });
    const stored = async () =>
      (await db.selectFrom('saved_word_deletions').select('deletion').where('word', '=', 'zylophonic').execute()).map(
        (row) => row.deletion,
      );
    expect(new Set(await stored())).toEqual(deletionsOf('zylophonic', 2));
    expect((await member.client.delete(`/api/v1/saved-searches/${id}/`)).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('tells only searches whose radius holds the book, and whose filters it meets', async () => {
    const [near, far, anywhere, otherCategory] = await Promise.all([1, 2, 3, 4].map(() => newMember(t)));
    await wants(near!, { name: 'geography atlas', ...KATHMANDU, radius_km: 5 });
    await wants(far!, { name: 'geography atlas', ...north(KATHMANDU, 20), radius_km: 5 });
    await wants(anywhere!, { category: 'REFERENCE' });
    await wants(otherCategory!, { name: 'geography atlas', category: 'GUIDEBOOK' });
    const book = await createBook(t, seller, { name: 'Geography Atlas', category: 'REFERENCE', ...north(KATHMANDU, 3) });
    await accept(book);
    expect([
      await toldOf(near!, book),
      await toldOf(far!, book),
      await toldOf(anywhere!, book),
      await toldOf(otherCategory!, book),
    ]).toEqual([1, 0, 1, 0]);
  });

  it('tells only searches whose price range holds the book’s price, and Free only of a book given away', async () => {
    const [upTo300, from400, between, freeOnly, word] = await Promise.all([1, 2, 3, 4, 5].map(() => newMember(t)));
    await wants(upTo300!, { name: 'rhododendron', price_max: 300 });
    await wants(from400!, { name: 'rhododendron', price_min: 400 });
    await wants(between!, { name: 'rhododendron', price_min: 250, price_max: 350 });
    await wants(freeOnly!, { name: 'rhododendron', free: true });
    await wants(word!, { name: 'rhododendron' });
    const sold = await createBook(t, seller, { name: 'Rhododendron Guide', price: 300 });
    const given = await createBook(t, seller, { name: 'Rhododendron Notes', price: 0 });
    await accept(sold);
    await accept(given);
    const told = async (member: Member) => [await toldOf(member, sold), await toldOf(member, given)];
    expect([await told(upTo300!), await told(from400!), await told(between!), await told(freeOnly!), await told(word!)]).toEqual([
      [1, 1],
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ]);
  });

  it('never tells the seller of their own book, nor a paused search', async () => {
    const paused = await newMember(t);
    const id = await wants(paused, { name: 'botany herbarium' });
    await paused.client.patch(`/api/v1/saved-searches/${id}/`, { paused: true });
    const ownWish = await wants(seller, { name: 'botany herbarium' });
    const book = await createBook(t, seller, { name: 'Botany Herbarium Guide' });
    await accept(book);
    expect([await toldOf(paused, book), await toldOf(seller, book)]).toEqual([0, 0]);
    await seller.client.delete(`/api/v1/saved-searches/${ownWish}/`);
  });

  it('tells a member once per book, however many of their searches match and however often it is accepted', async () => {
    const member = await newMember(t);
    await wants(member, { name: 'zoology' });
    await wants(member, { name: 'zoology notes' });
    const book = await createBook(t, seller, { name: 'Zoology Notes' });
    await accept(book);
    // Renamed (back to review), accepted again.
    expect((await seller.client.patch(`/api/v1/books/${book}/`, { name: 'Zoology Notes, Part 1' })).statusCode).toBe(200);
    await accept(book);
    expect(await toldOf(member, book)).toBe(1);
  });

  it('tells nobody of a book that is not listed when the job runs (sold meanwhile)', async () => {
    const member = await newMember(t);
    await wants(member, { name: 'astronomy' });
    const book = await createBook(t, seller, { name: 'Astronomy Basics' });
    const { version } = (await moderator.client.get(`/api/v1/moderation/books/${book}/`)).json<{ version: number }>();
    await moderator.client.post(`/api/v1/moderation/books/${book}/accept/`, { version });
    await seller.client.patch(`/api/v1/books/mark-as-sold/${book}/`);
    await t.app.jobs.runDue(WANTED_MATCH_JOB);
    expect(await toldOf(member, book)).toBe(0);
  });
});
