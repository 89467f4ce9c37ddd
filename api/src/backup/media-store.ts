import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config';
import { VARIANT_CACHE_CONTROL } from '../storage/storage';

// The media half of a backup: every object of the local media folder or of the S3 bucket, by key.

export interface MediaObject {
  key: string;
  size: number;
}

export interface MediaStore {
  readonly description: string;
  list(): AsyncIterable<MediaObject>;
  /** The object's bytes, or undefined when it went away since it was listed (an image deleted meanwhile). */
  read(key: string): Promise<Readable | undefined>;
  write(key: string, file: string): Promise<void>;
  isEmpty(): Promise<boolean>;
  /** Remove every object (a forced restore). */
  clear(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

export class LocalMediaStore implements MediaStore {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `the media folder ${dir}`;
  }

  async *list(): AsyncIterable<MediaObject> {
    const walk = async function* (dir: string, prefix: string): AsyncGenerator<MediaObject> {
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      entries.sort((a, b) => a.name.localeCompare(b.name));
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(full, `${prefix}${entry.name}/`);
        else if (entry.isFile()) yield { key: `${prefix}${entry.name}`, size: (await fs.promises.stat(full)).size };
      }
    };
    yield* walk(this.dir, '');
  }

  async read(key: string): Promise<Readable | undefined> {
    try {
      const handle = await fs.promises.open(path.join(this.dir, key));
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async write(key: string, file: string): Promise<void> {
    const target = path.join(this.dir, key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.copyFile(file, target);
  }

  async isEmpty(): Promise<boolean> {
    for await (const _object of this.list()) return false;
    return true;
  }

  async clear(): Promise<void> {
    await fs.promises.rm(this.dir, { recursive: true, force: true });
  }
}

export class S3MediaStore implements MediaStore {
  readonly description: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    this.description = `the S3 bucket ${bucket}`;
  }

  async *list(): AsyncIterable<MediaObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async read(key: string): Promise<Readable | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body as Readable | undefined;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  async write(key: string, file: string): Promise<void> {
    const { size } = await fs.promises.stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: fs.createReadStream(file),
        ContentLength: size,
        ContentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        ...(key.startsWith('covers/') ? { CacheControl: VARIANT_CACHE_CONTROL } : {}),
      }),
    );
  }

  async isEmpty(): Promise<boolean> {
    const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, MaxKeys: 1 }));
    return (page.Contents ?? []).length === 0;
  }

  async clear(): Promise<void> {
    const keys: string[] = [];
    for await (const object of this.list()) keys.push(object.key);
    for (const Key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
  }
}

/** The media store the configuration names (STORAGE, S3_*, DATA_DIR). */
export function mediaStoreFor(config: AppConfig): MediaStore {
  if (config.storage === 'local') return new LocalMediaStore(path.join(config.dataDir, 'media'));
  const { bucket, region, endpoint } = config.s3;
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET.');
  const client = new S3Client({
    region,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
  return new S3MediaStore(client, bucket);
}
