import { VARIANT_EXTENSION, type ImageType, type VariantFormat } from '../lib/images';

/** An S3 POST-policy upload grant: post `fields` then the file (as `file`) in one multipart form to `url`. */
export interface UploadGrant {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/**
 * Where book images live: the local store under DATA_DIR/media, or an S3 bucket. An upload's
 * original (at its key, `books/<id>.<ext>`) is only ever read by the API; what browsers load are
 * its variants, under another prefix (`covers/<id>/<width>w.<ext>`).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** A signed grant to upload exactly `key` with `contentType`, valid until `expiresAt`. */
  createGrant(key: string, contentType: ImageType, expiresAt: Date): Promise<UploadGrant>;
  /** The uploaded original of `key`, or undefined when there is none (not uploaded, or already processed). */
  readOriginal(key: string): Promise<Buffer | undefined>;
  /** Delete the uploaded original of `key` (after processing); a missing one is not an error. */
  deleteOriginal(key: string): Promise<void>;
  /** One stored variant of the image `key`, or undefined when it is not there (copying a cover: issue 40). */
  readVariant(key: string, width: number, format: VariantFormat): Promise<Buffer | undefined>;
  /** Store one variant of the image `key`. */
  putVariant(key: string, width: number, format: VariantFormat, bytes: Buffer): Promise<void>;
  /** Remove the image `key`: its original, if still there, and every variant. Missing objects are not an error. */
  deleteImage(key: string): Promise<void>;
  /** Throws when the store cannot be written now (readiness). */
  check(): Promise<void>;
  /** The URL a browser loads a variant of `key` from. */
  variantUrl(key: string, width: number, format: VariantFormat): string;
}

/** Upload keys: `books/<32 hex>.<png|jpg|webp>`, random and never reused. */
export const UPLOAD_KEY_PATTERN = /^books\/([0-9a-f]{32})\.(png|jpg|webp)$/;

/** Stored image keys in general (upload keys, and rows written straight to the database such as benchmark data). */
const IMAGE_KEY_PATTERN = /^books\/([A-Za-z0-9_-]{1,64})\.(png|jpg|webp)$/;

/** The folder (prefix) holding the variants of upload `key`, with a trailing slash. */
export function variantPrefix(key: string): string {
  const id = IMAGE_KEY_PATTERN.exec(key)?.[1];
  if (!id) throw new Error(`Not an upload key: ${key}`);
  return `covers/${id}/`;
}

/** Where one variant of upload `key` is stored, relative to the store's root. */
export function variantPath(key: string, width: number, format: VariantFormat): string {
  return `${variantPrefix(key)}${width}w.${VARIANT_EXTENSION[format]}`;
}

/** Variants never change once written (a new image gets a new key). */
export const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';
