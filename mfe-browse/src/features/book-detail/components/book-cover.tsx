import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Badge, formatPrice } from '@booknook/shared-ui';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
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

/** The book's image; SPEC.md §2: the price badge appears once the image has loaded. */
export function BookCover({ src, alt, price }: { src: string; alt: string; price: number }) {
  const [loaded, setLoaded] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An image already in the cache may have loaded before React attached onLoad.
    if (image.current?.complete && image.current.naturalWidth > 0) setLoaded(true);
  }, [src]);

  return (
    <Frame>
      {/* The page's largest paint: fetched first. */}
      <img ref={image} src={src} alt={alt} width={800} height={600} fetchPriority="high" decoding="async" onLoad={() => setLoaded(true)} />
      {loaded && <Price data-testid="price-badge">{formatPrice(price)}</Price>}
    </Frame>
  );
}
