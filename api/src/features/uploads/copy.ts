import { randomBytes } from 'node:crypto';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { VARIANT_FORMATS } from '../../lib/images';
import type { Storage } from '../../storage/storage';

// Copying a processed image into a new upload of another member (issue 40: a cover offered from an earlier listing
// of the same edition). Only variants are copied: they are already stripped of metadata, and the copy is the new
// member's own, so it outlives the listing it came from and goes with the book it joins. The files are copied first
// (slow, outside any transaction); the upload row is written later, by one statement that checks the caller's
// condition, in the caller's transaction, so a copy the caller may no longer make is never recorded.

/** Copied files waiting for their upload row. */
export interface ImageCopy {
  key: string;
  fromKey: string;
}

/**
 * The variants of the processed image `fromKey` copied under a new key; undefined when `fromKey` is not a processed
 * image or its files are gone. Until recordImageCopy writes its row the copy is nobody's: discardImageCopy it.
 */
export async function copyImageFiles(db: Kysely<DB>, storage: Storage, fromKey: string): Promise<ImageCopy | undefined> {
  const source = await db
    .selectFrom('uploads')
    .select('variant_widths')
    .where('key', '=', fromKey)
    .where('processed_at', 'is not', null)
    .executeTakeFirst();
  const widths = source?.variant_widths;
  const extension = /\.(png|jpg|webp)$/.exec(fromKey)?.[1];
  if (!widths || widths.length === 0 || !extension) return undefined;
  const key = `books/${randomBytes(16).toString('hex')}.${extension}`;
  try {
    for (const width of widths) {
      for (const format of VARIANT_FORMATS) {
        const bytes = await storage.readVariant(fromKey, width, format);
        if (!bytes) throw new MissingVariant();
        await storage.putVariant(key, width, format, bytes);
      }
    }
  } catch (error) {
    await discardImageCopy(storage, { key, fromKey });
    if (error instanceof MissingVariant) return undefined;
    throw error;
  }
  return { key, fromKey };
}

/**
 * The upload row of `copy`, member `memberId`'s and ready for a book (processed), written only if the source is still
 * a processed upload and `onlyIf` holds, in the same statement. False when nothing was written.
 */
export async function recordImageCopy(db: Kysely<DB>, copy: ImageCopy, memberId: number, onlyIf: Expression<SqlBool>): Promise<boolean> {
  const now = new Date();
  const inserted = await db
    .insertInto('uploads')
    .columns([
      'key',
      'user_id',
      'content_type',
      'created_at',
      'expires_at',
      'uploaded_at',
      'size_bytes',
      'image_width',
      'image_height',
      'variant_widths',
      'processed_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('uploads as source')
        .select([
          sql<string>`${copy.key}::text`.as('key'),
          sql<number>`${memberId}::int`.as('user_id'),
          'source.content_type',
          sql<Date>`${now}::timestamptz`.as('created_at'),
          sql<Date>`${now}::timestamptz`.as('expires_at'),
          sql<Date>`${now}::timestamptz`.as('uploaded_at'),
          'source.size_bytes',
          'source.image_width',
          'source.image_height',
          'source.variant_widths',
          sql<Date>`${now}::timestamptz`.as('processed_at'),
        ])
        .where('source.key', '=', copy.fromKey)
        .where('source.processed_at', 'is not', null)
        .where(onlyIf),
    )
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Delete the files of a copy whose row was never written (or was rolled back). */
export async function discardImageCopy(storage: Storage, copy: ImageCopy): Promise<void> {
  await storage.deleteImage(copy.key).catch(() => undefined);
}

class MissingVariant extends Error {}
