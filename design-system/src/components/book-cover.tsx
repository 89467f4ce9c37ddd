import { useState, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import type { BookListItem } from '@booknook/contract';
import { coverSources } from '../books/cover-sources';

/** Every cover is shown in a portrait book-shaped frame. */
export const COVER_ASPECT_RATIO = '3 / 4';

/**
 * The frame: book-shaped and fixed, so nothing moves when the image arrives. The whole photo is
 * visible (`contain`, never cropped: the title is often at the very top), on a quiet paper-grey
 * backdrop where a photo's shape differs from the frame's.
 */
const Frame = styled.div`
  position: relative;
  aspect-ratio: ${COVER_ASPECT_RATIO};
  overflow: hidden;
  background: linear-gradient(160deg, #efede8 0%, #dedad2 100%);
  picture {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export interface BookCoverProps {
  book: Pick<BookListItem, 'book_image' | 'book_image_variants'>;
  alt: string;
  /** How wide the frame is shown, as the `sizes` attribute says it (the browser picks the variant from it). */
  sizes: string;
  /** Covers of the first screen load at once; the rest when scrolled near. */
  loading?: 'lazy' | 'eager';
  /** The page's largest image (its LCP): fetched before other images. */
  highPriority?: boolean;
  onLoad?: () => void;
  imageRef?: Ref<HTMLImageElement>;
  /** Badges over the cover. */
  children?: ReactNode;
  className?: string;
}

/** A book's cover: `<picture>` with a WebP srcset and a JPEG fallback srcset, in a 3:4 frame. */
export function BookCover({
  book,
  alt,
  sizes,
  loading = 'lazy',
  highPriority = false,
  onLoad,
  imageRef,
  children,
  className,
}: BookCoverProps) {
  const sources = coverSources(book.book_image_variants);
  const [failed, setFailed] = useState(false);
  return (
    <Frame className={className} data-testid="book-cover" {...(failed && alt ? { role: 'img', 'aria-label': alt } : {})}>
      {!failed && (
        <picture>
          {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
          <img
            ref={imageRef}
            src={book.book_image}
            srcSet={sources.jpeg}
            sizes={sources.jpeg ? sizes : undefined}
            width={sources.width ?? 300}
            height={sources.height ?? 400}
            alt={alt}
            loading={loading}
            fetchPriority={highPriority ? 'high' : 'auto'}
            decoding="async"
            onLoad={onLoad}
            // An image that cannot be loaded leaves the empty frame rather than a broken-image icon.
            onError={() => setFailed(true)}
          />
        </picture>
      )}
      {children}
    </Frame>
  );
}
