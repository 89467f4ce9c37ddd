import type { ImageVariant } from '@booknook/contract';

/** An image preload: `href` for browsers without `imagesrcset`, else the srcset and sizes of the image it stands for. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
  /** MIME type of the srcset (`image/webp`): a browser that cannot show it skips the preload, as `<picture>` would. */
  type?: string;
}

/** What `<picture>` needs from a cover's variants: a srcset per type, and the image's own size. */
export interface CoverSources {
  /** WebP srcset, if there are WebP variants. */
  webp: string | undefined;
  /** JPEG srcset (the `<img>`'s own), if there are JPEG variants. */
  jpeg: string | undefined;
  /** The widest variant's size: `width`/`height` attributes reserve the right shape before the image loads. */
  width: number | undefined;
  height: number | undefined;
  /** The widest JPEG, for "view the image" links; undefined while there are no variants. */
  largestUrl: string | undefined;
}

function srcset(variants: readonly ImageVariant[], type: ImageVariant['type']): string | undefined {
  const ofType = variants.filter((variant) => variant.type === type).sort((a, b) => a.width - b.width);
  return ofType.length > 0 ? ofType.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
}

export function coverSources(variants: readonly ImageVariant[]): CoverSources {
  const widest = variants.reduce<ImageVariant | undefined>(
    (best, variant) => (!best || variant.width > best.width ? variant : best),
    undefined,
  );
  const jpegs = variants.filter((variant) => variant.type === 'image/jpeg').sort((a, b) => a.width - b.width);
  return {
    webp: srcset(variants, 'image/webp'),
    jpeg: srcset(variants, 'image/jpeg'),
    width: widest?.width,
    height: widest?.height,
    largestUrl: jpegs[jpegs.length - 1]?.url,
  };
}

/**
 * The preload for a cover shown with `sizes`: the srcset `<picture>` picks from first (WebP), so the browser fetches
 * exactly the file it will paint; the plain URL where there are no variants.
 */
export function coverPreload(book: { book_image: string; book_image_variants: readonly ImageVariant[] }, sizes: string): PreloadImage {
  const sources = coverSources(book.book_image_variants);
  if (sources.webp) return { href: book.book_image, srcset: sources.webp, sizes, type: 'image/webp' };
  if (sources.jpeg) return { href: book.book_image, srcset: sources.jpeg, sizes };
  return { href: book.book_image };
}
