import sharp from 'sharp';
import { IMAGE_LIMITS } from '../limits';

// Book images are decoded with sharp (libvips) and written again as resized WebP and JPEG
// variants: upright (EXIF orientation applied), in sRGB, 8 bits per channel, with no metadata at
// all (EXIF with GPS, XMP, IPTC, comments, ICC profiles): a phone photo's GPS position is the
// seller's home. Decoding and encoding run on libuv's thread pool, never on the event loop.

/** What an upload may be: PNG and JPEG from any client, WebP from browsers that shrink a photo before sending it. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** An upload row's content type as an ImageType (rows only ever hold these; JPEG for anything else). */
export function asImageType(contentType: string): ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(contentType) ? (contentType as ImageType) : 'image/jpeg';
}
export type VariantFormat = 'webp' | 'jpeg';

/** Every variant exists in each of these formats; WebP first (smaller), JPEG for the rest. */
export const VARIANT_FORMATS: readonly VariantFormat[] = ['webp', 'jpeg'];
export const VARIANT_MIME = { webp: 'image/webp', jpeg: 'image/jpeg' } as const satisfies Record<VariantFormat, string>;
export type VariantMime = (typeof VARIANT_MIME)[VariantFormat];
export const VARIANT_EXTENSION: Record<VariantFormat, string> = { webp: 'webp', jpeg: 'jpg' };

export type ImageProblem =
  'not-an-image' | 'type-mismatch' | 'too-many-pixels' | 'out-of-proportion' | 'side-too-long' | 'unreadable' | 'too-slow';

export class ImageError extends Error {
  override name = 'ImageError';
  constructor(readonly problem: ImageProblem) {
    super(problem);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the bytes claim by their magic number, or undefined. Checked before sharp sees the bytes (it reads SVG, TIFF, …). */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  // RIFF <size> WEBP
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

const SHARP_FORMATS: Partial<Record<string, ImageType>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface EncodedVariant {
  width: number;
  height: number;
  format: VariantFormat;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** Pixel size of the largest variant, upright. */
  width: number;
  height: number;
  /** Widths of the variants, ascending; each exists in every VARIANT_FORMATS. */
  widths: number[];
  variants: EncodedVariant[];
}

/** Height of a variant `width` pixels wide of an image `largest` (width × height) wide. */
export function variantHeight(width: number, largest: { width: number; height: number }): number {
  return Math.max(1, Math.round((width * largest.height) / largest.width));
}

/**
 * The widths to make of an image `width` × `height` (upright): the standard widths it can fill
 * without enlarging, each no taller than twice its width (a 3:4 frame never shows more), plus
 * its own width when that is well above the largest standard one it reached.
 */
export function variantWidths(width: number, height: number): number[] {
  const fits = (target: number) => Math.min(target, width, Math.floor((target * 2 * width) / height));
  const widths = new Set<number>();
  for (const target of IMAGE_LIMITS.variantWidths) widths.add(Math.max(1, fits(target)));
  const sorted = [...widths].sort((a, b) => a - b);
  // Widths that collapse onto one another (small or very tall images) are made once.
  return sorted.filter((w, i) => i === sorted.length - 1 || (sorted[i + 1] ?? w) > w * 1.1);
}

const DECODE_OPTIONS = {
  limitInputPixels: IMAGE_LIMITS.maxPixels,
  // A cut-off file is refused; libjpeg's warnings about harmless quirks of some cameras are not.
  failOn: 'truncated',
  autoOrient: true,
} as const;

/** Width and height as they will be shown (after EXIF orientation), after checking type, pixel count, proportion and side. */
async function inspect(bytes: Buffer, expected: ImageType | undefined): Promise<{ width: number; height: number }> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new ImageError('not-an-image');
  if (expected && sniffed !== expected) throw new ImageError('type-mismatch');
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here; no limit, so that a bomb is told apart from a broken file.
    metadata = await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError('not-an-image');
  }
  const format = SHARP_FORMATS[metadata.format];
  if (format !== sniffed) throw new ImageError('not-an-image');
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ImageError('not-an-image');
  // Refused from the header alone, before any pixel is decoded: a decompression bomb costs nothing,
  // nor does a sliver of 1 × 60,000,000 pixels (which no variant could hold).
  if (width * height > IMAGE_LIMITS.maxPixels) throw new ImageError('too-many-pixels');
  if (Math.max(width, height) > IMAGE_LIMITS.maxAspectRatio * Math.min(width, height)) throw new ImageError('out-of-proportion');
  if (Math.max(width, height) > IMAGE_LIMITS.maxSide) throw new ImageError('side-too-long');
  return { width, height };
}

