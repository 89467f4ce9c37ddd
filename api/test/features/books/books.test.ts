import { LOCATION_BLUR } from '../../../src/features/books/limits';
import { bookFieldTexts, bookTexts } from '../../../src/features/books/texts';
import type { ErrorBody } from '../../../src/plugins/errors';
import { variantPrefix } from '../../../src/storage/storage';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { acceptBook, createBook, listedBook, newMember, uploadImage, validBook, type Member } from '../../helpers/world';

const M = { books: bookTexts, bookFields: bookFieldTexts };

interface Item {
  id: number;
  name: string;
  book_image: string;
  distance: string;
  price: number;
  is_bookmarked: boolean | null;
  [key: string]: unknown;
}
interface List {
  items: Item[];
  count: number;
}

const ITEM_KEYS = [
  'id',
  'name',
  'author',
  // ISBN-13 digits or null (issue 40).
  'isbn',
  'book_image',
  'book_image_variants',
  'category',
  'condition',
  'price',
  'publication',
  'edition',
  'is_school_book',
  'is_college_book',
  'is_bachlore_book',
  'grade',
  'is_sold',
  'is_bookmarked',
  'distance',
  'owner_first_name',
  'owner_last_name',
  'owner_location',
  // available, reserved, sold or unlisted (issue 37).
  'status',
].sort();

