import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, uploadImage, validBook, type Member } from '../../helpers/world';
import { tinyPng } from '../../helpers/images';
import { bookLookupTexts } from '../../../src/features/book-lookup/texts';
import { bookFieldTexts } from '../../../src/features/books/texts';

// Issue 40: GET /books/lookup/ fills a new listing from the most recent accepted listing of its ISBN (never one
// waiting for review or rejected), or from an external catalogue (a stand-in Open Library server started here);
// a cover it offers is copied into the new listing and outlives the one it came from.

const EDITION = { isbn13: '9780306406157', isbn10: '0-306-40615-2' };
const CATALOGUED = '9780198526636';
const SLOW = '9783161484100';
const ELSEWHERE = '9791090636071';
const UNKNOWN = '9780140449136';
const BAD_REDIRECT = '9780141439518';
const AUTHOR_FAILS = '9780262033848';

interface Lookup {
  isbn: string;
  name: string;
  author: string | null;
  publication: string | null;
  edition: number | null;
  category: string | null;
  cover: { key: string; url: string; width: number | null; height: number | null } | null;
  source: string;
}

/**
 * A stand-in Open Library: an edition reached through a redirect with its author by key, a slow one, one sent elsewhere,
 * one sent to a Location that is no URL, one whose author record fails.
 */
