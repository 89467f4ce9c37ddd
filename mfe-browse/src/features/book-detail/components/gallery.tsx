import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { type BookDetail } from '@booknook/contract';
import { BookCover, media, SoldBand } from '@booknook/design-system';
import { messages } from '../../../messages';
import { DETAIL_COVER_SIZES } from './book-cover';
import { galleryPhotos } from './gallery-photos';

const t = messages.gallery;

/** The full-screen viewer and its zoom come with the first photo opened (the first load stays within its budget). */
const loadLightbox = () => import('./photo-lightbox');
const PhotoLightbox = lazy(loadLightbox);

/** The mark on the history entry the open viewer pushed. */
const VIEWER_ENTRY = 'bookPhotoViewer';

function isViewerEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[VIEWER_ENTRY] === true;
}

const Wrap = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** Photos side by side, one in view: the browser's own scrolling swipes between them (and snaps to one). */
const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  list-style: none;
  &::-webkit-scrollbar {
    display: none;
  }
  li {
    flex: 0 0 100%;
    scroll-snap-align: start;
  }
  /* A square frame on a phone (the photo whole inside it), so the price shows under it in the first screen. */
  ${media.belowMd} {
    [data-testid='book-cover'] {
      aspect-ratio: 1 / 1;
    }
  }
  a {
    display: block;
    cursor: zoom-in;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 0.5rem;
  z-index: 2;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  transform: translateY(-50%);
  border: none;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.92);
  box-shadow: 0 1px 4px rgba(18, 24, 31, 0.3);
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:disabled {
    opacity: 0;
    pointer-events: none;
  }
`;

const Counter = styled.p`
  position: absolute;
  right: 0.6rem;
  bottom: 0.6rem;
  z-index: 2;
  margin: 0;
  padding: 0.15rem 0.55rem;
  border-radius: 999px;
  background: rgba(18, 24, 31, 0.75);
  color: #fff;
  font-size: 0.8rem;
  font-weight: 600;
`;

const Chevron = ({ left = false }: { left?: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
    <path d={left ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

type GalleryBook = Pick<BookDetail, 'name' | 'images' | 'book_image' | 'book_image_variants' | 'is_sold'>;

/**
 * The book page's photos (issue 26): every photo, swiped (native scrolling), the arrows or the arrow keys; a tap or
 * Enter opens it full screen to zoom. Each photo is a link to its largest size, so it opens before the code has run.
 */
export function Gallery({ book }: { book: GalleryBook }) {
  const photos = galleryPhotos(book);
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const many = photos.length > 1;
  // The photo shown, for closing on Back (the popstate listener outlives renders).
  const shown = useRef(0);
  shown.current = current;

  const show = (index: number, focus = false) => {
    const target = Math.max(0, Math.min(photos.length - 1, index));
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    setCurrent(target);
    if (focus) element.querySelectorAll('a')[target]?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      show(current + (event.key === 'ArrowRight' ? 1 : -1), true);
    }
  };

  const openPhoto = (event: MouseEvent, index: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setCurrent(index);
    // Back closes the viewer (the phone review, issue 36): it gets a history entry of its own, at the same address, so
    // the router sees no navigation and Browse's scroll memory is untouched. Pushed here, not in an effect, so a
    // development double effect cannot push two.
    window.history.pushState({ ...(window.history.state as object | null), [VIEWER_ENTRY]: true }, '');
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const onBack = () => {
      setOpen(false);
      show(shown.current, true);
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
    // `show` reads the track through its ref: the listener needs only `open`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [open]);

  return (
    <Wrap data-testid="gallery" onKeyDown={many ? onKeyDown : undefined} onPointerEnter={() => void loadLightbox()}>
      <Track
        ref={track}
        aria-label={t.photos(book.name)}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
        }}
      >
        {photos.map((photo, index) => (
          <li key={photo.key}>
            <a
              href={photo.largest}
              aria-label={t.open(index + 1, photos.length)}
              tabIndex={index === current ? 0 : -1}
              onClick={(event) => openPhoto(event, index)}
              onFocus={() => void loadLightbox()}
            >
              <BookCover
                book={{ book_image: photo.src, book_image_variants: photo.variants }}
                alt={t.photoOf(book.name, index + 1, photos.length)}
                sizes={DETAIL_COVER_SIZES}
                // The first photo is the page's largest paint: loaded at once and first.
                loading={index === 0 ? 'eager' : 'lazy'}
                highPriority={index === 0}
              />
            </a>
          </li>
        ))}
      </Track>
      {book.is_sold && <SoldBand data-testid="sold-band">{t.sold}</SoldBand>}
      {many && (
        <>
          <Arrow type="button" $side="left" aria-label={t.previous} disabled={current === 0} onClick={() => show(current - 1)}>
            <Chevron left />
          </Arrow>
          <Arrow type="button" $side="right" aria-label={t.next} disabled={current === photos.length - 1} onClick={() => show(current + 1)}>
            <Chevron />
          </Arrow>
          <Counter data-testid="gallery-counter" aria-live="polite">
            {t.counter(current + 1, photos.length)}
          </Counter>
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            index={current}
            bookName={book.name}
            onView={setCurrent}
            onClose={(index) => {
              setOpen(false);
              show(index, true);
              // Closed by its button or Escape: its history entry goes too, so Back then leaves the page.
              if (isViewerEntry(window.history.state)) window.history.back();
            }}
          />
        </Suspense>
      )}
    </Wrap>
  );
}
