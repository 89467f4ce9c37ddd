import type { ImageVariant } from '@booknook/contract';
import { coverPreload, coverSources } from './cover-sources';

const variant = (width: number, type: ImageVariant['type']): ImageVariant => ({
  url: `/media/covers/a/${width}w.${type === 'image/webp' ? 'webp' : 'jpg'}`,
  width,
  height: width * 1.5,
  type,
});

describe('coverSources', () => {
  it('builds one srcset per type, narrow to wide, and takes the widest size', () => {
    const sources = coverSources([
      variant(480, 'image/webp'),
      variant(240, 'image/webp'),
      variant(240, 'image/jpeg'),
      variant(480, 'image/jpeg'),
    ]);
    expect(sources).toEqual({
      webp: '/media/covers/a/240w.webp 240w, /media/covers/a/480w.webp 480w',
      jpeg: '/media/covers/a/240w.jpg 240w, /media/covers/a/480w.jpg 480w',
      width: 480,
      height: 720,
      largestUrl: '/media/covers/a/480w.jpg',
    });
  });

  it('has nothing to offer for an image still being processed', () => {
    expect(coverSources([])).toEqual({ webp: undefined, jpeg: undefined, width: undefined, height: undefined, largestUrl: undefined });
  });
});

describe('coverPreload', () => {
  const book = (variants: ImageVariant[]) => ({ book_image: '/media/covers/a/480w.jpg', book_image_variants: variants });

  it('preloads the WebP srcset the <picture> picks from first, with the same sizes', () => {
    expect(coverPreload(book([variant(240, 'image/jpeg'), variant(240, 'image/webp')]), '50vw')).toEqual({
      href: '/media/covers/a/480w.jpg',
      srcset: '/media/covers/a/240w.webp 240w',
      sizes: '50vw',
      type: 'image/webp',
    });
  });

  it('falls back to the JPEG srcset, then to the plain URL', () => {
    expect(coverPreload(book([variant(240, 'image/jpeg')]), '50vw')).toEqual({
      href: '/media/covers/a/480w.jpg',
      srcset: '/media/covers/a/240w.jpg 240w',
      sizes: '50vw',
    });
    expect(coverPreload(book([]), '50vw')).toEqual({ href: '/media/covers/a/480w.jpg' });
  });
});
