import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorBody } from '../../../src/plugins/errors';
import { S3Client } from '@aws-sdk/client-s3';
import { LocalStorage } from '../../../src/storage/local';
import { S3Storage } from '../../../src/storage/s3';
import { variantPrefix } from '../../../src/storage/storage';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { TINY_JPEG, tinyPng } from '../../helpers/images';
import { newMember, postUpload, requestGrant, type Grant, type Member } from '../../helpers/world';
import { uploadTexts } from '../../../src/features/uploads/texts';

const U = uploadTexts;

describe('STORAGE=s3', () => {
  it('signs an S3 presigned POST with the same policy terms, offline', async () => {
    const client = new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'AKIAEXAMPLEEXAMPLE', secretAccessKey: 'secret' } });
    const storage = new S3Storage({ bucket: 'booknook-media', region: 'eu-west-1', endpoint: undefined, publicUrl: undefined }, client);
    const key = 'books/0123456789abcdef0123456789abcdef.jpg';
    const grant = await storage.createGrant(key, 'image/jpeg', new Date(Date.now() + 300_000));
    expect(grant.key).toBe(key);
    expect(grant.url).toMatch(/^https:\/\/booknook-media\.s3\.eu-west-1\.amazonaws\.com\/?$/);
    expect(grant.fields).toMatchObject({ key, 'Content-Type': 'image/jpeg', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    expect(grant.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(grant.fields.Policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 5242880],
        ['eq', '$Content-Type', 'image/jpeg'],
        { key },
        { bucket: 'booknook-media' },
      ]),
    );
    const ttl = new Date(policy.expiration).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(301_000);
    expect(storage.variantUrl(key, 480, 'webp')).toBe(
      'https://booknook-media.s3.eu-west-1.amazonaws.com/covers/0123456789abcdef0123456789abcdef/480w.webp',
    );
  });
});

