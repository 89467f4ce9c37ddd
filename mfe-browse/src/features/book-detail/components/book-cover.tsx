import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Badge, BookCover as Cover, type BookListItem, formatPrice } from '@booknook/shared-ui';

const Frame = styled(Cover)`
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Price = styled(Badge)`
  position: absolute;
  top: 0.85rem;
  left: 0.85rem;
  font-size: 1rem;
  padding: 0.35rem 0.8rem;
  background: #fff;
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: 0 1px 3px rgba(18, 24, 31, 0.25);
`;

/**
 * How wide the cover is shown: the whole page width less its padding on a phone; from the medium
 * breakpoint up, the first of two columns (at most 1440 px wide), capped by DETAIL_COVER_MAX_WIDTH.
 */
export const DETAIL_COVER_SIZES = '(min-width: 768px) min(calc((min(100vw, 1440px) - 104px) / 2), 520px), calc(100vw - 32px)';

/** The book's image; docs/product.md §2: the price badge appears once the image has loaded. */
export function BookCover({ book, alt }: { book: Pick<BookListItem, 'book_image' | 'book_image_variants' | 'price'>; alt: string }) {
  const [loaded, setLoaded] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An image already in the cache may have loaded before React attached onLoad.
    if (image.current?.complete && image.current.naturalWidth > 0) setLoaded(true);
  }, [book.book_image]);

  return (
    // The page's largest paint: loaded at once and first.
    <Frame book={book} alt={alt} sizes={DETAIL_COVER_SIZES} loading="eager" highPriority imageRef={image} onLoad={() => setLoaded(true)}>
      {loaded && <Price data-testid="price-badge">{formatPrice(book.price)}</Price>}
    </Frame>
  );
}
