import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, FieldError } from '@booknook/design-system';
import type { PhotoUploads } from '@booknook/platform/photos';
import { messages } from '../../../messages';
import type { BookLookup } from '../api/isbn-api-types';

// A lookup's cover is `{key, url, width, height}`, url a ~480 px JPEG on BookNook's own origin. Kept, it is fetched
// and added like a photo the seller chose (shrunk and uploaded as their own copy), so it goes through the same checks,
// order and draft as every photo. (The API would also copy the original when `cover.key` stands first in the photos;
// the photo list has no place yet for a photo that was never a file on the phone.)

/** The cover's URL, or null when the lookup offers none Sell can use. */
export function coverUrlOf(cover: BookLookup['cover']): string | null {
  const url = cover?.url;
  if (!url) return null;
  // Same origin only: a photo from elsewhere is not BookNook's to copy.
  return new URL(url, window.location.href).origin === window.location.origin ? url : null;
}

/** The name the copied cover goes by in the photo list (also how it is found there to be moved first). */
export const COVER_FILE_NAME = 'cover-from-earlier-listing.jpg';

async function coverFile(url: string): Promise<File> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`cover: ${response.status}`);
  const blob = await response.blob();
  return new File([blob], COVER_FILE_NAME, { type: blob.type || 'image/jpeg' });
}

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
  const [answer, setAnswer] = useState<'open' | 'kept' | 'dropped' | 'failed'>('open');
  const placeFirst = useRef(false);
  const { photos, move } = uploads;

  // The photo list takes the file after checking it; once it is there, it becomes the cover.
  useEffect(() => {
    if (!placeFirst.current) return;
    const index = photos.findIndex((photo) => photo.name === COVER_FILE_NAME);
    if (index < 0) return;
    placeFirst.current = false;
    if (index > 0) move(index, 0);
  }, [photos, move]);

  if (!url || answer === 'kept' || answer === 'dropped') return null;
  if (answer === 'failed') return <FieldError role="alert">{m.coverFailed}</FieldError>;
  const keep = () => {
    setAnswer('kept');
    coverFile(url).then(
      (file) => {
        placeFirst.current = true;
        uploads.add([file]);
      },
      () => setAnswer('failed'),
    );
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
    </Offer>
  );
}
