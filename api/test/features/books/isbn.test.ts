import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { acceptBook, createBook, listedBook, newMember, uploadImage, validBook, type Member } from '../../helpers/world';
import { bookFieldTexts, bookQueryTexts, bookTexts } from '../../../src/features/books/texts';

// Issue 40: a book's ISBN, validated and stored as 13 digits; the copies of an edition found by it, through isbn=
// and through the search box; a new ISBN sends a listed book back to review; moderators see it.

const T = bookFieldTexts.isbn;
/** One edition written four ways: ISBN-10 and ISBN-13, with and without hyphens. */
const EDITION = { isbn13: '9780306406157', hyphenated13: '978-0-306-40615-7', isbn10: '0306406152', hyphenated10: '0-306-40615-2' };
const OTHER_EDITION = '978-3-16-148410-0';
const HERE = { latitude: 27.7, longitude: 85.3 };

interface Item {
  id: number;
  name: string;
  isbn: string | null;
  price: number;
}
interface List {
  items: Item[];
  count?: number;
}

describe.each(DB_KINDS)('ISBNs on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let moderator: Member;
  const guest = () => new TestClient(t.app);

  const create = async (member: Member, body: Record<string, unknown>) =>
    member.client.post('/api/v1/books/create/', { ...validBook, book_image: await uploadImage(t, member), ...body });
  const stored = async (id: number) =>
    await t.testDb.database.db.selectFrom('books').select(['isbn', 'is_reviewed']).where('id', '=', id).executeTakeFirstOrThrow();
  const browse = async (query: string): Promise<List> => {
    const response = await guest().get(`/api/v1/books/${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<List>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t);
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  describe('on create and edit', () => {
    it.each(Object.entries(EDITION))('stores the ISBN written as %s as its 13 digits', async (_form, written) => {
      const response = await create(seller, { isbn: written });
      expect(response.statusCode).toBe(201);
      expect((await stored(response.json<{ id: number }>().id)).isbn).toBe(EDITION.isbn13);
    });

    it('takes an ISBN with spaces, and none at all from clients that send none (or send it blank)', async () => {
      const spaced = await create(seller, { isbn: ' 978 0 306 40615 7 ' });
      expect((await stored(spaced.json<{ id: number }>().id)).isbn).toBe(EDITION.isbn13);
      for (const body of [{}, { isbn: null }, { isbn: '' }]) {
        const response = await create(seller, body);
        expect(response.statusCode).toBe(201);
        expect((await stored(response.json<{ id: number }>().id)).isbn).toBeNull();
      }
    });

    it('refuses a wrong check digit, a number in no publisher’s range and a text that is no ISBN, naming the ISBN', async () => {
      const cases = [
        ['978-0-306-40615-8', T.checkDigit('978-0-306-40615-8')],
        ['0-306-40615-3', T.checkDigit('0-306-40615-3')],
        ['9791234567896', T.unknownRange('9791234567896')],
        ['12345', T.shape('12345')],
      ] as const;
      for (const [isbn, message] of cases) {
        const response = await create(seller, { isbn });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ detail: message, errors: { isbn: message } });
        expect(message).toContain(isbn);
      }
      const wrongType = await create(seller, { isbn: { digits: EDITION.isbn13 } });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json<{ errors: object }>().errors).toEqual({ isbn: T.invalid });
    });

    it('sends a listed book back to review when its ISBN changes, not when it is sent unchanged', async () => {
      const id = await listedBook(t, seller, { isbn: EDITION.isbn13 });
      const same = await seller.client.patch(`/api/v1/books/${id}/`, { isbn: EDITION.hyphenated10, price: 300 });
      expect(same.json()).toEqual({ detail: bookTexts.updated });
      expect(await stored(id)).toEqual({ isbn: EDITION.isbn13, is_reviewed: true });

      const changed = await seller.client.patch(`/api/v1/books/${id}/`, { isbn: OTHER_EDITION });
      expect(changed.json()).toEqual({ detail: bookTexts.updatedForReview });
      expect(await stored(id)).toEqual({ isbn: '9783161484100', is_reviewed: false });

      await acceptBook(t, id);
      const removed = await seller.client.patch(`/api/v1/books/${id}/`, { isbn: null });
      expect(removed.json()).toEqual({ detail: bookTexts.updatedForReview });
      expect(await stored(id)).toEqual({ isbn: null, is_reviewed: false });

      const bad = await seller.client.patch(`/api/v1/books/${id}/`, { isbn: '978-0-306-40615-8' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ detail: T.checkDigit('978-0-306-40615-8'), errors: { isbn: T.checkDigit('978-0-306-40615-8') } });
    });

    it('shows the ISBN on the book page, in lists and to moderators in their queue', async () => {
      const id = await createBook(t, seller, { isbn: EDITION.hyphenated13 });
      const queue = (await moderator.client.get('/api/v1/moderation/books/?status=unreviewed&limit=100')).json<{ items: Item[] }>();
      expect(queue.items.find((item) => item.id === id)?.isbn).toBe(EDITION.isbn13);
      const mine = (await seller.client.get('/api/v1/books/current-users/?limit=100')).json<{ items: Item[] }>();
      expect(mine.items.find((item) => item.id === id)?.isbn).toBe(EDITION.isbn13);
      await acceptBook(t, id);
      expect((await guest().get(`/api/v1/books/${id}/`)).json<Item>().isbn).toBe(EDITION.isbn13);
      const without = await listedBook(t, seller);
      expect((await guest().get(`/api/v1/books/${without}/`)).json<Item>().isbn).toBeNull();
    });
  });

  describe('finding the copies of an edition', () => {
    let copies: number[];
    let waiting: number;

    beforeAll(async () => {
      const buyer = await newMember(t);
      const point = (km: number) => ({ latitude: HERE.latitude + km / 111.2, longitude: HERE.longitude });
      const second = await newMember(t);
      copies = [
        await listedBook(t, buyer, { isbn: EDITION.isbn10, name: 'Isbn Edition A', price: 120, ...point(0) }),
        await listedBook(t, second, { isbn: EDITION.hyphenated13, name: 'Isbn Edition B', price: 90, ...point(3) }),
        await listedBook(t, buyer, { isbn: EDITION.isbn13, name: 'Isbn Edition C', price: 60, ...point(30) }),
      ];
      waiting = await createBook(t, buyer, { isbn: EDITION.isbn13, name: 'Isbn Edition Waiting', ...point(1) });
      await listedBook(t, buyer, { isbn: OTHER_EDITION, name: 'Isbn Other Edition', ...point(1) });
    });

    /** The listed copies of EDITION, whoever listed them in this file. */
    const copiesIn = (list: List) => list.items.filter((item) => item.name.startsWith('Isbn Edition')).map((item) => item.id);

    it.each(Object.values(EDITION))('lists the accepted copies for isbn=%s, and nothing else', async (isbn) => {
      const list = await browse(`?isbn=${encodeURIComponent(isbn)}&limit=100`);
      expect(list.items.every((item) => item.isbn === EDITION.isbn13)).toBe(true);
      expect(copiesIn(list).sort()).toEqual([...copies].sort());
      expect(copiesIn(list)).not.toContain(waiting);
    });

    it('refuses an isbn= that is no ISBN', async () => {
      const response = await guest().get('/api/v1/books/?isbn=978-0-306-40615-8');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toBe(T.checkDigit('978-0-306-40615-8'));
    });

    it.each(Object.values(EDITION))('finds the copies when the search text is the ISBN %s', async (isbn) => {
      const list = await browse(`?name=${encodeURIComponent(isbn)}&limit=100`);
      expect(copiesIn(list).sort()).toEqual([...copies].sort());
    });

    it('searches a number that is no ISBN as words', async () => {
      expect(copiesIn(await browse('?name=978-0-306-40615-8'))).toEqual([]);
    });

    it('counts the other copies near a book, cheapest first: around the book (near_book), or a point, within a radius', async () => {
      const [first, second] = copies as [number, number, number];
      const around = await browse(`?isbn=${EDITION.isbn13}&near_book=${first}&exclude_id=${first}&radius=10&ordering=price&limit=1`);
      expect(around.count).toBe(1);
      expect(around.items.map((item) => item.id)).toEqual([second]);
      const wider = await browse(`?isbn=${EDITION.isbn13}&near_book=${first}&exclude_id=${first}&radius=50&ordering=price&limit=1`);
      expect(wider.count).toBe(2);
      expect(wider.items[0]?.price).toBe(60);
      const fromPoint = await browse(
        `?isbn=${EDITION.isbn13}&latitude=${HERE.latitude}&longitude=${HERE.longitude}&radius=10&exclude_id=${second}&limit=5`,
      );
      expect(copiesIn(fromPoint)).toEqual([first]);
    });

    it('refuses near_book for a book not listed, or beside a point of the caller’s own', async () => {
      const hidden = await guest().get(`/api/v1/books/?isbn=${EDITION.isbn13}&near_book=${waiting}&radius=10`);
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json<{ detail: string }>().detail).toBe(bookQueryTexts.nearBook);
      const both = await guest().get(`/api/v1/books/?near_book=${copies[0]}&latitude=27&longitude=85`);
      expect(both.statusCode).toBe(400);
      expect(both.json<{ detail: string }>().detail).toBe(bookQueryTexts.nearBookWithPoint);
    });
  });
});
