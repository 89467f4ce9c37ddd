import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ImageService } from '../../../src/features/uploads/images';
import { startUploadSweeper, sweepUnusedUploads, uploadUsableCutoff } from '../../../src/features/uploads/sweep';
import type { ErrorBody } from '../../../src/plugins/errors';
import { LocalStorage } from '../../../src/storage/local';
import { variantPrefix, type Storage } from '../../../src/storage/storage';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createBook, newMember, requestGrant, uploadImage, validBook, type Member } from '../../helpers/world';
import { bookFieldTexts } from '../../../src/features/books/texts';

const HOUR_MS = 60 * 60 * 1000;
const MARGIN_HOURS = 24;
/** Older than the grant's 5 minutes plus the default 24-hour margin. */
const TOO_OLD_MS = 25 * HOUR_MS;

/** A logger that keeps what was logged at info level. */
function recordingLog(): FastifyBaseLogger & { infos: string[] } {
  const infos: string[] = [];
  const log = {
    infos,
    info: (_obj: unknown, message?: string) => infos.push(String(message)),
    warn: () => undefined,
    error: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    fatal: () => undefined,
    silent: () => undefined,
    level: 'info',
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { infos: string[] }; // eslint-disable-line @typescript-eslint/no-unnecessary-type-assertion -- a partial logger
}

describe.each(DB_KINDS)('upload sweep on %s', (kind) => {
  let t: TestApp;
  let member: Member;
  let storage: LocalStorage;
  let images: ImageService;

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await newMember(t);
    const local = t.app.storage;
    if (!(local instanceof LocalStorage)) throw new Error('these tests need the local store');
    storage = local;
    images = t.app.images;
  }, DB_SETUP_TIMEOUT_MS);

  /** Whether the local store still has files (variants, or an original) of `key`. */
  const stored = (key: string) =>
    fs.existsSync(path.join(storage.mediaDir, variantPrefix(key))) || fs.existsSync(path.join(storage.mediaDir, key));

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.testDb.database.db;

  /** Make an upload look as if it was granted `ageMs` ago. */
  async function age(key: string, ageMs: number): Promise<void> {
    await db()
      .updateTable('uploads')
      .set({ created_at: new Date(Date.now() - ageMs), expires_at: new Date(Date.now() - ageMs + 5 * 60 * 1000) })
      .where('key', '=', key)
      .execute();
  }

  async function hasRow(key: string): Promise<boolean> {
    return (await db().selectFrom('uploads').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;
  }

  /** The sweep as the server runs it, with the default margin, at the real time. */
  const sweep = () => sweepUnusedUploads(db(), images, uploadUsableCutoff(MARGIN_HOURS));

  beforeEach(async () => {
    // Each test starts with no unused uploads from earlier tests, so counts are exact.
    await sweepUnusedUploads(db(), images, new Date(Date.now() + HOUR_MS));
  });

  it('removes an old upload no book uses: its row and every variant', async () => {
    const key = await uploadImage(t, member);
    await age(key, TOO_OLD_MS);
    expect(stored(key)).toBe(true);

    expect(await sweep()).toEqual({ removed: 1, fileErrors: 0 });
    expect(await hasRow(key)).toBe(false);
    expect(stored(key)).toBe(false);
  });

  it('removes an old grant that was never uploaded (no file to delete)', async () => {
    const { key } = await requestGrant(member);
    await age(key, TOO_OLD_MS);
    expect(await sweep()).toEqual({ removed: 1, fileErrors: 0 });
    expect(await hasRow(key)).toBe(false);
  });

  it('keeps an old upload a book uses, however old', async () => {
    const id = await createBook(t, member);
    const { book_image: key } = await db().selectFrom('books').select('book_image').where('id', '=', id).executeTakeFirstOrThrow();
    await age(key, 400 * 24 * HOUR_MS);

    expect(await sweep()).toEqual({ removed: 0, fileErrors: 0 });
    expect(await hasRow(key)).toBe(true);
    expect(stored(key)).toBe(true);
    const detail = await member.client.get(`/api/v1/books/${id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ book_image: string }>().book_image).toBe(`/media/${variantPrefix(key)}4w.jpg`);
  });

  it('keeps a fresh unused upload, and one just inside the margin', async () => {
    const fresh = await uploadImage(t, member);
    const slowSeller = await uploadImage(t, member);
    // Granted 24 h ago: expired 23 h 55 min ago, still within the 24-hour margin.
    await age(slowSeller, MARGIN_HOURS * HOUR_MS);

    expect(await sweep()).toEqual({ removed: 0, fileErrors: 0 });
    for (const key of [fresh, slowSeller]) {
      expect(await hasRow(key)).toBe(true);
      expect(stored(key)).toBe(true);
    }
    // ...and the slow seller can still create the book with it.
    const created = await member.client.post('/api/v1/books/create/', { ...validBook, book_image: slowSeller });
    expect(created.statusCode).toBe(201);
  });

  it('is harmless when run twice (and when the file is already gone)', async () => {
    const keys = [await uploadImage(t, member), await uploadImage(t, member)];
    const used = await createBook(t, member);
    for (const key of keys) await age(key, TOO_OLD_MS);
    fs.rmSync(path.join(storage.mediaDir, variantPrefix(keys[0]!)), { recursive: true });

    expect(await sweep()).toEqual({ removed: 2, fileErrors: 0 });
    expect(await sweep()).toEqual({ removed: 0, fileErrors: 0 });
    for (const key of keys) expect(await hasRow(key)).toBe(false);
    expect((await member.client.get(`/api/v1/books/${used}/`)).statusCode).toBe(200);
  });

  it('sweeps in batches until nothing is left', async () => {
    const keys = [];
    for (let i = 0; i < 5; i += 1) keys.push((await requestGrant(member)).key);
    for (const key of keys) await age(key, TOO_OLD_MS);
    expect(await sweepUnusedUploads(db(), images, uploadUsableCutoff(MARGIN_HOURS), { batchSize: 2 })).toEqual({
      removed: 5,
      fileErrors: 0,
    });
  });

  it('create-book refuses an upload past the margin, before and after the sweep', async () => {
    const key = await uploadImage(t, member);
    await age(key, TOO_OLD_MS);
    const before = await member.client.post('/api/v1/books/create/', { ...validBook, book_image: key });
    expect(before.statusCode).toBe(400);
    expect(before.json<ErrorBody>().errors).toEqual({ book_image: bookFieldTexts.bookImage.expired });

    await sweep();
    const after = await member.client.post('/api/v1/books/create/', { ...validBook, book_image: key });
    expect(after.statusCode).toBe(400);
    expect(after.json<ErrorBody>().errors).toEqual({ book_image: bookFieldTexts.bookImage.invalid });
    expect(await db().selectFrom('books').select('id').where('book_image', '=', key).executeTakeFirst()).toBeUndefined();
  });

  it('deletes through the storage interface (S3) and counts a failed delete without keeping the row', async () => {
    const deleted: string[] = [];
    const unused = () => Promise.reject(new Error('unused'));
    const s3Like: Storage = {
      kind: 's3',
      createGrant: unused,
      readOriginal: unused,
      deleteOriginal: unused,
      readVariant: unused,
      putVariant: unused,
      check: unused,
      deleteImage: (key) => {
        deleted.push(key);
        return key.endsWith('.jpg') ? Promise.reject(new Error('S3 is down')) : Promise.resolve();
      },
      variantUrl: (key) => `https://bucket.example/${key}`,
    };
    const png = (await requestGrant(member, 'a.png')).key;
    const jpg = (await requestGrant(member, 'b.jpg')).key;
    for (const key of [png, jpg]) await age(key, TOO_OLD_MS);

    expect(await sweepUnusedUploads(db(), new ImageService(db(), s3Like, { concurrency: 1 }), uploadUsableCutoff(MARGIN_HOURS))).toEqual({
      removed: 2,
      fileErrors: 1,
    });
    expect(deleted.sort()).toEqual([png, jpg].sort());
    expect(await hasRow(png)).toBe(false);
    expect(await hasRow(jpg)).toBe(false);
  });

  it('runs at start, logs how many it removed, and stops cleanly', async () => {
    const key = await uploadImage(t, member);
    await age(key, 3 * HOUR_MS);
    const log = recordingLog();
    // A 2-hour margin (UPLOAD_SWEEP_MARGIN_HOURS=2): three hours old is past it.
    const sweeper = startUploadSweeper({ db: db(), images, marginHours: 2, log, intervalMs: HOUR_MS });
    await sweeper.stop();
    expect(await hasRow(key)).toBe(false);
    expect(log.infos).toEqual(['upload sweep: removed 1 unused upload(s)']);

    // Asking with an injected clock: 25 h from now, a fresh upload is past a 24-hour margin.
    const fresh = await uploadImage(t, member);
    expect(await sweeper.run(new Date(Date.now() + TOO_OLD_MS))).toEqual({ removed: 1, fileErrors: 0 });
    expect(await hasRow(fresh)).toBe(false);
  });

  if (kind === 'postgresql') {
    it('skips an upload a create-book holds, so the book never points at a deleted image', async () => {
      const key = await uploadImage(t, member);
      await age(key, TOO_OLD_MS);
      await db()
        .transaction()
        .execute(async (trx) => {
          // What create-book does between its check and its insert.
          await trx.selectFrom('uploads').select('key').where('key', '=', key).forShare().execute();
          expect(await sweep()).toEqual({ removed: 0, fileErrors: 0 });
        });
      expect(await hasRow(key)).toBe(true);
      expect(await sweep()).toEqual({ removed: 1, fileErrors: 0 });
    });
  }
});

describe.each(DB_KINDS)('UPLOAD_SWEEP_MARGIN_HOURS on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { uploadSweepMarginHours: 1 });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('bounds how long create-book accepts an upload', async () => {
    const member = await newMember(t);
    const key = await uploadImage(t, member);
    await t.testDb.database.db
      .updateTable('uploads')
      .set({ created_at: new Date(Date.now() - 2 * HOUR_MS) })
      .where('key', '=', key)
      .execute();
    const response = await member.client.post('/api/v1/books/create/', { ...validBook, book_image: key });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual({ book_image: bookFieldTexts.bookImage.expired });
  });
});