describe.each(DB_KINDS)('books on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let moderator: Member;
  const guest = () => new TestClient(t.app);

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t, { first_name: 'Sita' });
    buyer = await newMember(t);
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  async function browse(query: string, client: TestClient = guest()): Promise<List> {
    const response = await client.get(`/api/v1/books/${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<List>();
  }

  describe('POST /books/create/', () => {
    it('creates an unreviewed book from an uploaded image and answers 201 {detail, id}', async () => {
      const key = await uploadImage(t, seller);
      const response = await seller.client.post('/api/v1/books/create/', {
        ...validBook,
        book_image: key,
        latitude: 27.7,
        longitude: 85.3,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json<{ detail: string; id: number }>();
      expect(body).toEqual({ detail: M.books.created, id: expect.any(Number) as number });
      const detail = await seller.client.get(`/api/v1/books/${body.id}/`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ is_reviewed: false, is_accepted: false, book_image: `/media/${variantPrefix(key)}4w.jpg` });
      // Not listed yet, and hidden from others.
      expect((await guest().get(`/api/v1/books/${body.id}/`)).statusCode).toBe(404);
      expect((await buyer.client.get(`/api/v1/books/${body.id}/`)).statusCode).toBe(404);
      expect((await moderator.client.get(`/api/v1/books/${body.id}/`)).statusCode).toBe(200);
    });

    it('validates with the messages of docs/product.md §5', async () => {
      const key = await uploadImage(t, seller);
      const response = await seller.client.post('/api/v1/books/create/', {
        ...validBook,
        book_image: key,
        name: '',
        edition: 0,
        price: -1,
        category: 'POOR',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toMatchObject({
        name: 'Book name is required',
        edition: M.bookFields.edition.tooSmall,
        price: 'Price cannot be negative.',
        category: M.bookFields.category.invalid,
      });
      const noImage = await seller.client.post('/api/v1/books/create/', { ...validBook });
      expect(noImage.json<ErrorBody>().errors).toMatchObject({ book_image: 'Image field is required' });
    });

    it('allows a grade only for school books, 1 to 10, and one book type at most', async () => {
      const key = await uploadImage(t, seller);
      const college = await seller.client.post('/api/v1/books/create/', { ...validBook, book_image: key, grade: 5 });
      expect(college.json<ErrorBody>()).toEqual({
        detail: M.bookFields.grade.onlySchool,
        errors: { grade: M.bookFields.grade.onlySchool },
      });
      const tooHigh = await seller.client.post('/api/v1/books/create/', {
        ...validBook,
        book_image: key,
        is_school_book: true,
        is_college_book: false,
        grade: 11,
      });
      expect(tooHigh.json<ErrorBody>().errors).toEqual({ grade: 'Grade cannot be greater than 10' });
      const two = await seller.client.post('/api/v1/books/create/', { ...validBook, book_image: key, is_school_book: true });
      expect(two.statusCode).toBe(400);
      const school = await seller.client.post('/api/v1/books/create/', {
        ...validBook,
        book_image: key,
        is_school_book: true,
        is_college_book: false,
        grade: 7,
      });
      expect(school.statusCode).toBe(201);
    });

    it("refuses an image key that is not the caller's, not uploaded, or already used", async () => {
      const othersKey = await uploadImage(t, buyer);
      const stolen = await seller.client.post('/api/v1/books/create/', { ...validBook, book_image: othersKey });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json<ErrorBody>().errors).toEqual({ book_image: M.bookFields.bookImage.invalid });

      const grant = await seller.client.post('/api/v1/s3/get-upload-url?filename=a.png');
      const notUploaded = await seller.client.post('/api/v1/books/create/', {
        ...validBook,
        book_image: grant.json<{ key: string }>().key,
      });
      expect(notUploaded.json<ErrorBody>().errors).toEqual({ book_image: M.bookFields.bookImage.notUploaded });

      const key = await uploadImage(t, seller);
      expect((await seller.client.post('/api/v1/books/create/', { ...validBook, book_image: key })).statusCode).toBe(201);
      const again = await seller.client.post('/api/v1/books/create/', { ...validBook, book_image: key });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().detail).toBe(M.bookFields.bookImage.inUse);
    });

    it('is 401 for a guest (with a CSRF token)', async () => {
      const visitor = guest();
      await visitor.get('/api/v1/health');
      const response = await visitor.post('/api/v1/books/create/', { ...validBook, book_image: 'books/x.png' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /books/', () => {
    let nearId: number;
    let farId: number;
    let donationId: number;

    beforeAll(async () => {
      const lister = await newMember(t, { first_name: 'Hari' });
      // Three listed books in one place far from the others, to test filters and distance.
      nearId = await listedBook(t, lister, {
        name: 'Harry Potter and the Philosopher Stone',
        category: 'OTHER',
        is_college_book: false,
        condition: 'LIKE NEW',
        price: 450,
        latitude: -33.86,
        longitude: 151.2,
      });
      farId = await listedBook(t, lister, {
        name: 'Organic Chemistry',
        publication: 'Morrison Boyd',
        edition: 7,
        price: 900,
        latitude: -33.95,
        longitude: 151.2,
      });
      donationId = await listedBook(t, lister, {
        name: 'Primary Maths',
        is_school_book: true,
        is_college_book: false,
        grade: 3,
        price: 0,
        description: 'A donation for a young learner.',
      });
    });

    it('lists accepted, unsold books with the exact item shape and a count', async () => {
      const list = await browse('?limit=100');
      expect(list.count).toBe(list.items.length);
      const item = list.items.find((book) => book.id === nearId)!;
      expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
      expect(item).toMatchObject({
        name: 'Harry Potter and the Philosopher Stone',
        category: 'OTHER',
        condition: 'LIKE NEW',
        price: 450,
        publication: 'Bharati Bhawan',
        edition: 2,
        grade: null,
        is_sold: false,
        is_bookmarked: null, // a guest has no bookmarks
        distance: 'None',
        owner_first_name: 'Hari',
      });
      expect(item.book_image).toMatch(/^\/media\/covers\/[0-9a-f]{32}\/4w\.jpg$/);
      expect(item.book_image_variants).toEqual([
        { url: item.book_image.replace('.jpg', '.webp'), width: 4, height: 4, type: 'image/webp' },
        { url: item.book_image, width: 4, height: 4, type: 'image/jpeg' },
      ]);
    });

    it('finds titles despite typos, and searches publication and description', async () => {
      expect((await browse('?name=hary%20poter')).items.map((book) => book.id)).toContain(nearId);
      expect((await browse('?name=HARRY')).items[0]?.id).toBe(nearId);
      expect((await browse('?name=morrison')).items.map((book) => book.id)).toEqual([farId]);
      expect((await browse('?name=young%20learner')).items.map((book) => book.id)).toEqual([donationId]);
      expect((await browse('?name=zzzzqqqq')).count).toBe(0);
      // A word still being typed matches as a prefix; several words must all match, and only when no book has
      // them all are books with some of them listed (test/features/books/relevance.test.ts ranks them).
      expect((await browse('?name=philos')).items.map((book) => book.id)).toContain(nearId);
      expect((await browse('?name=harry%20chemistry')).items.map((book) => book.id)).toContain(nearId);
      expect((await browse('?name=%21%21%21')).count).toBeGreaterThanOrEqual(3); // no words: no text filter
    });

    it('filters by every field, and counts what it filters', async () => {
      expect((await browse('?condition=LIKE%20NEW')).items.map((b) => b.id)).toContain(nearId);
      expect((await browse('?condition=LIKE%20NEW')).items.map((b) => b.id)).not.toContain(farId);
      const chemistry = await browse('?category=TEXTBOOK&publication=boyd&edition=7&is_college_book=true');
      expect(chemistry.items.map((b) => b.id)).toEqual([farId]);
      expect(chemistry.count).toBe(1);
      expect((await browse('?is_school_book=true&grade=3')).items.map((b) => b.id)).toEqual([donationId]);
      expect((await browse('?grade=4')).count).toBe(0);
      // Empty parameters count as absent.
      expect((await browse('?condition=&grade=&name=')).count).toBeGreaterThanOrEqual(3);
    });

    it('orders nearest first from a location, with distances in metres', async () => {
      const list = await browse('?latitude=-33.86&longitude=151.2&limit=3');
      expect(list.items[0]?.id).toBe(nearId);
      expect(list.items[1]?.id).toBe(farId);
      expect(list.items[0]?.distance).toMatch(/^\d+\.\d{2} m$/);
      const near = Number.parseFloat(list.items[0]!.distance);
      // The seller's point is moved 200–300 m and snapped to a 100 m cell (location-blur.ts): 129–371 m away.
      const halfCellDiagonal = (LOCATION_BLUR.gridM * Math.SQRT2) / 2;
      expect(near).toBeGreaterThanOrEqual(LOCATION_BLUR.offsetMinM - halfCellDiagonal);
      expect(near).toBeLessThanOrEqual(LOCATION_BLUR.offsetMaxM + halfCellDiagonal);
      const far = Number.parseFloat(list.items[1]!.distance);
      expect(far).toBeGreaterThan(9000);
      expect(far).toBeLessThan(10_700);
      // A book without a location has distance None and comes after those with one.
      const all = await browse('?latitude=-33.86&longitude=151.2&limit=100');
      expect(all.items.find((b) => b.id === donationId)?.distance).toBe('None');
    });

    it('orders by price and newest, pages with limit/offset, and rejects bad paging', async () => {
      const cheap = await browse('?ordering=price&limit=100');
      const prices = cheap.items.map((b) => b.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const dear = await browse('?ordering=-price&limit=100');
      expect(dear.items.map((b) => b.price)).toEqual([...prices].sort((a, b) => b - a));
      const newest = await browse('?limit=100');
      const page = await browse('?limit=2&offset=1');
      expect(page.items.map((b) => b.id)).toEqual(newest.items.slice(1, 3).map((b) => b.id));
      expect(page.count).toBe(newest.count);
      expect((await browse('')).items.length).toBeLessThanOrEqual(6);
      // Lists stop at 1000 results; past that, pages are empty and the count stays consistent.
      const beyond = await browse('?offset=1000');
      expect(beyond).toEqual({ items: [], count: newest.count, has_more: false });
      for (const bad of ['?limit=0', '?limit=101', '?offset=-1', '?ordering=name', '?latitude=91', '?is_school_book=maybe']) {
        const response = await guest().get(`/api/v1/books/${bad}`);
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorBody>().detail).toEqual(expect.any(String));
      }
    });

    it('hides sold, disabled and unreviewed books from browse', async () => {
      const lister = await newMember(t);
      const sold = await listedBook(t, lister, { name: 'Sold Atlas' });
      const disabled = await listedBook(t, lister, { name: 'Disabled Atlas' });
      const unreviewed = await createBook(t, lister, { name: 'Unreviewed Atlas' });
      expect((await lister.client.request('PATCH', `/api/v1/books/mark-as-sold/${sold}/`)).statusCode).toBe(200);
      await t.testDb.database.db.updateTable('books').set({ is_disabled: true }).where('id', '=', disabled).execute();
      const ids = (await browse('?name=atlas&limit=100')).items.map((b) => b.id);
      expect(ids).not.toContain(sold);
      expect(ids).not.toContain(disabled);
      expect(ids).not.toContain(unreviewed);
      // A sold book's detail is still public; a disabled one is not.
      expect((await guest().get(`/api/v1/books/${sold}/`)).json()).toMatchObject({ is_sold: true });
      expect((await guest().get(`/api/v1/books/${disabled}/`)).statusCode).toBe(404);
      expect((await lister.client.get(`/api/v1/books/${disabled}/`)).statusCode).toBe(200);
    });
  });

  describe('GET /books/{id}/', () => {
    it('has the detail shape with the owner', async () => {
      const id = await listedBook(t, seller, { name: 'Detail Book', latitude: 10, longitude: 10 });
      const response = await guest().get(`/api/v1/books/${id}/`);
      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(
        [
          ...ITEM_KEYS,
          'description',
          'is_reviewed',
          'is_accepted',
          'is_rejected',
          'is_disabled',
          'date_created',
          'user',
          'images',
          'is_expired',
          'expires_at',
        ].sort(),
      );
      expect(body.user).toEqual({
        first_name: 'Sita',
        last_name: 'Verma',
        username: seller.username,
        location: 'Pune',
      });
      expect(body.distance).toBe('None');
      expect(new Date(body.date_created as string).getTime()).toBeGreaterThan(0);
    });

    it('is 404 for a missing book and 400 for a malformed id', async () => {
      expect((await guest().get('/api/v1/books/999999/')).statusCode).toBe(404);
      expect((await guest().get('/api/v1/books/abc/')).statusCode).toBe(400);
      expect((await guest().get('/api/v1/books/99999999999999999999999/')).statusCode).toBe(400);
    });
  });

  describe('my books, edit, delete, mark as sold', () => {
    it('lists the caller’s books with filter_by and status flags', async () => {
      const owner = await newMember(t);
      const accepted = await listedBook(t, owner, { name: 'Accepted One' });
      const unreviewed = await createBook(t, owner, { name: 'Unreviewed One' });
      const rejected = await createBook(t, owner, { name: 'Rejected One' });
      await t.testDb.database.db
        .updateTable('books')
        .set({ is_reviewed: true, is_rejected: true, rejection_reason: 'Blurry photo' })
        .where('id', '=', rejected)
        .execute();
      const all = (await owner.client.get('/api/v1/books/current-users/')).json<List>();
      expect(all.count).toBe(3);
      expect(all.items.map((b) => b.id)).toEqual([rejected, unreviewed, accepted]);
      expect(all.items[0]).toMatchObject({ is_reviewed: true, is_rejected: true, rejection_reason: 'Blurry photo' });
      const ids = async (filter: string) =>
        (await owner.client.get(`/api/v1/books/current-users/?filter_by=${filter}`)).json<List>().items.map((b) => b.id);
      expect(await ids('accepted')).toEqual([accepted]);
      expect(await ids('unreviewed')).toEqual([unreviewed]);
      expect(await ids('rejected')).toEqual([rejected]);
      expect(await ids('sold')).toEqual([]);
      expect((await owner.client.get('/api/v1/books/current-users/?filter_by=nope')).statusCode).toBe(400);
      expect((await guest().get('/api/v1/books/current-users/')).statusCode).toBe(401);
      const paged = (await owner.client.get('/api/v1/books/current-users/?limit=1&offset=1')).json<List>();
      expect(paged).toMatchObject({ count: 3, items: [{ id: unreviewed }] });
    });

    it('edits as the owner; name or category changes send the book back to review', async () => {
      const id = await listedBook(t, seller, { name: 'Edit Me' });
      const price = await seller.client.patch(`/api/v1/books/${id}/`, { price: 99.99, condition: 'POOR' });
      expect(price.json()).toEqual({ detail: M.books.updated });
      expect((await guest().get(`/api/v1/books/${id}/`)).json()).toMatchObject({ price: 99.99, condition: 'POOR', is_accepted: true });
      const renamed = await seller.client.patch(`/api/v1/books/${id}/`, { name: 'Edited' });
      expect(renamed.json()).toEqual({ detail: M.books.updatedForReview });
      expect((await guest().get(`/api/v1/books/${id}/`)).statusCode).toBe(404);
      expect((await seller.client.get(`/api/v1/books/${id}/`)).json()).toMatchObject({ name: 'Edited', is_reviewed: false });
      expect((await seller.client.patch(`/api/v1/books/${id}/`, {})).json()).toEqual({ detail: M.books.nothingToUpdate });
      expect((await seller.client.patch(`/api/v1/books/${id}/`, { price: 1.234 })).statusCode).toBe(400);
    });

    it('marks as sold only a reviewed, unsold book; a sold book cannot be edited', async () => {
      const unreviewed = await createBook(t, seller);
      const early = await seller.client.request('PATCH', `/api/v1/books/mark-as-sold/${unreviewed}/`);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ detail: M.books.notReviewed });
      await acceptBook(t, unreviewed);
      expect((await seller.client.request('PATCH', `/api/v1/books/mark-as-sold/${unreviewed}/`)).json()).toEqual({
        detail: M.books.markedSold,
      });
      expect((await seller.client.request('PATCH', `/api/v1/books/mark-as-sold/${unreviewed}/`)).statusCode).toBe(409);
      const edit = await seller.client.patch(`/api/v1/books/${unreviewed}/`, { price: 5 });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toEqual({ detail: M.books.soldCannotEdit });
    });

    it('deletes the book and its image', async () => {
      const id = await listedBook(t, seller);
      const image = (await guest().get(`/api/v1/books/${id}/`)).json<{ book_image: string }>().book_image;
      expect((await guest().get(image)).statusCode).toBe(200);
      expect((await seller.client.delete(`/api/v1/books/${id}/`)).json()).toEqual({ detail: M.books.deleted });
      expect((await seller.client.get(`/api/v1/books/${id}/`)).statusCode).toBe(404);
      expect((await guest().get(image)).statusCode).toBe(404);
    });

    it('lets only the owner change a book: 403 for others who can see it, 404 for those who cannot', async () => {
      const listed = await listedBook(t, seller);
      const hidden = await createBook(t, seller);
      for (const [method, url, body] of [
        ['PATCH', `/api/v1/books/${listed}/`, { price: 1 }],
        ['DELETE', `/api/v1/books/${listed}/`, undefined],
        ['PATCH', `/api/v1/books/mark-as-sold/${listed}/`, undefined],
      ] as const) {
        expect((await buyer.client.request(method, url, { json: body })).statusCode).toBe(403);
        expect((await moderator.client.request(method, url, { json: body })).statusCode).toBe(403);
        expect((await guest().request(method, url, { json: body })).statusCode).toBe(403); // no CSRF cookie yet
      }
      expect((await buyer.client.patch(`/api/v1/books/${hidden}/`, { price: 1 })).statusCode).toBe(404);
      expect((await buyer.client.delete(`/api/v1/books/${hidden}/`)).statusCode).toBe(404);
    });
  });

  describe('is_bookmarked', () => {
    it('is true for the caller who bookmarked, false for other members, null for guests (who have no bookmarks)', async () => {
      const id = await listedBook(t, seller, { name: 'Bookmarkable Tome' });
      expect((await buyer.client.post('/api/v1/bookmarks/', { book_id: id })).statusCode).toBe(201);
      const mine = await browse('?name=bookmarkable%20tome', buyer.client);
      expect(mine.items[0]).toMatchObject({ id, is_bookmarked: true });
      expect((await browse('?name=bookmarkable%20tome', seller.client)).items[0]?.is_bookmarked).toBe(false);
      expect((await browse('?name=bookmarkable%20tome')).items[0]?.is_bookmarked).toBeNull();
      expect((await buyer.client.get(`/api/v1/books/${id}/`)).json()).toMatchObject({ is_bookmarked: true });
      expect((await new TestClient(t.app).get(`/api/v1/books/${id}/`)).json()).toMatchObject({ is_bookmarked: null });
    });
  });
});