function standInCatalogue() {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '';
    asked.push(path);
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === `/isbn/${CATALOGUED}.json`) {
      response.writeHead(302, { location: '/books/OL7353617M.json' });
      response.end();
    } else if (path === '/books/OL7353617M.json') {
      json({
        title: 'A Dictionary of Physics',
        authors: [{ key: '/authors/OL2162284A' }],
        by_statement: 'by someone else.',
        publishers: ['Oxford University Press'],
        edition_name: '2nd ed.',
        covers: [123],
      });
    } else if (path === '/authors/OL2162284A.json') {
      json({ name: 'Alan Isaacs' });
    } else if (path === `/isbn/${SLOW}.json`) {
      setTimeout(() => json({ title: 'Too late' }), 2000).unref();
    } else if (path === `/isbn/${ELSEWHERE}.json`) {
      response.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/books/OL7353617M.json` });
      response.end();
    } else if (path === `/isbn/${BAD_REDIRECT}.json`) {
      response.writeHead(302, { location: 'http://[not-a-host/books/OL1M.json' });
      response.end();
    } else if (path === `/isbn/${AUTHOR_FAILS}.json`) {
      json({ title: 'Introduction to Algorithms', authors: [{ key: '/authors/OL999A' }], by_statement: 'by Thomas H. Cormen.' });
    } else if (path === '/authors/OL999A.json') {
      response.writeHead(500);
      response.end();
    } else {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error": "notfound"}');
    }
  });
  return { server, asked };
}

describe.each(DB_KINDS)('ISBN look-up on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let newSeller: Member;
  const catalogue = standInCatalogue();
  const guest = () => new TestClient(t.app);
  const lookup = (isbn: string) => guest().get(`/api/v1/books/lookup/?isbn=${encodeURIComponent(isbn)}`);

  beforeAll(async () => {
    await new Promise<void>((resolve) => catalogue.server.listen(0, '127.0.0.1', resolve));
    const { port } = catalogue.server.address() as AddressInfo;
    t = await createTestApp(kind, { bookLookupUrl: `http://127.0.0.1:${port}`, bookLookupTimeoutMs: 300 });
    seller = await newMember(t);
    newSeller = await newMember(t);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => catalogue.server.close(resolve));
  });

  describe('from BookNook’s own listings', () => {
    let accepted: number;

    beforeAll(async () => {
      await listedBook(t, seller, { isbn: EDITION.isbn13, name: 'Older Accepted Title', author: 'R. Older' });
      accepted = await listedBook(t, seller, {
        isbn: EDITION.isbn10,
        name: 'Physics Part One',
        author: 'H. C. Verma',
        publication: 'Bharati Bhawan',
        edition: 3,
        category: 'REFERENCE',
        book_image: await uploadImage(t, seller, tinyPng([10, 120, 200], 6)),
      });
      // Unreviewed and rejected listings, newer still, must not fill anyone's form.
      await createBook(t, seller, { isbn: EDITION.isbn13, name: 'Waiting Title' });
      const rejected = await createBook(t, seller, { isbn: EDITION.isbn13, name: 'Rejected Title' });
      await t.testDb.database.db.updateTable('books').set({ is_reviewed: true, is_rejected: true }).where('id', '=', rejected).execute();
    });

    it('answers from the most recently accepted listing, whichever way the ISBN is written', async () => {
      for (const isbn of [EDITION.isbn13, EDITION.isbn10]) {
        const response = await lookup(isbn);
        expect(response.statusCode).toBe(200);
        const found = response.json<Lookup>();
        expect(found).toMatchObject({
          isbn: EDITION.isbn13,
          name: 'Physics Part One',
          author: 'H. C. Verma',
          publication: 'Bharati Bhawan',
          edition: 3,
          category: 'REFERENCE',
          source: 'booknook',
        });
        expect(found.cover).toMatchObject({ width: 6, height: 6 });
        expect((await guest().get(found.cover!.url)).statusCode).toBe(200);
      }
    });

    it('refuses a text that is no ISBN, and says so when nothing is known of one', async () => {
      const bad = await lookup('978-0-306-40615-8');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ detail: string }>().detail).toBe(bookFieldTexts.isbn.checkDigit('978-0-306-40615-8'));
      const unknown = await lookup(UNKNOWN);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: bookLookupTexts.notFound(UNKNOWN) });
      const missing = await guest().get('/api/v1/books/lookup/');
      expect(missing.statusCode).toBe(400);
    });

    it('copies a kept cover into the new listing, where it outlives the listing it came from', async () => {
      const { cover } = (await lookup(EDITION.isbn13)).json<Lookup>();
      const keptKey = cover!.key;
      // Without the same ISBN the cover is someone else's upload, refused as before.
      const refused = await newSeller.client.post('/api/v1/books/create/', { ...validBook, book_image: keptKey });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: object }>().errors).toEqual({ book_image: bookFieldTexts.bookImage.invalid });

      const extra = await uploadImage(t, newSeller);
      const created = await newSeller.client.post('/api/v1/books/create/', {
        ...validBook,
        isbn: EDITION.isbn10,
        book_image: keptKey,
        images: [keptKey, extra],
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: number }>().id;
      const page = (await newSeller.client.get(`/api/v1/books/${id}/`)).json<{ images: { key: string; url: string }[] }>();
      const [copied, second] = page.images;
      expect(copied!.key).not.toBe(keptKey);
      expect(second!.key).toBe(extra);
      const upload = await t.testDb.database.db
        .selectFrom('uploads')
        .select(['user_id', 'image_width'])
        .where('key', '=', copied!.key)
        .executeTakeFirstOrThrow();
      expect(upload).toEqual({ user_id: newSeller.id, image_width: 6 });

      // The earlier listing goes, with its photos: the copy stays.
      expect((await seller.client.delete(`/api/v1/books/${accepted}/`)).statusCode).toBe(200);
      expect((await guest().get(cover!.url)).statusCode).toBe(404);
      expect((await guest().get(copied!.url)).statusCode).toBe(200);
      // And the look-up now answers from the listing accepted before it.
      expect((await lookup(EDITION.isbn13)).json<Lookup>().name).toBe('Older Accepted Title');

      // A cover whose listing is gone cannot be borrowed any more.
      const late = await newSeller.client.post('/api/v1/books/create/', { ...validBook, isbn: EDITION.isbn13, book_image: keptKey });
      expect(late.statusCode).toBe(400);
    });
  });

  describe('from the external catalogue (BOOK_LOOKUP_URL)', () => {
    it('answers from it when BookNook has no accepted listing, following its redirect and reading the author', async () => {
      const response = await lookup('0-19-852663-6');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        isbn: CATALOGUED,
        name: 'A Dictionary of Physics',
        author: 'Alan Isaacs',
        publication: 'Oxford University Press',
        edition: 2,
        category: null,
        cover: null,
        source: 'catalogue',
      });
    });

    it('keeps its answers, hits and misses alike: a second look-up asks nothing', async () => {
      await lookup(CATALOGUED);
      await lookup(UNKNOWN);
      const before = catalogue.asked.length;
      expect((await lookup(CATALOGUED)).statusCode).toBe(200);
      expect((await lookup(UNKNOWN)).statusCode).toBe(404);
      expect(catalogue.asked.length).toBe(before);
    });

    it('gives up after its timeout, answering 404 at once rather than waiting, and asks again next time', async () => {
      const started = Date.now();
      const response = await lookup(SLOW);
      expect(response.statusCode).toBe(404);
      expect(Date.now() - started).toBeLessThan(1500);
      const asked = catalogue.asked.filter((path) => path === `/isbn/${SLOW}.json`).length;
      await lookup(SLOW);
      expect(catalogue.asked.filter((path) => path === `/isbn/${SLOW}.json`).length).toBe(asked + 1);
    });

    it('never follows a redirect to another origin', async () => {
      const before = catalogue.asked.length;
      expect((await lookup(ELSEWHERE)).statusCode).toBe(404);
      // Only the first request reached the stand-in: localhost is another origin than 127.0.0.1.
      expect(catalogue.asked.slice(before)).toEqual([`/isbn/${ELSEWHERE}.json`]);
    });

    it('answers 404 for a redirect to a Location that is no URL, as for a catalogue that cannot answer', async () => {
      const response = await lookup(BAD_REDIRECT);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: bookLookupTexts.notFound(BAD_REDIRECT) });
    });

    it('keeps the edition when its author record fails, the author taken from its by-statement', async () => {
      const response = await lookup(AUTHOR_FAILS);
      expect(response.statusCode).toBe(200);
      expect(response.json<Lookup>()).toMatchObject({ name: 'Introduction to Algorithms', author: 'Thomas H. Cormen' });
    });

    it('is not asked when BookNook has an accepted listing', async () => {
      const before = catalogue.asked.length;
      expect((await lookup(EDITION.isbn13)).json<Lookup>().source).toBe('booknook');
      expect(catalogue.asked.length).toBe(before);
    });
  });
});
