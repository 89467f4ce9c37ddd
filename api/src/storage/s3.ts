import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Config } from '../config';
import type { ImageType } from '../lib/images';
import { UPLOAD_LIMITS } from '../limits';
import type { Storage, UploadGrant } from './storage';

/**
 * Images in an S3 bucket; browsers upload straight to it with a presigned POST whose policy S3
 * enforces (exact key, Content-Type, 1–5242880 bytes, 5 minutes). Metadata stripping needs a
 * processing step on the bucket side in this mode (the bytes never pass through the API).
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
        ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      });
    this.publicBase =
      config.publicUrl ??
      (config.endpoint
        ? `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`
        : `https://${config.bucket}.s3.${config.region}.amazonaws.com`);
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

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || status === 403) return false;
      throw error;
    }
  }

  async put(key: string, bytes: Buffer, contentType: ImageType): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  urlFor(key: string): string {
    return `${this.publicBase}/${key}`;
  }
}
