import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { sweepUnusedUploads } from '../../../src/features/uploads/sweep';
import { IMAGE_LIMITS } from '../../../src/limits';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import {
  cmykJpeg,
  GPS_MARKER,
  greyPng,
  jpegWithGps,
  pixelAt,
  plainJpeg,
  png16,
  pngBomb,
  sidewaysJpeg,
  tinyPng,
} from '../../helpers/images';
import { createStoreUnderTest, STORAGE_MODES, submitBook, uploadToGrant, type StoreUnderTest, type Submitted } from '../../helpers/stores';
import { acceptBook, newMember, type Member } from '../../helpers/world';
import { uploadTexts } from '../../../src/features/uploads/texts';

const U = uploadTexts;

/** Issue 35's upload: 1 × 60,000,000 pixels (under 64 MP), ~116 KB; made once for every mode. */
let tall: Buffer | undefined;
const tallPng = () => (tall ??= greyPng(1, 60_000_000));

interface Variant {
  url: string;
  width: number;
  height: number;
  type: string;
}

interface Listed {
  id: number;
  book_image: string;
  book_image_variants: Variant[];
}

function created(result: Submitted): { id: number; key: string } {
  if (!('id' in result)) throw new Error(`refused at ${result.at}: ${result.status} ${result.detail}`);
  return result;
}