describe.each(DB_KINDS)('uploads on %s', (kind) => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await newMember(t);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  /** What the local store keeps of an upload: the variant files (never the original). */
  const storedFiles = (key: string) => {
    const storage = t.app.storage;
    if (!(storage instanceof LocalStorage)) throw new Error('these tests need the local store');
    const dir = path.join(storage.mediaDir, variantPrefix(key));
    return [...(fs.existsSync(path.join(storage.mediaDir, key)) ? [key] : []), ...(fs.existsSync(dir) ? fs.readdirSync(dir) : [])];
  };

  describe('POST /s3/get-upload-url', () => {
    it('grants an S3-style POST policy for a PNG or JPEG', async () => {
      const grant = await requestGrant(member, 'My Cover.PNG');
      expect(grant.url).toBe('/api/v1/s3/upload/');
      expect(grant.key).toMatch(/^books\/[0-9a-f]{32}\.png$/);
      expect(grant.fields).toEqual({
        key: grant.key,
        'Content-Type': 'image/png',
        Policy: expect.any(String) as string,
        'X-Amz-Algorithm': 'BOOKNOOK-HMAC-SHA256',
        'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      });
      const policy = JSON.parse(Buffer.from(grant.fields.Policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
      expect(policy.conditions).toContainEqual(['content-length-range', 1, 5242880]);
      expect(policy.conditions).toContainEqual({ key: grant.key });
      const ttl = new Date(policy.expiration).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(290_000);
      expect(ttl).toBeLessThanOrEqual(300_000);
      expect((await requestGrant(member, 'photo.jpeg')).fields['Content-Type']).toBe('image/jpeg');
    });

    it('refuses other file types, guests and requests without CSRF', async () => {
      const gif = await member.client.post('/api/v1/s3/get-upload-url?filename=cat.gif');
      expect(gif.statusCode).toBe(400);
      expect(gif.json<ErrorBody>().detail).toBe(U.badFilename);
      expect((await member.client.post('/api/v1/s3/get-upload-url')).statusCode).toBe(400);
      const visitor = new TestClient(t.app);
      await visitor.get('/api/v1/health');
      expect((await visitor.post('/api/v1/s3/get-upload-url?filename=a.png')).statusCode).toBe(401);
      expect((await member.client.post('/api/v1/s3/get-upload-url?filename=a.png', undefined, { csrf: false })).statusCode).toBe(403);
    });
  });

  describe('the local store', () => {
    let grant: Grant;
    beforeEach(async () => {
      grant = await requestGrant(member);
    });

    it('accepts the form with the grant, keeps only the variants and serves them at /media/covers/ (204, once)', async () => {
      const response = await postUpload(t, grant, { bytes: tinyPng() });
      expect(response.statusCode).toBe(204);
      expect(storedFiles(grant.key)).toEqual(['4w.jpg', '4w.webp']);
      const served = await t.app.inject({ url: `/media/${variantPrefix(grant.key)}4w.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await t.app.inject({ url: `/media/${grant.key}` })).statusCode).toBe(404);
      const again = await postUpload(t, grant, { bytes: tinyPng() });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().detail).toBe(U.alreadyUploaded);
    });

    it('refuses a tampered signature', async () => {
      const sig = grant.fields['X-Amz-Signature']!;
      const forged = { ...grant.fields, 'X-Amz-Signature': `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}` };
      const response = await postUpload(t, grant, { bytes: tinyPng() }, forged);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: U.badSignature });
    });

    it('refuses a policy rewritten to allow more (signature no longer matches)', async () => {
      const policy = JSON.parse(Buffer.from(grant.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
      policy.conditions = policy.conditions.map((c) => (Array.isArray(c) ? ['content-length-range', 1, 999_999_999] : c));
      const fields = { ...grant.fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') };
      expect((await postUpload(t, grant, { bytes: tinyPng() }, fields)).statusCode).toBe(403);
    });

    it('refuses an expired grant', async () => {
      const secret = (await t.testDb.database.db.selectFrom('app_secrets').select('value').executeTakeFirstOrThrow()).value;
      const policy = JSON.parse(Buffer.from(grant.fields.Policy!, 'base64').toString()) as { expiration: string };
      policy.expiration = new Date(Date.now() - 1000).toISOString();
      const expiredPolicy = Buffer.from(JSON.stringify(policy)).toString('base64');
      const fields = {
        ...grant.fields,
        Policy: expiredPolicy,
        'X-Amz-Signature': createHmac('sha256', secret).update(expiredPolicy).digest('hex'),
      };
      const response = await postUpload(t, grant, { bytes: tinyPng() }, fields);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: U.expired });
    });

    it('refuses another key than the granted one', async () => {
      const other = await requestGrant(member);
      const response = await postUpload(t, grant, { bytes: tinyPng() }, { ...grant.fields, key: other.key });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: U.keyMismatch });
      expect(storedFiles(other.key)).toEqual([]);
    });

    it('refuses a different Content-Type, and bytes of another type than granted', async () => {
      const wrongField = await postUpload(t, grant, { bytes: TINY_JPEG }, { ...grant.fields, 'Content-Type': 'image/jpeg' });
      expect(wrongField.statusCode).toBe(403);
      const jpegInPngGrant = await postUpload(t, grant, { bytes: TINY_JPEG, filename: 'cover.png' });
      expect(jpegInPngGrant.statusCode).toBe(400);
      expect(jpegInPngGrant.json()).toEqual({ detail: U.typeMismatch });
    });

    it('refuses a renamed non-image, an empty file, and 5242881 bytes', async () => {
      const script = await postUpload(t, grant, {
        bytes: Buffer.from('<script>alert(1)</script>'),
        filename: 'cover.png',
        contentType: 'image/png',
      });
      expect(script.statusCode).toBe(400);
      expect(script.json()).toEqual({ detail: U.notImage });
      const fakePng = Buffer.concat([tinyPng().subarray(0, 16), Buffer.alloc(100)]);
      expect((await postUpload(t, grant, { bytes: fakePng })).statusCode).toBe(400);
      const empty = await postUpload(t, grant, { bytes: Buffer.alloc(0) });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ detail: U.empty });
      const huge = Buffer.concat([tinyPng(), Buffer.alloc(5_242_881 - tinyPng().length)]);
      expect(huge.length).toBe(5_242_881);
      const tooLarge = await postUpload(t, grant, { bytes: huge });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ detail: U.tooLarge });
      expect(storedFiles(grant.key)).toEqual([]);
      // The grant is still good for a real image afterwards.
      expect((await postUpload(t, grant, { bytes: tinyPng() })).statusCode).toBe(204);
    });

    it('refuses a form without the file or without the policy fields, and a non-multipart body', async () => {
      expect((await postUpload(t, grant, undefined)).json()).toEqual({ detail: U.missingFile });
      const { Policy: _policy, ...withoutPolicy } = grant.fields;
      expect((await postUpload(t, grant, { bytes: tinyPng() }, withoutPolicy)).json()).toEqual({ detail: U.badForm });
      const json = await t.app.inject({ method: 'POST', url: grant.url, payload: { key: grant.key } });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ detail: U.badForm });
    });
  });
});
