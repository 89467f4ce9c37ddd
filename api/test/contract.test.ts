import type { LightMyRequestResponse } from 'fastify';
import { bookItemSchema, listSchema } from '../src/features/books/schemas';
import { seededRandom } from '../src/lib/seeded-random';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from './helpers/test-db';
import { createTestApp, TestClient, validRegistration, type TestApp } from './helpers/test-app';
import { tinyPng } from './helpers/images';
import { createBook, listedBook, newMember, postUpload, requestGrant, validBook, type Member } from './helpers/world';

// The cross-cutting promises of the API (issue 3 "must show"): who may call what, CSRF on every
// mutation, no seller coordinates anywhere, no 5xx or non-JSON error for any input, and an
// OpenAPI document made from the route schemas.

type Role = 'guest' | 'other' | 'owner' | 'moderator';
const ROLES: Role[] = ['guest', 'other', 'owner', 'moderator'];

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown> }>
  >;
}

describe.each(DB_KINDS)('API contract on %s', (kind) => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  let moderator: Member;
  let openapi: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await newMember(t, { first_name: 'Owner' });
    other = await newMember(t);
    moderator = await newMember(t, { moderator: true });
    openapi = (await t.app.inject({ url: '/api/v1/openapi.json' })).json<OpenApiDocument>();
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  async function clientFor(role: Role): Promise<TestClient> {
    if (role === 'guest') {
      const guest = new TestClient(t.app);
      await guest.get('/api/v1/health'); // a CSRF cookie, so that only authorisation is tested
      return guest;
    }
    return { other, owner, moderator }[role].client;
  }

  describe('OpenAPI', () => {
    it('documents every call of SPEC.md §7 from the route schemas', () => {
      const expected: [string, string][] = [
        ['/users/check-username/', 'get'],
        ['/users/register/', 'post'],
        ['/users/login/', 'post'],
        ['/users/logout/', 'get'],
        ['/users/me/', 'get'],
        ['/s3/get-upload-url', 'post'],
        ['/books/create/', 'post'],
        ['/books/', 'get'],
        ['/books/current-users/', 'get'],
        ['/books/{id}/', 'get'],
        ['/books/{id}/', 'patch'],
        ['/books/{id}/', 'delete'],
        ['/books/mark-as-sold/{id}/', 'patch'],
        ['/bookmarks/', 'get'],
        ['/bookmarks/', 'post'],
        ['/bookmarks/', 'delete'],
        ['/reports/report-book/', 'post'],
      ];
      for (const [path, method] of expected) expect(openapi.paths[path]?.[method]).toBeDefined();
      const browse = openapi.paths['/books/']!.get!;
      expect(browse.responses['200']).toEqual({
        description: 'Success',
        content: { 'application/json': { schema: listSchema(bookItemSchema) } },
      });
      expect(browse.parameters.map((p) => p.name)).toEqual(
        expect.arrayContaining(['name', 'latitude', 'longitude', 'limit', 'offset', 'ordering']),
      );
    });
  });

  describe('authorization matrix', () => {
    interface Call {
      name: string;
      allowed: Role[];
      /** Prepare a fresh target and return the request to make. */
      prepare(): Promise<{ method: 'POST' | 'PATCH' | 'DELETE'; url: string; json?: unknown }>;
      /** Status of a denied cell, by role. */
      denied: Partial<Record<Role, number>>;
      success: number;
    }
    const listed = () => listedBook(t, owner);
    const calls: Call[] = [
      {
        name: 'PATCH /books/{id}/',
        allowed: ['owner'],
        denied: { guest: 401, other: 403, moderator: 403 },
        success: 200,
        prepare: async () => ({ method: 'PATCH', url: `/api/v1/books/${await listed()}/`, json: { price: 10 } }),
      },
      {
        name: 'DELETE /books/{id}/',
        allowed: ['owner'],
        denied: { guest: 401, other: 403, moderator: 403 },
        success: 200,
        prepare: async () => ({ method: 'DELETE', url: `/api/v1/books/${await listed()}/` }),
      },
      {
        name: 'PATCH /books/mark-as-sold/{id}/',
        allowed: ['owner'],
        denied: { guest: 401, other: 403, moderator: 403 },
        success: 200,
        prepare: async () => ({ method: 'PATCH', url: `/api/v1/books/mark-as-sold/${await listed()}/` }),
      },
      {
        name: 'POST /reports/report-book/',
        allowed: ['other', 'moderator'],
        denied: { guest: 401, owner: 403 },
        success: 201,
        prepare: async () => ({ method: 'POST', url: '/api/v1/reports/report-book/', json: { book_id: await listed(), reason: 'spam' } }),
      },
      {
        name: 'POST /bookmarks/',
        allowed: ['other', 'owner', 'moderator'],
        denied: { guest: 401 },
        success: 201,
        prepare: async () => ({ method: 'POST', url: '/api/v1/bookmarks/', json: { book_id: await listed() } }),
      },
      {
        name: 'POST /books/create/',
        allowed: ['owner'],
        denied: { guest: 401, other: 400, moderator: 400 },
        success: 201,
        // The image belongs to the owner: nobody else can list a book with it.
        prepare: async () => {
          const grant = await requestGrant(owner);
          await postUpload(t, grant, { bytes: tinyPng() });
          return { method: 'POST', url: '/api/v1/books/create/', json: { ...validBook, book_image: grant.key } };
        },
      },
      {
        name: 'POST /s3/get-upload-url',
        allowed: ['other', 'owner', 'moderator'],
        denied: { guest: 401 },
        success: 200,
        prepare: () => Promise.resolve({ method: 'POST', url: '/api/v1/s3/get-upload-url?filename=a.jpg' }),
      },
      ...(['accept', 'disable', 'enable'] as const).map((action): Call => ({
        name: `POST /moderation/books/{id}/${action}/`,
        allowed: ['moderator'],
        denied: { guest: 401, other: 403, owner: 403 },
        success: 200,
        prepare: async () => ({ method: 'POST', url: `/api/v1/moderation/books/${await createBook(t, owner)}/${action}/`, json: {} }),
      })),
      {
        name: 'POST /moderation/books/{id}/reject/',
        allowed: ['moderator'],
        denied: { guest: 401, other: 403, owner: 403 },
        success: 200,
        prepare: async () => ({
          method: 'POST',
          url: `/api/v1/moderation/books/${await createBook(t, owner)}/reject/`,
          json: { reason: 'Blurry' },
        }),
      },
    ];

    it.each(calls.map((call) => [call.name, call] as const))('%s: only the allowed cells succeed', async (_name, call) => {
      for (const role of ROLES) {
        const request = await call.prepare();
        const client = await clientFor(role);
        const response = await client.request(request.method, request.url, { json: request.json });
        const expected = call.allowed.includes(role) ? call.success : call.denied[role];
        expect({ role, status: response.statusCode }).toEqual({ role, status: expected });
      }
    });

    it('POST /books/create/ succeeds for the member who uploaded the image', async () => {
      const grant = await requestGrant(other);
      await postUpload(t, grant, { bytes: tinyPng() });
      expect((await other.client.post('/api/v1/books/create/', { ...validBook, book_image: grant.key })).statusCode).toBe(201);
    });
  });

  describe('CSRF', () => {
    /** Every mutating route of the API, from the OpenAPI document, with a path that exists. */
    function mutatingRoutes(): { method: string; url: string }[] {
      const routes: { method: string; url: string }[] = [];
      for (const [path, operations] of Object.entries(openapi.paths)) {
        for (const method of Object.keys(operations)) {
          if (method === 'get') continue;
          routes.push({ method: method.toUpperCase(), url: `/api/v1${path.replace('{id}', '1')}` });
        }
      }
      return routes;
    }

    it('refuses every mutating call without X-CSRFToken (403), except login/register and the signed upload', async () => {
      const routes = mutatingRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(15);
      for (const { method, url } of routes) {
        const response = await owner.client.request(method as 'POST', url, { json: {}, csrf: false });
        if (url.endsWith('/users/login/') || url.endsWith('/users/register/')) {
          expect({ url, status: response.statusCode }).toEqual({ url, status: 400 }); // JSON without the header: validated
        } else if (url.endsWith('/s3/upload/')) {
          expect({ url, status: response.statusCode }).toEqual({ url, status: 400 }); // authorised by its policy, not CSRF
        } else {
          expect({ url, status: response.statusCode, body: response.json<unknown>() }).toEqual({
            url,
            status: 403,
            body: { detail: 'CSRF Failed: CSRF token missing or incorrect.' },
          });
        }
      }
      // A wrong token is no better than none.
      const wrong = await owner.client.request('POST', '/api/v1/bookmarks/', {
        json: { book_id: 1 },
        csrf: false,
        headers: { 'x-csrftoken': 'x'.repeat(43) },
      });
      expect(wrong.statusCode).toBe(403);
    });

    it('refuses login and register sent as a form (415), accepts them as JSON without the header', async () => {
      const client = new TestClient(t.app);
      const form = await client.request('POST', '/api/v1/users/login/', {
        payload: 'email=a%40b.c&password=12345678',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        csrf: false,
      });
      expect(form.statusCode).toBe(415);
      const register = await client.request('POST', '/api/v1/users/register/', {
        payload: 'x=1',
        headers: { 'content-type': 'text/plain' },
        csrf: false,
      });
      expect(register.statusCode).toBe(415);
      const account = { ...validRegistration, username: 'csrf_json', email: 'csrf_json@example.com' };
      expect((await client.post('/api/v1/users/register/', account, { csrf: false })).statusCode).toBe(201);
      expect(
        (await client.post('/api/v1/users/login/', { email: account.email, password: account.password }, { csrf: false })).statusCode,
      ).toBe(200);
    });
  });

  describe('location privacy', () => {
    const HOME = { latitude: 27.6915, longitude: 85.3422 };
    const EARTH_RADIUS_M = 6_371_000;

    /** Local east/north metres of a point relative to HOME. */
    function toLocal(point: { latitude: number; longitude: number }): [number, number] {
      const rad = Math.PI / 180;
      return [
        (point.longitude - HOME.longitude) * rad * EARTH_RADIUS_M * Math.cos(HOME.latitude * rad),
        (point.latitude - HOME.latitude) * rad * EARTH_RADIUS_M,
      ];
    }

    function fromLocal([east, north]: [number, number]) {
      const rad = Math.PI / 180;
      return {
        latitude: HOME.latitude + north / EARTH_RADIUS_M / rad,
        longitude: HOME.longitude + east / (EARTH_RADIUS_M * Math.cos(HOME.latitude * rad)) / rad,
      };
    }

    /** Collect every key of a JSON value, recursively. */
    function keysOf(value: unknown, into = new Set<string>()): Set<string> {
      if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          into.add(key);
          keysOf(child, into);
        }
      }
      return into;
    }

    it('never returns latitude or longitude, from any endpoint', async () => {
      const id = await listedBook(t, owner, { name: 'Private Place', ...HOME });
      await other.client.post('/api/v1/bookmarks/', { book_id: id });
      const responses: LightMyRequestResponse[] = [
        await new TestClient(t.app).get(`/api/v1/books/?latitude=${HOME.latitude}&longitude=${HOME.longitude}&limit=100`),
        await new TestClient(t.app).get(`/api/v1/books/${id}/`),
        await owner.client.get('/api/v1/books/current-users/?limit=100'),
        await other.client.get('/api/v1/bookmarks/'),
        await moderator.client.get('/api/v1/moderation/books/?status=all&limit=100'),
        await moderator.client.get(`/api/v1/moderation/books/${id}/reports/`),
        await owner.client.get('/api/v1/users/me/'),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        const keys = [...keysOf(response.json())];
        expect(keys.filter((key) => /lat|lon|location_point|coord/i.test(key))).toEqual([]);
        expect(response.body).not.toContain('27.6915');
        expect(response.body).not.toContain('85.3422');
      }
      // Nor does creating a book echo them.
      const created = await createBook(t, owner, HOME);
      expect((await owner.client.get(`/api/v1/books/${created}/`)).body).not.toMatch(/latitude|longitude/);
    });

    it('cannot be trilaterated to closer than 100 m from three points', async () => {
      for (let i = 0; i < 5; i += 1) {
        const id = await listedBook(t, owner, { name: `Trilateration ${i}`, ...HOME });
        // Three observers ~2 km away in different directions.
        const observers = (
          [
            [2000, 0],
            [-1000, 1700],
            [-1000, -1700],
          ] as [number, number][]
        ).map(fromLocal);
        const distances: number[] = [];
        for (const observer of observers) {
          const list = (
            await new TestClient(t.app).get(`/api/v1/books/?latitude=${observer.latitude}&longitude=${observer.longitude}&limit=100`)
          ).json<{
            items: { id: number; distance: string }[];
          }>();
          const item = list.items.find((book) => book.id === id);
          distances.push(Number.parseFloat(item!.distance));
        }
        // Solve the circle equations (linearised: subtract the first from the others).
        const [p1, p2, p3] = observers.map(toLocal) as [[number, number], [number, number], [number, number]];
        const [d1, d2, d3] = distances as [number, number, number];
        const a = 2 * (p2[0] - p1[0]);
        const b = 2 * (p2[1] - p1[1]);
        const c = d1 ** 2 - d2 ** 2 - p1[0] ** 2 + p2[0] ** 2 - p1[1] ** 2 + p2[1] ** 2;
        const d = 2 * (p3[0] - p1[0]);
        const e = 2 * (p3[1] - p1[1]);
        const f = d1 ** 2 - d3 ** 2 - p1[0] ** 2 + p3[0] ** 2 - p1[1] ** 2 + p3[1] ** 2;
        const east = (c * e - f * b) / (a * e - b * d);
        const north = (a * f - d * c) / (a * e - b * d);
        const error = Math.hypot(east, north);
        expect(error).toBeGreaterThanOrEqual(100);
        expect(error).toBeLessThanOrEqual(400);
      }
    });
  });

  describe('fuzz', () => {
    const CASES = 2500;

    function randomValue(random: () => number, depth = 0): unknown {
      const pick = Math.floor(random() * 16);
      switch (pick) {
        case 0:
          return null;
        case 1:
          return random() < 0.5;
        case 2:
          return Math.floor(random() * 2 ** 31) * (random() < 0.5 ? -1 : 1);
        case 3:
          return [1e308, -1e308, 2 ** 63, 1.5, -0, 0.001, 99999.999][Math.floor(random() * 7)];
        case 4:
          return 'x'.repeat(Math.floor(random() * 6000));
        case 5:
          return ['', ' ', '\u0000', '😀📚', "' OR 1=1 --", '<script>', '%', '_', '\\', 'LIKE NEW', 'TEXTBOOK', 'books/../../etc/passwd'][
            Math.floor(random() * 12)
          ];
        case 6:
          return depth < 3 ? Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1)) : [];
        case 7:
          return depth < 3
            ? { [['book_id', 'name', 'price', '__proto__', 'constructor'][Math.floor(random() * 5)]!]: randomValue(random, depth + 1) }
            : {};
        case 8:
          return String(Math.floor(random() * 1e6));
        default:
          return Math.floor(random() * 200) - 50;
      }
    }

    const FIELDS = [
      'name',
      'category',
      'condition',
      'price',
      'publication',
      'edition',
      'grade',
      'description',
      'book_image',
      'latitude',
      'longitude',
      'is_school_book',
      'is_college_book',
      'is_bachlore_book',
      'book_id',
      'reason',
      'email',
      'password',
      'username',
      'first_name',
      'last_name',
      'location',
      'phone_number',
      'filename',
      'limit',
      'offset',
      'ordering',
      'filter_by',
      'status',
    ];

    it(`sends ${CASES} malformed requests to every endpoint: never a 5xx, always a JSON error`, async () => {
      const random = seededRandom(kind === 'pglite' ? 1234 : 5678);
      const id = await listedBook(t, owner);
      const endpoints: { method: string; url: string }[] = [];
      for (const [path, operations] of Object.entries(openapi.paths)) {
        for (const method of Object.keys(operations)) endpoints.push({ method: method.toUpperCase(), url: `/api/v1${path}` });
      }
      endpoints.push({ method: 'GET', url: '/api/v1/nope/' }, { method: 'PUT', url: '/api/v1/books/{id}/' });
      const ids = ['{id}', String(id), '0', '-1', 'abc', '1e5', '99999999999999999999', '%00', '1.5', ''];
      const failures: string[] = [];
      for (let i = 0; i < CASES; i += 1) {
        const endpoint = endpoints[Math.floor(random() * endpoints.length)]!;
        const url = endpoint.url.replace('{id}', ids[Math.floor(random() * ids.length)]!);
        const query = new URLSearchParams();
        for (let q = Math.floor(random() * 4); q > 0; q -= 1) {
          query.append(FIELDS[Math.floor(random() * FIELDS.length)]!, String(randomValue(random)).slice(0, 300));
        }
        const body: Record<string, unknown> = {};
        for (let f = Math.floor(random() * 6); f > 0; f -= 1) body[FIELDS[Math.floor(random() * FIELDS.length)]!] = randomValue(random);
        const shape = Math.floor(random() * 6);
        let payload: string | undefined;
        let contentType: string | undefined = 'application/json';
        if (shape === 0) payload = JSON.stringify(body);
        else if (shape === 1) payload = JSON.stringify(randomValue(random));
        else if (shape === 2) payload = `{"name": "unterminated${'"'.repeat(Math.floor(random() * 2))}`;
        else if (shape === 3) {
          payload = 'a=1&b=2';
          contentType = ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/xml'][
            Math.floor(random() * 4)
          ];
        } else if (shape === 4) payload = JSON.stringify({ ...validBook, ...body });
        else contentType = undefined;
        const client = [owner.client, other.client, moderator.client][Math.floor(random() * 3)]!;
        const headers: Record<string, string> = {};
        if (contentType) headers['content-type'] = contentType;
        const response = await client.request(endpoint.method as 'POST', `${url}${query.size ? `?${query.toString()}` : ''}`, {
          ...(payload !== undefined && endpoint.method !== 'GET' ? { payload } : {}),
          headers,
        });
        const isJson = (response.headers['content-type'] ?? '').toString().startsWith('application/json');
        const ok =
          response.statusCode < 500 &&
          (response.statusCode < 400 || (isJson && typeof response.json<{ detail?: unknown }>().detail === 'string'));
        if (!ok)
          failures.push(
            `${endpoint.method} ${url}?${query.toString()} ${payload?.slice(0, 200) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
      expect(failures).toEqual([]);
    }, 120_000);
  });
});
