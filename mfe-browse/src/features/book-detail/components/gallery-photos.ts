import { type BookDetail, type ImageVariant } from '@booknook/contract';
import { coverSources } from '@booknook/design-system';

/** One photo of a book as the gallery shows it. */
export interface GalleryPhoto {
  key: string;
  /** The JPEG the `<img>` falls back to. */
  src: string;
  variants: ImageVariant[];
  /** The widest JPEG: the full-size photo a plain link opens, and the lightbox's biggest. */
  largest: string;
  jpegs: ImageVariant[];
  width: number | undefined;
  height: number | undefined;
}

/** Every photo of the book in the seller's order; a book from before photos were kept has its cover alone. */
export function galleryPhotos(book: Pick<BookDetail, 'images' | 'book_image' | 'book_image_variants'>): GalleryPhoto[] {
  const images = book.images.length > 0 ? book.images : [{ key: 'cover', url: book.book_image, variants: book.book_image_variants }];
  return images.map((image) => {
    const sources = coverSources(image.variants);
    return {
      key: image.key,
      src: image.url,
      variants: [...image.variants],
      largest: sources.largestUrl ?? image.url,
      jpegs: image.variants.filter((variant) => variant.type === 'image/jpeg').sort((a, b) => a.width - b.width),
      width: sources.width,
      height: sources.height,
    };
  });
}
