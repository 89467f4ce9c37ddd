import { randomBytes } from 'node:crypto';
import { messages } from '../../../src/texts';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { listedBook, newMember, shownPoint, type Member } from '../../helpers/world';

// A saved area chosen by its name (issue 26): the places on members' profiles and their towns,
// offered only where two members or more list books from, saved as the middle of those books'
// shown points, and used by Browse's near=saved.

const M = messages.account.savedArea;

interface Choice {
  label: string;
  books: number;
}

describe.each(DB_KINDS)('saved area chosen by name on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  /** A name no other test uses, so each test sees only its own areas. */
  const uniqueName = (base: string) => `${base} ${randomBytes(3).toString('hex')}`;

  async function sellerIn(location: string): Promise<Member> {
    const member = await newMember(t);
    await t.testDb.database.db.updateTable('users').set({ location }).where('id', '=', member.id).execute();
    return member;
  }

  const choices = async (member: Member, q: string) =>
    (await member.client.get(`/api/v1/users/me/area/choices/?q=${encodeURIComponent(q)}`)).json<{ items: Choice[] }>().items;
  const put = (member: Member, body: unknown) => member.client.request('PUT', '/api/v1/users/me/area/', { json: body });

  it('offers an area once two members list books from it, under its usual spelling, matched in any case', async () => {
    const name = uniqueName('Jawalakhel');
    const place = { latitude: 27.67, longitude: 85.31 };
    const first = await sellerIn(name);
    await listedBook(t, first, place);
    await listedBook(t, first, place);
    const buyer = await newMember(t);
    // One member: that member's own place, never offered.
    expect(await choices(buyer, name.slice(0, 12))).toEqual([]);
    await listedBook(t, await sellerIn(`  ${name.toUpperCase()} `), place);
    await listedBook(t, await sellerIn(name), place);
    // A book without a place does not count.
    await listedBook(t, first, {});
    expect(await choices(buyer, name.slice(2, 14).toLowerCase())).toEqual([{ label: name, books: 4 }]);
    // LIKE's wildcards are letters.
    expect(await choices(buyer, '%_')).toEqual([]);
  });

  it('offers a town once, from the places in it, beside each place that is offered itself', async () => {
    const town = uniqueName('Lalitpur');
    const place = { latitude: 27.67, longitude: 85.31 };
    await listedBook(t, await sellerIn(`Patan, ${town}`), place);
    await listedBook(t, await sellerIn(`Jawalakhel,${town}`), place);
    await listedBook(t, await sellerIn(`Jawalakhel, ${town}`), place);
    await listedBook(t, await sellerIn(town), place);
    const buyer = await newMember(t);
    expect(await choices(buyer, town.toLowerCase())).toEqual([
      { label: town, books: 4 },
      // "Jawalakhel,Lalitpur" is the same place, its space tidied.
      { label: `Jawalakhel, ${town}`, books: 2 },
    ]);
    expect(await choices(buyer, `patan, ${town}`)).toEqual([]);
  });

  it('saves the middle of the area’s books, and Browse measures from there (near=saved)', async () => {
    const name = uniqueName('Patan Dhoka');
    const books: number[] = [];
    for (const latitude of [12.96, 12.97, 12.98]) books.push(await listedBook(t, await sellerIn(name), { latitude, longitude: 77.59 }));
    const buyer = await newMember(t);
    const saved = await put(buyer, { source: 'area', label: ` ${name.toLowerCase()} ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ source: 'area', label: name });
    expect(saved.body).not.toMatch(/latitude|longitude/);
    const points = await Promise.all(books.map((id) => shownPoint(t, id)));
    const stored = await t.testDb.database.db
      .selectFrom('member_saved_areas')
      .select(['latitude', 'longitude'])
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(stored.latitude).toBeCloseTo(points.reduce((sum, point) => sum + point.latitude, 0) / 3, 6);
    expect(stored.longitude).toBeCloseTo(points.reduce((sum, point) => sum + point.longitude, 0) / 3, 6);
    const near = (await buyer.client.get('/api/v1/books/?near=saved&ordering=distance&limit=3')).json<{ items: { id: number }[] }>();
    expect(near.items.map((item) => item.id)[0]).toBe(books[1]);
    expect((await buyer.client.get('/api/v1/users/me/area/')).json()).toMatchObject({ source: 'area', label: name });
  });

  it('refuses an area that is not offered, and answers bad input with the field at fault', async () => {
    const name = uniqueName('One Seller');
    const seller = await sellerIn(name);
    await listedBook(t, seller, { latitude: 1, longitude: 1 });
    await listedBook(t, seller, { latitude: 1, longitude: 1 });
    const member = await newMember(t);
    const cases: [unknown, string, string][] = [
      [{ source: 'area', label: name }, 'label', M.noSuchArea],
      [{ source: 'area', label: 'Nowhere at all' }, 'label', M.noSuchArea],
      [{ source: 'area' }, 'label', M.labelNeeded],
      [{ source: 'area', label: '   ' }, 'label', M.labelNeeded],
      [{ source: 'area', label: 'x'.repeat(201) }, 'label', M.labelNeeded],
      [{ source: 'area', label: name, latitude: 1, longitude: 1 }, 'latitude', M.pointNotTaken],
      [{ source: 'my_location', latitude: 1, longitude: 1, label: name }, 'label', M.labelNotTaken],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(member, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string; errors: Record<string, string> }>()).toEqual({
        detail: message,
        errors: { [field]: message },
      });
    }
    expect((await member.client.get('/api/v1/users/me/area/')).json()).toEqual({ source: null, label: null, saved_at: null });
    for (const q of ['', 'a', '  ', 'y'.repeat(101)]) {
      const response = await member.client.get(`/api/v1/users/me/area/choices/?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: M.query, errors: { q: M.query } });
    }
    const guest = await new TestClient(t.app).get('/api/v1/users/me/area/choices/?q=jawa');
    expect(guest.statusCode).toBe(401);
  });
});
