import { sql, type RawBuilder } from 'kysely';
import type { Storage } from '../../storage/storage';
import { defaultImageUrl, imageVariants, type ImageRecord, type ImageVariant } from '../uploads';

// A book's photos as readers get them (issue 27): the ordered list of book_images, each photo
// with its variants, for the book page's gallery and the seller's edit dialog.

/** One photo as the database gives it: its upload key and, once processed, its image record. */
export interface BookPhotoRow {
  key: string;
  image: ImageRecord | null;
}

/** One photo as the contract gives it (`images[]`). */
export interface BookPhoto {
  key: string;
  url: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

/**
 * The photos of book `b` in order, or null when it has no book_images rows (rows written straight
 * to the database, as benchmarks do: then the cover is the one photo). One indexed lookup per book.
 */
export function bookPhotosColumn(): RawBuilder<BookPhotoRow[] | null> {
  return sql<BookPhotoRow[] | null>`(
    SELECT json_agg(json_build_object(
      'key', bi.key,
      'image', CASE WHEN i.processed_at IS NULL THEN NULL
        ELSE json_build_object('width', i.image_width, 'height', i.image_height, 'widths', i.variant_widths) END
    ) ORDER BY bi.position)
    FROM book_images bi LEFT JOIN uploads i ON i.key = bi.key
    WHERE bi.book_id = b.id)`;
}

function toPhoto(storage: Storage, row: BookPhotoRow): BookPhoto {
  return {
    key: row.key,
    url: defaultImageUrl(storage, row.key, row.image),
    width: row.image?.width ?? null,
    height: row.image?.height ?? null,
    variants: imageVariants(storage, row.key, row.image),
  };
}

/** The contract's `images`: the rows in order, or the cover alone when the book has none. */
export function bookPhotos(storage: Storage, rows: BookPhotoRow[] | null, cover: BookPhotoRow): BookPhoto[] {
  return (rows && rows.length > 0 ? rows : [cover]).map((row) => toPhoto(storage, row));
}
