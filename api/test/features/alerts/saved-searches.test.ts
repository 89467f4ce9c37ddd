import type { ErrorBody } from '../../../src/plugins/errors';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { newMember } from '../../helpers/world';
import { bookQueryTexts } from '../../../src/features/books/texts';
import { savedSearchTexts } from '../../../src/features/alerts/texts';
import { SAVED_SEARCH_LIMITS } from '../../../src/features/alerts/limits';

// Issue 25: wanted books are saved searches a member keeps at /alerts: Browse's text and filters, a
// point and a radius; paused, re-ranged or deleted by their owner only; bad input is a clear 400.

const M = savedSearchTexts;
const KATHMANDU = { latitude: 27.7172, longitude: 85.324 };

interface Saved {
  id: number;
  name: string;
  category: string | null;
  book_type: string | null;
  near: boolean;
  radius_km: number | null;
  price_min: number | null;
  price_max: number | null;
  free: boolean;
  paused: boolean;
}

describe.each(DB_KINDS)('saved searches on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('saves a search with text, filters, a point and a radius, and lists it without the point', async () => {
    const member = await newMember(t);
    const created = await member.client.post('/api/v1/saved-searches/', {
      name: '  Organic Chemistry Class 12 ',
      category: 'TEXTBOOK',
      is_school_book: true,
      ...KATHMANDU,
      radius_km: 5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ detail: string; saved_search: Saved }>()).toMatchObject({
      detail: M.saved,
      saved_search: {
        name: 'Organic Chemistry Class 12',
        category: 'TEXTBOOK',
        book_type: 'school',
        near: true,
        radius_km: 5,
        paused: false,
      },
    });
    const list = await member.client.get('/api/v1/saved-searches/');
    expect(list.json<{ items: Saved[]; max: number }>()).toMatchObject({
      max: SAVED_SEARCH_LIMITS.perMember,
      items: [{ name: 'Organic Chemistry Class 12' }],
    });
    expect(list.body).not.toMatch(/latitude|longitude|27\.71/);
    const row = await t.testDb.database.db
      .selectFrom('saved_searches')
      .select('words')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.words).toEqual(['organic', 'chemistry', 'class', '12']);
  });

  it('refuses a search for everything, a radius past 50 km, a radius without a point, naming the field', async () => {
    const member = await newMember(t);
    const everything = await member.client.post('/api/v1/saved-searches/', { name: '  ', ...KATHMANDU });
    expect(everything.statusCode).toBe(400);
    expect(everything.json()).toEqual({ detail: M.nothingToSave, errors: { name: M.nothingToSave } });
    const far = await member.client.post('/api/v1/saved-searches/', { name: 'atlas', ...KATHMANDU, radius_km: 51 });
    expect(far.statusCode).toBe(400);
    expect(far.json<ErrorBody>().errors).toEqual({ radius_km: M.radiusInvalid(SAVED_SEARCH_LIMITS.radiusMaxKm) });
    const pointless = await member.client.post('/api/v1/saved-searches/', { name: 'atlas', radius_km: 5 });
    expect(pointless.json<ErrorBody>().errors).toEqual({ radius_km: M.pointInvalid });
    const wrongCategory = await member.client.post('/api/v1/saved-searches/', { name: 'atlas', category: 'COMICS' });
    expect(Object.keys(wrongCategory.json<ErrorBody>().errors ?? {})).toEqual(['category']);
    const guest = new TestClient(t.app);
    await guest.get('/api/v1/health');
    expect((await guest.post('/api/v1/saved-searches/', { name: 'atlas' })).statusCode).toBe(401);
  });

  // Issue 36: Browse's price range and Free only are part of what is saved (they were dropped silently).
  it('keeps a price range, or Free only on its own, and refuses a range that cannot match', async () => {
    const member = await newMember(t);
    const ranged = await member.client.post('/api/v1/saved-searches/', { name: 'atlas', price_min: 100, price_max: 450.5 });
    expect(ranged.json<{ saved_search: Saved }>().saved_search).toMatchObject({ price_min: 100, price_max: 450.5, free: false });
    const free = await member.client.post('/api/v1/saved-searches/', { free: true, price_max: 300 });
    expect(free.statusCode).toBe(201);
    expect(free.json<{ saved_search: Saved }>().saved_search).toMatchObject({ name: '', price_min: null, price_max: null, free: true });
    const upTo = await member.client.post('/api/v1/saved-searches/', { price_max: 200 });
    expect(upTo.json<{ saved_search: Saved }>().saved_search).toMatchObject({ price_min: null, price_max: 200, free: false });
    const listed = (await member.client.get('/api/v1/saved-searches/')).json<{ items: Saved[] }>().items;
    expect(listed.map(({ price_min, price_max, free }) => ({ price_min, price_max, free }))).toEqual([
      { price_min: null, price_max: 200, free: false },
      { price_min: null, price_max: null, free: true },
      { price_min: 100, price_max: 450.5, free: false },
    ]);

    const inverted = await member.client.post('/api/v1/saved-searches/', { name: 'atlas', price_min: 500, price_max: 100 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toEqual({ detail: bookQueryTexts.priceRange, errors: { price_min: bookQueryTexts.priceRange } });
    const freeAbove = await member.client.post('/api/v1/saved-searches/', { name: 'atlas', free: true, price_min: 50 });
    expect(freeAbove.json<ErrorBody>().errors).toEqual({ free: bookQueryTexts.freeWithPriceMin });
    const negative = await member.client.post('/api/v1/saved-searches/', { name: 'atlas', price_max: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<ErrorBody>().errors).toEqual({ price_max: bookQueryTexts.priceMax });
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perMember} per member, even when they are saved at once`, async () => {
    const member = await newMember(t);
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCH_LIMITS.perMember + 5 }, (_, index) =>
        member.client.post('/api/v1/saved-searches/', { name: `book ${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(SAVED_SEARCH_LIMITS.perMember);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json<ErrorBody>().errors).toEqual({ saved_searches: M.tooMany(SAVED_SEARCH_LIMITS.perMember) });
  });

  it('pauses, resumes and re-ranges only the owner’s search, and deletes it', async () => {
    const owner = await newMember(t);
    const stranger = await newMember(t);
    const { id } = (await owner.client.post('/api/v1/saved-searches/', { name: 'physics', ...KATHMANDU })).json<{ saved_search: Saved }>()
      .saved_search;
    expect((await stranger.client.patch(`/api/v1/saved-searches/${id}/`, { paused: true })).statusCode).toBe(404);
    expect((await stranger.client.delete(`/api/v1/saved-searches/${id}/`)).statusCode).toBe(404);
    expect((await owner.client.patch(`/api/v1/saved-searches/${id}/`, { paused: true })).json()).toMatchObject({
      paused: true,
      radius_km: 10,
    });
    expect((await owner.client.patch(`/api/v1/saved-searches/${id}/`, { radius_km: 25 })).json()).toMatchObject({
      paused: true,
      radius_km: 25,
    });
    expect((await owner.client.patch(`/api/v1/saved-searches/${id}/`, { radius_km: 80 })).statusCode).toBe(400);
    expect((await owner.client.patch(`/api/v1/saved-searches/${id}/`, {})).json()).toEqual({ detail: M.nothingToChange });
    expect((await owner.client.delete(`/api/v1/saved-searches/${id}/`)).json()).toEqual({ detail: M.deleted });
    expect((await owner.client.get('/api/v1/saved-searches/')).json<{ items: Saved[] }>().items).toEqual([]);
  });

  it('keeps one vocabulary of the words of active searches: paused and deleted searches’ words leave it', async () => {
    const member = await newMember(t);
    const vocabulary = async () =>
      (await t.testDb.database.db.selectFrom('saved_search_words').select('word').where('word', 'in', ['zymurgy', 'quokka']).execute())
        .map((row) => row.word)
        .sort();
    const { id } = (await member.client.post('/api/v1/saved-searches/', { name: 'zymurgy quokka' })).json<{ saved_search: Saved }>()
      .saved_search;
    expect(await vocabulary()).toEqual(['quokka', 'zymurgy']);
    await member.client.patch(`/api/v1/saved-searches/${id}/`, { paused: true });
    expect(await vocabulary()).toEqual([]);
    await member.client.patch(`/api/v1/saved-searches/${id}/`, { paused: false });
    expect(await vocabulary()).toEqual(['quokka', 'zymurgy']);
    await member.client.delete(`/api/v1/saved-searches/${id}/`);
    expect(await vocabulary()).toEqual([]);
  });
});
