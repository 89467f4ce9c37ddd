import type { ImageVariant } from './book';
import { coverSources } from './cover-sources';

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