/**
 * The time one image may take. Checked between steps, and given to each libvips pipeline as
 * sharp's timeout, which stops the work itself (libvips checks it as it goes) rather than only
 * the wait for it. sharp counts whole seconds, so a pipeline may overrun by under a second.
 */
class Deadline {
  private readonly at: number;

  constructor(seconds: number) {
    this.at = performance.now() + seconds * 1000;
  }

  /** sharp's timeout for the next pipeline: the time left in whole seconds (0 would mean none); throws when none is left. */
  next(): { seconds: number } {
    const left = this.at - performance.now();
    if (left <= 0) throw new ImageError('too-slow');
    return { seconds: Math.min(3600, Math.ceil(left / 1000)) };
  }

  /** Whether a pipeline failed because libvips stopped it for time (or the time is up anyway). */
  stopped(error: unknown): boolean {
    return performance.now() >= this.at || (error instanceof Error && error.message.startsWith('timeout'));
  }
}

function encode(base: sharp.Sharp, format: VariantFormat): Promise<Buffer> {
  return format === 'webp'
    ? base.webp({ quality: IMAGE_LIMITS.webpQuality, effort: 4 }).toBuffer()
    : // The fallback for browsers without WebP (and "view image" links): libjpeg-turbo, three times faster than mozjpeg.
      base.jpeg({ quality: IMAGE_LIMITS.jpegQuality, progressive: true, optimiseCoding: true }).toBuffer();
}

/**
 * Decode a PNG, JPEG or WebP (of type `expected`, when given) and make its variants within
 * `timeoutSeconds`. Throws ImageError when the bytes are not such an image, are cut off, are out
 * of IMAGE_LIMITS (pixels, proportion, side), or take longer than that.
 */
export async function processImage(
  bytes: Buffer,
  expected?: ImageType,
  { timeoutSeconds = IMAGE_LIMITS.defaultTimeoutSeconds }: { timeoutSeconds?: number } = {},
): Promise<ProcessedImage> {
  const deadline = new Deadline(timeoutSeconds);
  const upright = await inspect(bytes, expected);
  const widths = variantWidths(upright.width, upright.height);
  const largestWidth = widths[widths.length - 1] ?? upright.width;
  const largest = { width: largestWidth, height: variantHeight(largestWidth, upright) };
  let base: { data: Buffer; info: sharp.OutputInfo };
  try {
    // Decoded once, at the largest variant's size (JPEG shrinks while decoding), as 8-bit sRGB
    // without transparency (JPEG has none; a transparent PNG gets a white page behind it).
    base = await sharp(bytes, DECODE_OPTIONS)
      .resize({ width: largest.width, height: largest.height, fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .timeout(deadline.next())
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof ImageError) throw error;
    throw new ImageError(deadline.stopped(error) ? 'too-slow' : 'unreadable');
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const variants: EncodedVariant[] = [];
  for (const width of widths) {
    const height = variantHeight(width, largest);
    for (const format of VARIANT_FORMATS) {
      const resized = sharp(base.data, raw).resize({ width, height, fit: 'fill' }).timeout(deadline.next());
      try {
        variants.push({ width, height, format, bytes: await encode(resized, format) });
      } catch (error) {
        if (deadline.stopped(error)) throw new ImageError('too-slow');
        throw error;
      }
    }
  }
  return { ...largest, widths, variants };
}
