import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Config } from '../config';
import { VARIANT_MIME, type ImageType, type VariantFormat } from '../lib/images';
import { UPLOAD_LIMITS } from '../limits';
import { UPLOAD_KEY_PATTERN, VARIANT_CACHE_CONTROL, variantPath, variantPrefix, type Storage, type UploadGrant } from './storage';

/**
 * Images in an S3 bucket; browsers upload straight to it with a presigned POST whose policy S3
 * enforces (exact key, Content-Type, 1–5242880 bytes, 5 minutes). The API then reads the original
 * back, writes the variants under `covers/` and deletes the original: only `covers/` needs to be
 * publicly readable.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(config: S3Config & { bucket: string }, client?: S3Client) {
    this.bucket = config.bucket;
    this.client =
      client ??
      new S3Client({
        region: config.region,
        // Checksums only where S3 requires them: S3-compatible servers (MinIO, s3rver, …) differ in the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      });
    this.publicBase =
      config.publicUrl ??
      (config.endpoint
        ? `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`
        : `https://${config.bucket}.s3.${config.region}.amazonaws.com`);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async createGrant(key: string, contentType: ImageType, expiresAt: Date): Promise<UploadGrant> {
    const expires = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [
        ['content-length-range', 1, UPLOAD_LIMITS.maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: expires,
    });
    return { url, fields, key };
  }

  async readOriginal(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // The policy capped the upload; a larger object did not come through a grant of ours.
      if ((object.ContentLength ?? 0) > UPLOAD_LIMITS.maxBytes) {
        object.Body?.transformToWebStream()
          .cancel()
          .catch(() => undefined);
        return undefined;
      }
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async deleteOriginal(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async readVariant(key: string, width: number, format: VariantFormat): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: variantPath(key, width, format) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async putVariant(key: string, width: number, format: VariantFormat, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: variantPath(key, width, format),
        Body: bytes,
        ContentType: VARIANT_MIME[format],
        CacheControl: VARIANT_CACHE_CONTROL,
      }),
    );
  }

  /** The original and every object under the variants' prefix (listed, so widths made by older settings go too). */
  async deleteImage(key: string): Promise<void> {
    if (!UPLOAD_KEY_PATTERN.test(key)) return;
    const keys = [key];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: variantPrefix(key), ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    // One request per object: DeleteObjects needs a checksum header that S3-compatible servers handle unevenly.
    await Promise.all(keys.map((Key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))));
  }

  variantUrl(key: string, width: number, format: VariantFormat): string {
    return `${this.publicBase}/${variantPath(key, width, format)}`;
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}