describe.each(STORAGE_MODES.flatMap((mode) => DB_KINDS.map((kind) => [mode, kind] as const)))(
  'book images, STORAGE=%s, on %s',
  (mode, kind) => {
    let store: StoreUnderTest;
    let member: Member;

    beforeAll(async () => {
      store = await createStoreUnderTest(mode, kind);
      member = await newMember(store.t);
    }, DB_SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await store.close();
    });

    async function detail(id: number): Promise<Listed> {
      const response = await member.client.get(`/api/v1/books/${id}/`);
      expect(response.statusCode).toBe(200);
      return response.json<Listed>();
    }

    /** Every variant of a book, fetched as a browser would. */
    async function fetchVariants(book: Listed) {
      return Promise.all(
        book.book_image_variants.map(async (variant) => {
          const fetched = await store.get(variant.url);
          expect(fetched.status).toBe(200);
          return { variant, ...fetched, metadata: await sharp(fetched.bytes).metadata() };
        }),
      );
    }

    it('serves only variants: each width in WebP and JPEG, book_image the ~480 px JPEG; the original is not kept', async () => {
      const { id, key } = created(await submitBook(store, member, await plainJpeg(1600, 2000)));
      const book = await detail(id);
      const widths = IMAGE_LIMITS.variantWidths.filter((w) => w <= 1600);
      expect(book.book_image_variants.map((v) => [v.type, v.width, v.height])).toEqual([
        ...widths.map((w) => ['image/webp', w, Math.round((w * 2000) / 1600)]),
        ...widths.map((w) => ['image/jpeg', w, Math.round((w * 2000) / 1600)]),
      ]);
      expect(book.book_image).toBe(book.book_image_variants.find((v) => v.type === 'image/jpeg' && v.width === 480)?.url);
      for (const fetched of await fetchVariants(book)) {
        expect(fetched.type).toBe(fetched.variant.type);
        expect(fetched.cacheControl).toBe('public, max-age=31536000, immutable');
        expect([fetched.metadata.width, fetched.metadata.height]).toEqual([fetched.variant.width, fetched.variant.height]);
      }
      expect(await store.hasOriginal(key)).toBe(false);
      if (mode === 'local') expect((await store.get(`/media/${key}`)).status).toBe(404);
      // Browse lists the same variants.
      await acceptBook(store.t, id);
      const listed = (await member.client.get('/api/v1/books/?limit=100')).json<{ items: Listed[] }>().items.find((item) => item.id === id);
      expect(listed?.book_image_variants).toEqual(book.book_image_variants);
    });

    it('removes GPS EXIF, XMP and comments from every variant', async () => {
      const dirty = jpegWithGps(await plainJpeg(1200, 900));
      expect(dirty.includes(GPS_MARKER)).toBe(true);
      expect((await sharp(dirty).metadata()).exif).toBeDefined();
      const book = await detail(created(await submitBook(store, member, dirty)).id);
      const variants = await fetchVariants(book);
      expect(variants.length).toBeGreaterThanOrEqual(8);
      for (const { bytes, metadata } of variants) {
        expect(bytes.includes(GPS_MARKER)).toBe(false);
        expect(bytes.includes('Taken at home')).toBe(false);
        expect(bytes.includes('Exif')).toBe(false);
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
      }
    });

    it('turns an orientation-6 photo upright (pixels, not a flag)', async () => {
      const book = await detail(created(await submitBook(store, member, await sidewaysJpeg())).id);
      for (const { variant, bytes, metadata } of await fetchVariants(book)) {
        // 800 × 400 stored sideways → 400 × 800 upright: the red left half is now on top.
        expect(variant.height).toBe(variant.width * 2);
        expect(metadata.orientation).toBeUndefined();
        const top = await pixelAt(bytes, Math.floor(variant.width / 2), Math.floor(variant.height * 0.2));
        const bottom = await pixelAt(bytes, Math.floor(variant.width / 2), Math.floor(variant.height * 0.8));
        expect(top[0]).toBeGreaterThan(200);
        expect(top[2]).toBeLessThan(60);
        expect(bottom[2]).toBeGreaterThan(200);
        expect(bottom[0]).toBeLessThan(60);
      }
    });

    it('converts a CMYK JPEG and a 16-bit PNG to 8-bit sRGB', async () => {
      const colour = { r: 40, g: 110, b: 190 };
      for (const [bytes, filename] of [
        [await cmykJpeg(colour), 'scan.jpg'],
        [await png16(colour), 'deep.png'],
      ] as const) {
        const before = await sharp(bytes).metadata();
        expect(filename.endsWith('.jpg') ? before.space : before.depth).toBe(filename.endsWith('.jpg') ? 'cmyk' : 'ushort');
        const book = await detail(created(await submitBook(store, member, bytes, filename)).id);
        for (const { bytes: variant, metadata } of await fetchVariants(book)) {
          expect(metadata.space).toBe('srgb');
          expect(metadata.channels).toBe(3);
          expect(metadata.depth).toBe('uchar');
          const [r, g, b] = await pixelAt(variant, 10, 10);
          // CMYK round trips through a print profile: close, not exact.
          expect(Math.abs(r - colour.r) + Math.abs(g - colour.g) + Math.abs(b - colour.b)).toBeLessThan(80);
          expect(b).toBeGreaterThan(r);
        }
      }
    });

    it('answers a decompression bomb (20000 × 20000 PNG) with 400 {"detail"} within 2 s, and stores nothing', async () => {
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(200_000);
      const started = performance.now();
      const result = await submitBook(store, member, bomb, 'bomb.png');
      const elapsed = performance.now() - started;
      expect(result).toMatchObject({ status: 400, detail: U.tooManyPixels, at: mode === 'local' ? 'upload' : 'create' });
      expect(elapsed).toBeLessThan(2000);
      expect(await store.variantsOf(result.key)).toEqual([]);
      expect(await store.hasOriginal(result.key)).toBe(false);
    });

    it('refuses from the header alone a 1 × 60,000,000 PNG, a 21:1 photo and a side over 16,383 px: 400 naming the problem, nothing decoded or stored', async () => {
      const cases = [
        { bytes: tallPng(), filename: 'tall.png', detail: U.outOfProportion },
        { bytes: await plainJpeg(100, 2100), filename: 'strip.jpg', detail: U.outOfProportion },
        { bytes: greyPng(16_384, 1000), filename: 'panorama.png', detail: U.sideTooLong },
      ];
      expect(cases[0]?.bytes.length).toBeLessThan(200_000);
      // Every decoding pipeline ends in toBuffer(); reading the header (metadata()) does not.
      const decoded = jest.spyOn(sharp.prototype as sharp.Sharp, 'toBuffer');
      try {
        for (const { bytes, filename, detail } of cases) {
          const result = await submitBook(store, member, bytes, filename);
          expect(result).toMatchObject({ status: 400, detail, at: mode === 'local' ? 'upload' : 'create' });
          expect(await store.variantsOf(result.key)).toEqual([]);
          expect(await store.hasOriginal(result.key)).toBe(false);
        }
        expect(decoded).not.toHaveBeenCalled();
      } finally {
        decoded.mockRestore();
      }
      // Exactly 20:1 is still a photo.
      const { id } = created(await submitBook(store, member, await plainJpeg(100, 2000)));
      expect((await detail(id)).book_image_variants.length).toBeGreaterThan(0);
    });

    it('refuses what is not a whole PNG or JPEG with a clear 400', async () => {
      const photo = await plainJpeg(600, 800);
      const cases = [
        { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'cover.png', detail: U.notImage },
        { bytes: photo.subarray(0, Math.floor(photo.length / 2)), filename: 'cut.jpg', detail: U.unreadable },
        { bytes: tinyPng(), filename: 'renamed.jpg', detail: U.typeMismatch },
      ];
      for (const { bytes, filename, detail } of cases) {
        const result = await submitBook(store, member, bytes, filename);
        expect(result).toMatchObject({ status: 400, detail });
        expect(await store.variantsOf(result.key)).toEqual([]);
      }
    });

    it('deletes every variant with the book', async () => {
      const { id, key } = created(await submitBook(store, member, await plainJpeg(1500, 2000)));
      const book = await detail(id);
      expect((await store.variantsOf(key)).length).toBe(book.book_image_variants.length);
      expect((await member.client.delete(`/api/v1/books/${id}/`)).statusCode).toBe(200);
      expect(await store.variantsOf(key)).toEqual([]);
      for (const variant of book.book_image_variants) expect((await store.get(variant.url)).status).not.toBe(200);
    });

    it('the start-up job processes a book image from before variants (kept as an original) and deletes the original', async () => {
      const db = store.t.testDb.database.db;
      const key = `books/${randomBytes(16).toString('hex')}.jpg`;
      const original = jpegWithGps(await plainJpeg(900, 1200));
      await store.putOriginal(key, original);
      await db
        .insertInto('uploads')
        .values({
          key,
          user_id: member.id,
          content_type: 'image/jpeg',
          expires_at: new Date(),
          uploaded_at: new Date(),
          size_bytes: original.length,
        })
        .execute();
      const inserted = await db
        .insertInto('books')
        .values({
          user_id: member.id,
          name: 'An old listing',
          book_image: key,
          category: 'OTHER',
          condition: 'GOOD',
          description: 'Listed long ago.',
          price: 10,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await detail(inserted.id)).book_image_variants).toEqual([]);

      expect(await store.t.app.images.processPending()).toEqual({ processed: 1, failed: 0 });
      expect(await store.hasOriginal(key)).toBe(false);
      const book = await detail(inserted.id);
      // 900 × 1200 stored with EXIF orientation 6: 1200 × 900 upright.
      expect(book.book_image_variants.map((v) => v.width)).toEqual([240, 360, 480, 720, 1080, 1200, 240, 360, 480, 720, 1080, 1200]);
      for (const { bytes } of await fetchVariants(book)) expect(bytes.includes(GPS_MARKER)).toBe(false);
      // Nothing left to do: a second run (another instance, the next start) finds nothing.
      expect(await store.t.app.images.processPending()).toEqual({ processed: 0, failed: 0 });
    });

    it('the upload sweep deletes what an unused upload left (local: variants; S3: the original)', async () => {
      const result = await submitBook(store, member, Buffer.from('not an image'), 'a.jpg');
      // A refused image stores nothing; an accepted upload that no book uses is swept.
      expect(result).toMatchObject({ status: 400 });
      const { key, refused } = await uploadToGrant(store, member, await plainJpeg(800, 1000));
      expect(refused).toBeUndefined();
      if (mode === 's3') expect(await store.hasOriginal(key)).toBe(true);
      else expect((await store.variantsOf(key)).length).toBeGreaterThan(0);
      const removed = await sweepUnusedUploads(store.t.testDb.database.db, store.t.app.images, new Date(Date.now() + 60_000));
      expect(removed.fileErrors).toBe(0);
      expect(await store.variantsOf(key)).toEqual([]);
      expect(await store.hasOriginal(key)).toBe(false);
    });
  },
);
