import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sweepUnusedUploads } from '../../../src/features/uploads/sweep';
import { LocalStorage } from '../../../src/storage/local';
import { variantPrefix } from '../../../src/storage/storage';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { acceptBook, newMember, postUpload, requestGrant, uploadImage, validBook, type Member } from '../../helpers/world';
import { tinyPng } from '../../helpers/images';
import { bookTexts, bookFieldTexts } from '../../../src/features/books/texts';
import { uploadTexts } from '../../../src/features/uploads/texts';

// Several photos per book (issue 27): an ordered list, the first the cover, up to 8, edited and
// deleted with the book, and the one-photo calls of older clients unchanged.

const F = bookFieldTexts;
const HOUR_MS = 60 * 60 * 1000;

interface Photo {
  key: string;
  url: string;
  width: number | null;
  height: number | null;
  variants: { url: string; width: number; height: number; type: string }[];
}
interface Detail {
  book_image: string;
  book_image_variants: Photo['variants'];
  images: Photo[];
  is_reviewed: boolean;
  is_accepted: boolean;
  version?: number;
}

describe.each(DB_KINDS)('book photos on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let other: Member;
  const guest = () => new TestClient(t.app);
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t);
    other = await newMember(t);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  /** The variant files the local store keeps of an upload. */
  const storedFiles = (key: string): string[] => {
    const storage = t.app.storage;
    if (!(storage instanceof LocalStorage)) throw new Error('these tests need the local store');
    const dir = path.join(storage.mediaDir, variantPrefix(key));
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  /** `count` photos of `member`, each a different colour and shape, so their order shows in their sizes. */
  const uploadPhotos = async (member: Member, count: number): Promise<string[]> => {
    const keys: string[] = [];
    for (let i = 0; i < count; i += 1) keys.push(await uploadImage(t, member, tinyPng([20 * i, 100, 200 - 20 * i], 4 + i)));
    return keys;
  };

  const create = (member: Member, body: Record<string, unknown>) => member.client.post('/api/v1/books/create/', { ...validBook, ...body });
  const detailOf = async (id: number, client: TestClient = seller.client) => (await client.get(`/api/v1/books/${id}/`)).json<Detail>();
  const keysOf = (book: Detail) => book.images.map((photo) => photo.key);

  describe('POST /books/create/ with images', () => {
    it('stores the photos in order; the first is the cover, in book_image and the list alike', async () => {
      const keys = await uploadPhotos(seller, 3);
      const response = await create(seller, { book_image: keys[0], images: keys });
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();
      const book = await detailOf(id);
      expect(keysOf(book)).toEqual(keys);
      expect(book.book_image).toBe(book.images[0]!.url);
      expect(book.book_image_variants).toEqual(book.images[0]!.variants);
      // Each photo carries its own size and variants (tiny PNGs of 4, 5 and 6 px: one width each, WebP and JPEG).
      expect(book.images.map((photo) => [photo.width, photo.height])).toEqual([
        [4, 4],
        [5, 5],
        [6, 6],
      ]);
      for (const photo of book.images) {
        expect(photo.variants.map((variant) => variant.type)).toEqual(['image/webp', 'image/jpeg']);
        expect(photo.url).toBe(`/media/${variantPrefix(photo.key)}${photo.width}w.jpg`);
        expect((await guest().get(photo.variants[0]!.url)).statusCode).toBe(200);
      }
      // My Books carries the same list, for the edit dialog.
      const mine = (await seller.client.get('/api/v1/books/current-users/')).json<{ items: (Detail & { id: number })[] }>();
      expect(keysOf(mine.items.find((item) => item.id === id)!)).toEqual(keys);
    });

    it('keeps the one-photo call of older clients as it was: book_image alone is the one photo', async () => {
      const [key] = await uploadPhotos(seller, 1);
      const response = await create(seller, { book_image: key });
      expect(response.statusCode).toBe(201);
      expect(Object.keys(response.json<object>()).sort()).toEqual(['detail', 'id']);
      const book = await detailOf(response.json<{ id: number }>().id);
      expect(keysOf(book)).toEqual([key]);
      // Its errors are still on book_image, in the words they had.
      const [othersKey] = await uploadPhotos(other, 1);
      const refused = await create(seller, { book_image: othersKey });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: F.bookImage.invalid, errors: { book_image: F.bookImage.invalid } });
      const reused = await create(seller, { book_image: key });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({ detail: F.bookImage.inUse, errors: { book_image: F.bookImage.inUse } });
    });

    it('takes at most 8 photos, each once, starting with the cover', async () => {
      const keys = await uploadPhotos(seller, 9);
      const nine = await create(seller, { book_image: keys[0], images: keys });
      expect(nine.statusCode).toBe(400);
      expect(nine.json()).toEqual({ detail: F.images.tooMany, errors: { images: F.images.tooMany } });
      const twice = await create(seller, { book_image: keys[0], images: [keys[0], keys[1], keys[1]] });
      expect(twice.json()).toEqual({ detail: F.images.duplicate, errors: { images: F.images.duplicate } });
      const none = await create(seller, { book_image: keys[0], images: [] });
      expect(none.json()).toEqual({ detail: F.images.empty, errors: { images: F.images.empty } });
      const coverElsewhere = await create(seller, { book_image: keys[0], images: [keys[1], keys[0]] });
      expect(coverElsewhere.json()).toEqual({ detail: F.images.coverFirst, errors: { images: F.images.coverFirst } });

      const eight = await create(seller, { book_image: keys[0], images: keys.slice(0, 8) });
      expect(eight.statusCode).toBe(201);
      expect(keysOf(await detailOf(eight.json<{ id: number }>().id))).toEqual(keys.slice(0, 8));
    });

    it("refuses another member's upload among the photos, and a photo another book has", async () => {
      const mine = await uploadPhotos(seller, 2);
      const [theirs] = await uploadPhotos(other, 1);
      const before = await db()
        .selectFrom('books')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const refused = await create(seller, { book_image: mine[0], images: [mine[0], theirs, mine[1]] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: F.images.notYours, errors: { images: F.images.notYours } });
      const after = await db()
        .selectFrom('books')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);

      expect((await create(seller, { book_image: mine[0], images: mine })).statusCode).toBe(201);
      const [cover] = await uploadPhotos(seller, 1);
      const taken = await create(seller, { book_image: cover, images: [cover, mine[1]] });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ detail: F.images.inUse, errors: { images: F.images.inUse } });
    });

    it('accepts a WebP upload (what a browser sends after shrinking a photo)', async () => {
      const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a7' } })
        .webp()
        .toBuffer();
      const grant = await requestGrant(seller, 'photo.webp');
      expect(grant.key).toMatch(/^books\/[0-9a-f]{32}\.webp$/);
      expect(grant.fields['Content-Type']).toBe('image/webp');
      expect((await postUpload(t, grant, { bytes: webp, filename: 'photo.webp', contentType: 'image/webp' })).statusCode).toBe(204);
      // A PNG sent under a WebP grant is refused: the bytes must be what the grant says.
      const mismatch = await requestGrant(seller, 'other.webp');
      const refused = await postUpload(t, mismatch, { bytes: tinyPng(), filename: 'other.webp' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: uploadTexts.typeMismatch });

      const created = await create(seller, { book_image: grant.key, images: [grant.key] });
      expect(created.statusCode).toBe(201);
      const book = await detailOf(created.json<{ id: number }>().id);
      expect(book.images[0]).toMatchObject({ width: 300, height: 200 });
    });
  });

  describe('PATCH /books/{id}/ images', () => {
    const listBook = async (count: number) => {
      const keys = await uploadPhotos(seller, count);
      const id = (await create(seller, { book_image: keys[0], images: keys })).json<{ id: number }>().id;
      await acceptBook(t, id);
      return { id, keys };
    };
    const edit = (id: number, body: Record<string, unknown>, member: Member = seller) => member.client.patch(`/api/v1/books/${id}/`, body);

    it('reorders without a new review: the new first photo is the cover', async () => {
      const { id, keys } = await listBook(3);
      const reordered = [keys[2]!, keys[0]!, keys[1]!];
      const response = await edit(id, { images: reordered });
      expect(response.json()).toEqual({ detail: bookTexts.updated });
      const book = await detailOf(id, guest());
      expect(keysOf(book)).toEqual(reordered);
      expect(book.book_image).toBe(book.images[0]!.url);
      expect(book).toMatchObject({ is_reviewed: true, is_accepted: true });
    });

    it('removes photos and every file of theirs, without a new review', async () => {
      const { id, keys } = await listBook(3);
      expect(storedFiles(keys[1]!).length).toBeGreaterThan(0);
      const response = await edit(id, { images: [keys[0], keys[2]] });
      expect(response.json()).toEqual({ detail: bookTexts.updated });
      expect(keysOf(await detailOf(id))).toEqual([keys[0], keys[2]]);
      expect(storedFiles(keys[1]!)).toEqual([]);
      expect(await db().selectFrom('uploads').select('key').where('key', '=', keys[1]!).execute()).toEqual([]);
      expect(storedFiles(keys[0]!).length).toBeGreaterThan(0);
    });

    it('adds a new photo, which sends the book back to review (a photo can carry what moderators refuse)', async () => {
      const { id, keys } = await listBook(2);
      const [added] = await uploadPhotos(seller, 1);
      const response = await edit(id, { images: [...keys, added] });
      expect(response.json()).toEqual({ detail: bookTexts.updatedForReview });
      const book = await detailOf(id);
      expect(keysOf(book)).toEqual([...keys, added]);
      expect(book).toMatchObject({ is_reviewed: false, is_accepted: false });
      expect((await guest().get(`/api/v1/books/${id}/`)).statusCode).toBe(404);
    });

    it("refuses another member's upload, a ninth photo, and a photo of another book; nothing changes", async () => {
      const { id, keys } = await listBook(2);
      const [theirs] = await uploadPhotos(other, 1);
      const refused = await edit(id, { images: [...keys, theirs] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: F.images.notYours, errors: { images: F.images.notYours } });

      const seven = await uploadPhotos(seller, 7);
      const nine = await edit(id, { images: [...keys, ...seven] });
      expect(nine.json()).toEqual({ detail: F.images.tooMany, errors: { images: F.images.tooMany } });

      const another = await listBook(1);
      const taken = await edit(id, { images: [...keys, another.keys[0]] });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ detail: F.images.inUse, errors: { images: F.images.inUse } });

      const book = await detailOf(id);
      expect(keysOf(book)).toEqual(keys);
      expect(book).toMatchObject({ is_reviewed: true, is_accepted: true });
    });

    it("is the owner's alone, and not for a sold book", async () => {
      const { id, keys } = await listBook(2);
      expect((await edit(id, { images: [keys[1], keys[0]] }, other)).statusCode).toBe(403);
      await db().updateTable('books').set({ is_sold: true }).where('id', '=', id).execute();
      expect((await edit(id, { images: [keys[1], keys[0]] })).statusCode).toBe(409);
      expect(keysOf(await detailOf(id))).toEqual(keys);
    });
  });

  it('DELETE /books/{id}/ removes every photo: each upload row and every variant file', async () => {
    const keys = await uploadPhotos(seller, 3);
    const id = (await create(seller, { book_image: keys[0], images: keys })).json<{ id: number }>().id;
    for (const key of keys) expect(storedFiles(key).length).toBeGreaterThan(0);
    expect((await seller.client.delete(`/api/v1/books/${id}/`)).statusCode).toBe(200);
    for (const key of keys) expect(storedFiles(key)).toEqual([]);
    expect(await db().selectFrom('uploads').select('key').where('key', 'in', keys).execute()).toEqual([]);
    expect(await db().selectFrom('book_images').select('key').where('book_id', '=', id).execute()).toEqual([]);
  });

  it('the upload sweep keeps every photo a book shows, not only its cover', async () => {
    const keys = await uploadPhotos(seller, 3);
    const id = (await create(seller, { book_image: keys[0], images: keys })).json<{ id: number }>().id;
    const [unused] = await uploadPhotos(seller, 1);
    await sweepUnusedUploads(db(), t.app.images, new Date(Date.now() + HOUR_MS));
    const left = await db()
      .selectFrom('uploads')
      .select('key')
      .where('key', 'in', [...keys, unused!])
      .execute();
    expect(left.map((row) => row.key).sort()).toEqual([...keys].sort());
    expect(keysOf(await detailOf(id))).toEqual(keys);
    for (const key of keys) expect(storedFiles(key).length).toBeGreaterThan(0);
  });

  if (kind === 'postgresql') {
    it('two books created at once with the same photo: one gets it, the other 409', async () => {
      const shared = await uploadPhotos(seller, 1);
      const covers = await uploadPhotos(seller, 2);
      const responses = await Promise.all(covers.map((cover) => create(seller, { book_image: cover, images: [cover, shared[0]] })));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const rows = await db().selectFrom('book_images').select('book_id').where('key', '=', shared[0]!).execute();
      expect(rows).toHaveLength(1);
    });
  }
});
