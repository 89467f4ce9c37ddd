import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/styles.css';
import { messages } from '../../../messages';
import type { GalleryPhoto } from './gallery-photos';

const t = messages.gallery;

export interface PhotoLightboxProps {
  photos: GalleryPhoto[];
  index: number;
  bookName: string;
  onClose: (index: number) => void;
  onView: (index: number) => void;
}

/**
 * Every photo full screen (issue 26), with yet-another-react-lightbox: swipe on touch screens, arrows and the
 * arrow keys, Escape to close, tap or pinch (or the zoom buttons, + and -) to zoom. Loaded only when a photo is
 * opened, so the page's first load does not carry it.
 */
export default function PhotoLightbox({ photos, index, bookName, onClose, onView }: PhotoLightboxProps) {
  let current = index;
  // One photo: no arrows to nowhere and no "1 / 1" (issue 36); several: an "n / N" counter.
  const many = photos.length > 1;
  return (
    <Lightbox
      open
      index={index}
      close={() => onClose(current)}
      on={{
        view: ({ index: viewed }) => {
          current = viewed;
          onView(viewed);
        },
      }}
      slides={photos.map((photo, n) => ({
        src: photo.largest,
        alt: t.photoOf(bookName, n + 1, photos.length),
        width: photo.width,
        height: photo.height,
        srcSet: photo.jpegs.map((variant) => ({ src: variant.url, width: variant.width, height: variant.height })),
      }))}
      plugins={many ? [Zoom, Counter] : [Zoom]}
      render={many ? undefined : { buttonPrev: () => null, buttonNext: () => null }}
      carousel={{ finite: true }}
      zoom={{ maxZoomPixelRatio: 3 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: t.previous,
        Next: t.next,
        Close: t.close,
        'Zoom in': t.zoomIn,
        'Zoom out': t.zoomOut,
        Lightbox: t.lightbox(bookName),
        'Photo gallery': t.photos(bookName),
        Carousel: t.carousel,
        Slide: t.slide,
        '{index} of {total}': t.slideOf,
      }}
    />
  );
}
