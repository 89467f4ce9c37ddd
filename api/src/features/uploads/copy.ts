import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { VARIANT_FORMATS } from '../../lib/images';
import type { Storage } from '../../storage/storage';

// Copying a processed image into a new upload of another member (issue 40: a cover offered from an earlier listing
// of the same edition). Only variants are copied: they are already stripped of metadata, and the copy is the new
// member's own, so it outlives the listing it came from and goes with the book it joins.

/**
 * A new upload of member `memberId` holding a copy of the processed image `fromKey`, ready for a book (processed);
 * undefined when `fromKey` is not a processed image or its files are gone. An unused copy is swept like any upload.
 */
export async function copyImage(db: Kysely<DB>, storage: Storage, fromKey: string, memberId: number): Promise<string | undefined> {
  const source = await db
    .selectFrom('uploads')
    .select(['content_type', 'size_bytes', 'image_width', 'image_height', 'variant_widths'])
    .where('key', '=', fromKey)
    .where('processed_at', 'is not', null)
    .executeTakeFirst();
  const widths = source?.variant_widths;
  const extension = /\.(png|jpg|webp)$/.exec(fromKey)?.[1];
  if (!source || !widths || widths.length === 0 || !extension) return undefined;
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
    await storage.deleteImage(key).catch(() => undefined);
    if (error instanceof MissingVariant) return undefined;
    throw error;
  }
  const now = new Date();
  await db
    .insertInto('uploads')
    .values({
      key,
      user_id: memberId,
      content_type: source.content_type,
      created_at: now,
      expires_at: now,
      uploaded_at: now,
      size_bytes: source.size_bytes,
      image_width: source.image_width,
      image_height: source.image_height,
      variant_widths: widths,
      processed_at: now,
    })
    .execute();
  return key;
}

class MissingVariant extends Error {}
