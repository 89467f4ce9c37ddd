import type { Point } from '../../../src/features/books/location-blur';
import { LOCATION_BLUR } from '../../../src/features/books/limits';
import { messages } from '../../../src/texts';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { listedBook, newMember, shownPoint, type Member } from '../../helpers/world';
import { bookFieldTexts } from '../../../src/features/books/texts';

// A member's saved area (issue 26): saved blurred, never sent back as a point, and Browse's
// near=saved measures from it, found from the session.

const M = messages.account.savedArea;
const EARTH_RADIUS_M = 6_371_000;
const RAD = Math.PI / 180;
const NEAREST = LOCATION_BLUR.offsetMinM - LOCATION_BLUR.gridM / Math.SQRT2;
const FARTHEST = LOCATION_BLUR.offsetMaxM + LOCATION_BLUR.gridM / Math.SQRT2;

function metres(a: Point, b: Point): number {
  const h =
    Math.sin(((b.latitude - a.latitude) * RAD) / 2) ** 2 +
    Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(((b.longitude - a.longitude) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

function north(point: Point, metresNorth: number): Point {
  return { latitude: point.latitude + metresNorth / EARTH_RADIUS_M / RAD, longitude: point.longitude };
}

const HOME: Point = { latitude: 18.52, longitude: 73.85 };

interface BrowseItem {
  id: number;
  distance: string;
}

describe.each(DB_KINDS)('saved area on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  const put = (member: Member, body: unknown) => member.client.request('PUT', '/api/v1/users/me/area/', { json: body });

  async function storedPoint(member: Member): Promise<Point> {
    return t.testDb.database.db
      .selectFrom('member_saved_areas')
      .select(['latitude', 'longitude'])
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
  }

  it('is none at first, and members only', async () => {
    const member = await newMember(t);
    expect((await member.client.get('/api/v1/users/me/area/')).json()).toEqual({ source: null, label: null, saved_at: null });
    const guest = await new TestClient(t.app).get('/api/v1/users/me/area/');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ detail: messages.errors.notAuthenticated });
  });

  it('keeps "my location" blurred as a listing from there is shown, and answers with its label only', async () => {
    const member = await newMember(t);
    const saved = await put(member, { source: 'my_location', ...HOME });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<Record<string, unknown>>();
    expect(Object.keys(answer).sort()).toEqual(['label', 'saved_at', 'source']);
    expect(answer).toMatchObject({ source: 'my_location', label: 'Pune' });
    const point = await storedPoint(member);
    expect(saved.body).not.toContain(String(point.latitude).slice(0, 7));
    expect(saved.body).not.toContain(String(HOME.latitude));
    const away = metres(HOME, point);
    expect(away).toBeGreaterThanOrEqual(NEAREST - 1);
    expect(away).toBeLessThanOrEqual(FARTHEST + 1);
    // A book listed from the same place shows the same point: the area gives away nothing more.
    const book = await listedBook(t, member, { ...HOME });
    expect(metres(await shownPoint(t, book), point)).toBeLessThan(0.01);
    expect((await member.client.get('/api/v1/users/me/area/')).json()).toEqual(answer);
  });

  it('takes the last listing’s shown point and name, and refuses when no listing has a place', async () => {
    const member = await newMember(t);
    await listedBook(t, member, { name: 'No place' });
    const none = await put(member, { source: 'last_listing' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: M.noListingWithPlace, errors: { source: M.noListingWithPlace } });
    await listedBook(t, member, { name: 'Older', ...north(HOME, 5000) });
    const newest = await listedBook(t, member, { name: 'Concepts of Physics', ...HOME });
    const saved = await put(member, { source: 'last_listing' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ source: 'last_listing', label: 'Concepts of Physics' });
    expect(metres(await storedPoint(member), await shownPoint(t, newest))).toBeLessThan(0.01);
  });

  it('answers bad input with the field at fault', async () => {
    const member = await newMember(t);
    const cases: [unknown, string, string][] = [
      [{ source: 'my_location', latitude: 18.5 }, 'longitude', M.pointNeeded],
      [{ source: 'my_location' }, 'latitude', M.pointNeeded],
      [{ source: 'last_listing', latitude: 18.5, longitude: 73.8 }, 'latitude', M.pointNotTaken],
      [{ source: 'home' }, 'source', M.source],
      [{ source: 'my_location', latitude: 91, longitude: 73.8 }, 'latitude', bookFieldTexts.latitude.invalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(member, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    }
  });

  it('sorts Browse by distance from the saved area and applies the radius there (near=saved)', async () => {
    const seller = await newMember(t);
    const place = { latitude: 12.97, longitude: 77.59 };
    const near = await listedBook(t, seller, { ...north(place, 1000) });
    const middle = await listedBook(t, seller, { ...north(place, 3000) });
    const far = await listedBook(t, seller, { ...north(place, 8000) });
    const buyer = await newMember(t);
    expect((await put(buyer, { source: 'my_location', ...place })).statusCode).toBe(200);

    const nearest = (await buyer.client.get('/api/v1/books/?near=saved&ordering=distance&limit=50')).json<{ items: BrowseItem[] }>();
    const ids = nearest.items.map((item) => item.id);
    expect(ids.slice(0, 3)).toEqual([near, middle, far]);
    // The same answer as asking from the stored point itself (which the browser never has).
    const point = await storedPoint(buyer);
    const explicit = (
      await buyer.client.get(`/api/v1/books/?latitude=${point.latitude}&longitude=${point.longitude}&ordering=distance&limit=50`)
    ).json<{ items: BrowseItem[] }>();
    expect(nearest.items).toEqual(explicit.items);

    const within = (await buyer.client.get('/api/v1/books/?near=saved&radius=5&limit=50')).json<{ items: BrowseItem[] }>();
    expect(within.items.map((item) => item.id)).toEqual(expect.arrayContaining([near, middle]));
    expect(within.items.map((item) => item.id)).not.toContain(far);
    for (const item of within.items) expect(Number.parseFloat(item.distance)).toBeLessThanOrEqual(5000);
  });

  it('refuses near=saved to guests, without an area, with a point, or with another value', async () => {
    const guest = await new TestClient(t.app).get('/api/v1/books/?near=saved');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ detail: M.signInForSaved });
    const member = await newMember(t);
    const none = await member.client.get('/api/v1/books/?near=saved');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: M.noneSaved, errors: { near: M.noneSaved } });
    await put(member, { source: 'my_location', ...HOME });
    const both = await member.client.get('/api/v1/books/?near=saved&latitude=1&longitude=2');
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ detail: M.notWithPoint, errors: { near: M.notWithPoint } });
    const other = await member.client.get('/api/v1/books/?near=home');
    expect(other.statusCode).toBe(400);
    expect(other.json<{ errors: Record<string, string> }>().errors.near).toBe(M.near);
  });

  it('is in the member’s data export by where it came from, without the point', async () => {
    const member = await newMember(t);
    await put(member, { source: 'my_location', ...HOME });
    const exported = await member.client.get('/api/v1/users/me/export/');
    expect(exported.json<{ saved_area: unknown }>().saved_area).toMatchObject({ source: 'my_location', label: 'Pune' });
    expect(exported.body).not.toMatch(/latitude|longitude/);
  });

  it('forgets the area, and goes with the account', async () => {
    const member = await newMember(t);
    await put(member, { source: 'my_location', ...HOME });
    const forgotten = await member.client.delete('/api/v1/users/me/area/');
    expect(forgotten.json()).toEqual({ detail: M.forgotten });
    expect((await member.client.get('/api/v1/users/me/area/')).json()).toEqual({ source: null, label: null, saved_at: null });
    expect((await member.client.get('/api/v1/books/?near=saved')).statusCode).toBe(400);

    await put(member, { source: 'my_location', ...HOME });
    expect((await member.client.delete('/api/v1/users/me/', { password: member.password })).statusCode).toBe(200);
    const left = await t.testDb.database.db.selectFrom('member_saved_areas').select('user_id').where('user_id', '=', member.id).execute();
    expect(left).toEqual([]);
  });

  if (kind === 'postgresql') {
    it('keeps one area when saves race (each an upsert in one statement)', async () => {
      const member = await newMember(t);
      await listedBook(t, member, { ...HOME });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          put(member, i % 2 === 0 ? { source: 'last_listing' } : { source: 'my_location', ...north(HOME, i * 2000) }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      const rows = await t.testDb.database.db.selectFrom('member_saved_areas').selectAll().where('user_id', '=', member.id).execute();
      expect(rows).toHaveLength(1);
    });
  }
});
