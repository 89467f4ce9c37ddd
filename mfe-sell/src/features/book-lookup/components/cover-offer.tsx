import { useState } from 'react';
import styled from 'styled-components';
import { Button, FieldError } from '@booknook/design-system';
import type { PhotoUploads } from '@booknook/platform/photos';
import { messages } from '../../../messages';
import type { BookLookup } from '../api/isbn-api-types';

// A lookup's cover is `{key, url, width, height}`: a photo BookNook already holds, url a ~480 px JPEG of it. Kept, it
// stands first in the photo list by its key, with nothing downloaded or uploaded; the API copies the original into the
// new listing when that key is the book's cover and the listing it came from still shows it (books/borrowed-cover.ts).

/** The cover's URL, or null when the lookup offers none Sell can use. */
export function coverUrlOf(cover: BookLookup['cover']): string | null {
  const url = cover?.url;
  if (!url) return null;
  // Same origin only: a photo from elsewhere is not BookNook's to copy.
  return new URL(url, window.location.href).origin === window.location.origin ? url : null;
}

/** The name the kept cover goes by in the photo list (how the photo rule knows it must stay first). */
export const COVER_FILE_NAME = 'cover-from-earlier-listing.jpg';

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
  img {
    width: 64px;
    aspect-ratio: 2 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    flex: 1 1 12rem;
    margin: 0;
    font-size: 0.9rem;
  }
  div {
    display: flex;
    gap: 0.5rem;
  }
`;

const m = messages.lookup;

/** Offers an earlier listing's cover as the first photo; the seller keeps it (and may still remove its tile) or drops it. */
export function CoverOffer({ cover, uploads }: { cover: BookLookup['cover']; uploads: PhotoUploads }) {
  const url = coverUrlOf(cover);
  const [answer, setAnswer] = useState<'open' | 'kept' | 'dropped' | 'noRoom'>('open');
  if (!cover || !url || answer === 'kept' || answer === 'dropped') return null;
  const keep = () => {
    const photo = {
      key: cover.key,
      name: COVER_FILE_NAME,
      previewUrl: url,
      width: cover.width ?? undefined,
      height: cover.height ?? undefined,
    };
    setAnswer(uploads.addUploaded(photo, 0) ? 'kept' : 'noRoom');
  };
  return (
    <Offer data-testid="cover-offer">
      <img src={url} alt={m.coverAlt} />
      <p>{m.coverOffer}</p>
      <div>
        <Button type="button" $variant="outline" onClick={keep}>
          {m.useCover}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => setAnswer('dropped')}>
          {m.dropCover}
        </Button>
      </div>
      {answer === 'noRoom' && <FieldError role="alert">{m.coverNoRoom}</FieldError>}
    </Offer>
  );
}
