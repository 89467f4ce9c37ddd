import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3Storage } from '../../src/storage/s3';

/** An S3-compatible server (s3rver) on a free loopback port with one empty bucket, for STORAGE=s3 tests. */
export interface S3Sandbox {
  endpoint: string;
  bucket: string;
  /** A client with the sandbox's credentials (s3rver accepts any signature by its fixed key). */
  client: S3Client;
  /** The store the API uses in S3 mode, on this sandbox. */
  storage: S3Storage;
  /** Keys of the objects under `prefix`. */
  list(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'booknook-media'): Promise<S3Sandbox> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const storage = new S3Storage({ bucket, region: 'us-east-1', endpoint, publicUrl: undefined }, client);
  return {
    endpoint,
    bucket,
    client,
    storage,
    async list(prefix) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
