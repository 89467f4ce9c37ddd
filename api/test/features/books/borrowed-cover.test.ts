import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, uploadImage, validBook, type Member } from '../../helpers/world';
import { borrowedCover, recordBorrowedCover } from '../../../src/features/books/borrowed-cover';
import { bookFieldTexts } from '../../../src/features/books/texts';

// Issue 40: which covers a new listing may borrow from a listing of the same ISBN (only the cover, only while everyone
// may see that listing, checked by the statement that records the copy), and that a refused create leaves no copy.
// The copy that succeeds, and outlives its source, is in test/features/book-lookup/lookup.test.ts.

const EDITION = '9780306406157';
const OTHER_EDITION = '9780131103627';
const LENDER_EDITION = '9780201633610';

describe.each(DB_KINDS)('borrowed covers on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let newSeller: Member;
  const uploadsOf = async (member: Member) =>
    (await t.testDb.database.db.selectFrom('uploads').select('key').where('user_id', '=', member.id).execute()).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t);
    newSeller = await newMember(t);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('lends only the cover: another photo of a listing everyone may see with that ISBN is refused', async () => {
    const cover = await uploadImage(t, seller);
    const inside = await uploadImage(t, seller);
    await listedBook(t, seller, { isbn: OTHER_EDITION, book_image: cover, images: [cover, inside] });
    const before = await uploadsOf(newSeller);
    const alone = await newSeller.client.post('/api/v1/books/create/', { ...validBook, isbn: OTHER_EDITION, book_image: inside });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({ detail: bookFieldTexts.bookImage.invalid, errors: { book_image: bookFieldTexts.bookImage.invalid } });
    const own = await uploadImage(t, newSeller);
    const listed = await newSeller.client.post('/api/v1/books/create/', {
      ...validBook,
      isbn: OTHER_EDITION,
      book_image: inside,
      images: [inside, own],
    });
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toEqual({ detail: bookFieldTexts.images.notYours, errors: { images: bookFieldTexts.images.notYours } });
    expect(await uploadsOf(newSeller)).toBe(before + 1);
  });

  it('copies nothing for a create refused for its other photos, their order, its location or a photo in use', async () => {
    const kept = await uploadImage(t, seller);
    await listedBook(t, seller, { isbn: EDITION, book_image: kept });
    const own = await uploadImage(t, newSeller);
    const used = await uploadImage(t, newSeller);
    await createBook(t, newSeller, { book_image: used });
    const notMine = await uploadImage(t, seller);
    const before = await uploadsOf(newSeller);
    const borrowing = { ...validBook, isbn: EDITION, book_image: kept };
    const refusals = [
      [{ images: [kept, notMine] }, 400, { images: bookFieldTexts.images.notYours }],
      [{ images: [own, kept] }, 400, { images: bookFieldTexts.images.coverFirst }],
      [{ images: [kept, own], latitude: 27.7 }, 400, { longitude: bookFieldTexts.location.bothOrNone }],
      [{ images: [kept, used] }, 409, { images: bookFieldTexts.images.inUse }],
    ] as const;
    for (const [body, status, errors] of refusals) {
      const response = await newSeller.client.post('/api/v1/books/create/', { ...borrowing, ...body });
      expect(response.statusCode).toBe(status);
      expect(response.json<{ errors: object }>().errors).toEqual(errors);
    }
    expect(await uploadsOf(newSeller)).toBe(before);
    // The same create, its photos in order, takes the copy.
    const created = await newSeller.client.post('/api/v1/books/create/', { ...borrowing, images: [kept, own] });
    expect(created.statusCode).toBe(201);
    expect(await uploadsOf(newSeller)).toBe(before + 1);
  });

  it('records a copy only while a listing everyone may see still has it as cover: the insert checks', async () => {
    const db = t.testDb.database.db;
    const cover = await uploadImage(t, seller);
    const id = await listedBook(t, seller, { isbn: LENDER_EDITION, book_image: cover });
    const borrowed = await borrowedCover(db, newSeller.id, LENDER_EDITION, cover);
    expect(borrowed).toEqual({ key: cover, isbn: LENDER_EDITION });
    const copy = (n: string) => ({ key: `books/${n.repeat(32)}.png`, fromKey: cover, isbn: LENDER_EDITION });
    const record = (n: string) => db.transaction().execute((trx) => recordBorrowedCover(trx, copy(n), newSeller.id, 'book_image'));
    const recorded = async (n: string) =>
      (await db.selectFrom('uploads').select('user_id').where('key', '=', copy(n).key).execute()).length;
    // Hidden between the look-up before the copy and the create's transaction: nothing is recorded.
    await db.updateTable('books').set({ is_disabled: true }).where('id', '=', id).execute();
    await expect(record('a')).rejects.toMatchObject({ statusCode: 400, detail: bookFieldTexts.bookImage.coverGone });
    expect(await recorded('a')).toBe(0);
    await db.updateTable('books').set({ is_disabled: false }).where('id', '=', id).execute();
    await record('b');
    expect(await recorded('b')).toBe(1);
  });
});
