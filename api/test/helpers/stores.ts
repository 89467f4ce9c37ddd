import fs from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import path from 'node:path';
import type { AppConfig } from '../../src/config';
import type { DatabaseKind } from '../../src/db/database';
import { LocalStorage } from '../../src/storage/local';
import { variantPrefix } from '../../src/storage/storage';
import { startS3, type S3Sandbox } from './s3';
import { createTestApp, type TestApp } from './test-app';
import { multipart, requestGrant, validBook, type Member } from './world';

export const STORAGE_MODES = ['local', 's3'] as const;
export type StorageMode = (typeof STORAGE_MODES)[number];

/** A fetched image: status, type and bytes. */
export interface Fetched {
  status: number;
  type: string | undefined;
  cacheControl: string | undefined;
  bytes: Buffer;
}

/**
 * An app on one storage mode, with what a test needs to see the store from outside: the objects
 * stored for an image, and fetching a URL as a browser would (the API for /media/, S3 directly).
 */
export interface StoreUnderTest {
  mode: StorageMode;
  t: TestApp;
  /** Names stored under the variants' prefix of `key`. */
  variantsOf(key: string): Promise<string[]>;
  /** Store an original at `key` as an upload (S3) or a version before variants (local) left it. */
  putOriginal(key: string, bytes: Buffer): Promise<void>;
  /** Whether the original upload of `key` is still stored. */
  hasOriginal(key: string): Promise<boolean>;
  get(url: string): Promise<Fetched>;
  close(): Promise<void>;
}

export async function createStoreUnderTest(
  mode: StorageMode,
  kind: DatabaseKind,
  overrides: Partial<AppConfig> = {},
): Promise<StoreUnderTest> {
  let s3: S3Sandbox | undefined;
  if (mode === 's3') s3 = await startS3();
  let t: TestApp;
  try {
    t = await createTestApp(kind, overrides, { storage: s3?.storage });
  } catch (error) {
    await s3?.close();
    throw error;
  }
  const local = t.app.storage instanceof LocalStorage ? t.app.storage : undefined;
  return {
    mode,
    t,
    async variantsOf(key) {
      if (s3) return (await s3.list(variantPrefix(key))).map((name) => name.slice(variantPrefix(key).length));
      const dir = path.join(local?.mediaDir ?? '', variantPrefix(key));
      return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    },
    async putOriginal(key, bytes) {
      if (s3) {
        await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes, ContentType: 'image/jpeg' }));
        return;
      }
      const file = path.join(local?.mediaDir ?? '', key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    },
    async hasOriginal(key) {
      if (s3) return (await s3.list(key)).includes(key);
      return fs.existsSync(path.join(local?.mediaDir ?? '', key));
    },
    async get(url) {
      if (s3) {
        const response = await fetch(url);
        return {
          status: response.status,
          type: response.headers.get('content-type') ?? undefined,
          cacheControl: response.headers.get('cache-control') ?? undefined,
          bytes: Buffer.from(await response.arrayBuffer()),
        };
      }
      const response = await t.app.inject({ url });
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      return {
        status: response.statusCode,
        type: header('content-type'),
        cacheControl: header('cache-control'),
        bytes: response.rawPayload,
      };
    },
    async close() {
      await t.close();
      await s3?.close();
    },
  };
}

/** What became of a seller's image: the new book's id, or the first refusal (upload or create). */
export type Submitted = { id: number; key: string } | { status: number; detail: string; at: 'upload' | 'create'; key: string };

/** POST `bytes` to a new grant's URL, as the sell form does: the local store through the API, or the S3 server over HTTP. */
export async function uploadToGrant(
  store: StoreUnderTest,
  member: Member,
  bytes: Buffer,
  filename = 'photo.jpg',
): Promise<{ key: string; refused?: { status: number; detail: string } }> {
  const grant = await requestGrant(member, filename);
  const contentType = filename.endsWith('.png') ? 'image/png' : 'image/jpeg';
  if (store.mode === 's3') {
    const form = new FormData();
    for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
    form.append('file', new Blob([bytes], { type: contentType }), filename);
    const posted = await fetch(grant.url, { method: 'POST', body: form });
    return posted.ok ? { key: grant.key } : { key: grant.key, refused: { status: posted.status, detail: await posted.text() } };
  }
  const { payload, headers } = multipart(grant.fields, { bytes, filename, contentType });
  const posted = await store.t.app.inject({ method: 'POST', url: grant.url, payload, headers });
  return posted.statusCode === 204
    ? { key: grant.key }
    : { key: grant.key, refused: { status: posted.statusCode, detail: posted.json<{ detail: string }>().detail } };
}

/** Do what the sell form does with `bytes`: upload it with a grant, then create the book with the key. */
export async function submitBook(store: StoreUnderTest, member: Member, bytes: Buffer, filename = 'photo.jpg'): Promise<Submitted> {
  const { key, refused } = await uploadToGrant(store, member, bytes, filename);
  if (refused) return { ...refused, at: 'upload', key };
  const created = await member.client.post('/api/v1/books/create/', { ...validBook, book_image: key });
  if (created.statusCode !== 201)
    return { status: created.statusCode, detail: created.json<{ detail: string }>().detail, at: 'create', key };
  return { id: created.json<{ id: number }>().id, key };
}
