import { bytesOf, GPS_MARKER, jpegWithGps, pdfNamedJpeg, pngFile } from '../testing/photo-files';
import { fitWithin, PHOTO_MAX_INPUT_BYTES, PhotoRefusedError, shrinkPhoto } from './shrink-photo';

// The browser's decoding and canvas are stood in for (jsdom has neither); what is checked is what the shrinking asks of
// them and what it sends. The same photo goes through Chromium's real ones in e2e/tests/sell-photos.spec.ts.

interface FakeCanvas {
  width: number;
  height: number;
  drawn: unknown[][];
  encoded: { type: string; quality: number }[];
}

let decodeOptions: unknown[] = [];
let canvases: FakeCanvas[] = [];
let encodes: Set<string>;

/** A decoded image `width` × `height` as createImageBitmap gives it (upright when asked for 'from-image'). */
function fakeDecoder(width: number, height: number, sidewaysInFile = false) {
  return jest.fn((_file: Blob, options?: ImageBitmapOptions) => {
    decodeOptions.push(options);
    const upright = options?.imageOrientation === 'from-image';
    const [w, h] = sidewaysInFile && !upright ? [height, width] : [width, height];
    return Promise.resolve({ width: w, height: h, close: jest.fn() });
  });
}

class FakeOffscreenCanvas implements FakeCanvas {
  drawn: unknown[][] = [];
  encoded: { type: string; quality: number }[] = [];
  constructor(
    public width: number,
    public height: number,
  ) {
    canvases.push(this);
  }
  getContext() {
    return {
      fillRect: jest.fn(),
      drawImage: (...args: unknown[]) => this.drawn.push(args),
      set fillStyle(_value: string) {},
      set imageSmoothingEnabled(_value: boolean) {},
      set imageSmoothingQuality(_value: string) {},
    };
  }
  convertToBlob({ type, quality }: { type: string; quality: number }) {
    this.encoded.push({ type, quality });
    // A browser that cannot encode the type answers PNG, as the canvas spec says.
    const actual = encodes.has(type) ? type : 'image/png';
    return Promise.resolve(new Blob([`pixels ${this.width}x${this.height} as ${actual}`], { type: actual }));
  }
}

beforeEach(() => {
  decodeOptions = [];
  canvases = [];
  encodes = new Set(['image/webp', 'image/jpeg']);
  Object.assign(globalThis, { createImageBitmap: fakeDecoder(4000, 3000), OffscreenCanvas: FakeOffscreenCanvas });
});

describe('fitWithin', () => {
  it.each([
    [4000, 3000, 2048, 1536],
    [3000, 4000, 1536, 2048],
    [8000, 6000, 2048, 1536],
    [2048, 100, 2048, 100],
    [1200, 900, 1200, 900],
    [20000, 10, 2048, 1],
  ])('%i × %i → %i × %i (long edge at most 2048, never enlarged)', (width, height, w, h) => {
    expect(fitWithin(width, height)).toEqual({ width: w, height: h });
  });
});

describe('shrinkPhoto', () => {
  it('draws a 4000 × 3000 photo at 2048 × 1536 and sends the canvas encoding as WebP', async () => {
    const shrunk = await shrinkPhoto(jpegWithGps());
    expect(shrunk).toMatchObject({ width: 2048, height: 1536, type: 'image/webp' });
    expect(canvases).toHaveLength(1);
    expect([canvases[0]!.width, canvases[0]!.height]).toEqual([2048, 1536]);
    expect(canvases[0]!.drawn[0]!.slice(1)).toEqual([0, 0, 2048, 1536]);
    expect(await bytesOf(shrunk.blob)).toBe('pixels 2048x1536 as image/webp');
  });

  it('asks the decoder for the EXIF orientation: a portrait photo stored sideways comes out upright', async () => {
    Object.assign(globalThis, { createImageBitmap: fakeDecoder(3000, 4000, true) });
    const shrunk = await shrinkPhoto(jpegWithGps());
    expect(decodeOptions).toEqual([{ imageOrientation: 'from-image' }]);
    expect(shrunk).toMatchObject({ width: 1536, height: 2048 });
  });

  it('sends only what the canvas encoded: no byte of the original, so no EXIF and no GPS position', async () => {
    const original = jpegWithGps();
    expect(await bytesOf(original)).toContain(GPS_MARKER);
    const shrunk = await shrinkPhoto(original);
    expect(await bytesOf(shrunk.blob)).not.toContain(GPS_MARKER);
    expect(await bytesOf(shrunk.blob)).not.toContain('Exif');
    // A photo already small is re-encoded all the same: its metadata must go too.
    Object.assign(globalThis, { createImageBitmap: fakeDecoder(800, 600) });
    const small = await shrinkPhoto(jpegWithGps('small.jpg'));
    expect(small).toMatchObject({ width: 800, height: 600 });
    expect(await bytesOf(small.blob)).toBe('pixels 800x600 as image/webp');
  });

  it('falls back to JPEG where the browser cannot encode WebP (it would answer PNG, far larger)', async () => {
    encodes = new Set(['image/jpeg']);
    const shrunk = await shrinkPhoto(pngFile());
    expect(shrunk.type).toBe('image/jpeg');
    expect(canvases[0]!.encoded.map((e) => e.type)).toEqual(['image/webp', 'image/jpeg']);
  });

  it('refuses a file that is not a JPEG, PNG or WebP by its bytes, before decoding it', async () => {
    await expect(shrinkPhoto(pdfNamedJpeg())).rejects.toEqual(new PhotoRefusedError('not-an-image'));
    expect(decodeOptions).toEqual([]);
  });

  it('refuses a photo over 40 MB, and says so apart from one it cannot read', async () => {
    await expect(shrinkPhoto(jpegWithGps('huge.jpg', PHOTO_MAX_INPUT_BYTES))).rejects.toMatchObject({ problem: 'too-large' });
    Object.assign(globalThis, { createImageBitmap: jest.fn().mockRejectedValue(new Error('cannot decode')) });
    // jsdom's <img> never decodes either: a damaged photo is 'unreadable'.
    await expect(shrinkPhoto(jpegWithGps())).rejects.toMatchObject({ problem: 'unreadable' });
  });
});
