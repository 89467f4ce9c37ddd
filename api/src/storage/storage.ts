import type { ImageType } from '../lib/images';

/** An S3 POST-policy upload grant: post `fields` then the file (as `file`) in one multipart form to `url`. */
export interface UploadGrant {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** Where book images live: the local store under DATA_DIR/media, or an S3 bucket. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** A signed grant to upload exactly `key` with `contentType`, valid until `expiresAt`. */
  createGrant(key: string, contentType: ImageType, expiresAt: Date): Promise<UploadGrant>;
  /** Whether the object for `key` exists (for S3; the local store records uploads in the database). */
  exists(key: string): Promise<boolean>;
  /** Store bytes directly (demo data). */
  put(key: string, bytes: Buffer, contentType: ImageType): Promise<void>;
  /** Remove an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the image from. */
  urlFor(key: string): string;
}

/** Upload keys: `books/<32 hex>.<png|jpg>`, random and never reused. */
export const UPLOAD_KEY_PATTERN = /^books\/[0-9a-f]{32}\.(png|jpg)$/;
