import { sniffPhotoType, type PhotoType } from './image-bytes';

// A phone photo is shrunk in the browser before it is sent (issue 27): a 12 MB photo from a current phone took minutes
// on a slow uplink and was refused at 5 MB. Drawing it on a canvas and encoding that again gives an upright image
// (EXIF orientation applied while decoding) with no metadata at all: the EXIF block with the GPS position of the
// seller's home is not carried over, whatever the original held. The API still decodes and re-encodes what arrives.

/** The longest side sent: enough to read a spine or a pencilled note in the gallery, a fifth of a 12 MP photo's pixels. */
export const PHOTO_MAX_EDGE = 2048;
/** The largest file taken from the phone (a 48 MP photo is 15–25 MB); beyond this a decode may exhaust a phone's memory. */
export const PHOTO_MAX_INPUT_BYTES = 40 * 1024 * 1024;
/**
 * Encoder qualities: a 2048 px phone photo goes up as 250–400 KB of WebP (JPEG where the browser cannot encode WebP).
 * The server makes its own variants from it (WebP at 72, the largest 1440 px wide unless the photo is wider): 0.7 keeps
 * what they show and sends a third less than 0.8 (three phone photos at 750 kbps: 15.5 s at 0.8, 13.8 s at 0.75).
 */
export const WEBP_QUALITY = 0.7;
export const JPEG_QUALITY = 0.8;

export type PhotoProblem = 'not-an-image' | 'too-large' | 'unreadable';

/** A file the browser will not send, and why. */
export class PhotoRefusedError extends Error {
  override name = 'PhotoRefusedError';
  constructor(readonly problem: PhotoProblem) {
    super(problem);
  }
}

export interface ShrunkPhoto {
  blob: Blob;
  type: PhotoType;
  width: number;
  height: number;
}

/** The size of a `width` × `height` image with its longest side at most `maxEdge` (never enlarged). */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Decodes the file upright: createImageBitmap with the EXIF orientation applied, else an <img> (which applies it too). */
async function decodeUpright(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => {
          bitmap.close();
        },
      };
    } catch {
      // Some browsers decode fewer formats in createImageBitmap than in <img>: try that.
    }
  }
  const url = URL.createObjectURL(file);
  const release = () => {
    URL.revokeObjectURL(url);
  };
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, release };
  } catch {
    release();
    throw new PhotoRefusedError('unreadable');
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function newCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, type: PhotoType, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new PhotoRefusedError('unreadable'));
      },
      type,
      quality,
    );
  });
}

/**
 * Checks that `file` is a JPEG, PNG or WebP of at most PHOTO_MAX_INPUT_BYTES and returns it upright, at most
 * PHOTO_MAX_EDGE on its longest side, re-encoded without any metadata. Throws PhotoRefusedError otherwise.
 */
export async function shrinkPhoto(file: Blob): Promise<ShrunkPhoto> {
  // By its bytes, not its name or MIME type; and before anything is decoded.
  if (!(await sniffPhotoType(file))) throw new PhotoRefusedError('not-an-image');
  if (file.size > PHOTO_MAX_INPUT_BYTES) throw new PhotoRefusedError('too-large');
  const decoded = await decodeUpright(file);
  try {
    if (!decoded.width || !decoded.height) throw new PhotoRefusedError('unreadable');
    const size = fitWithin(decoded.width, decoded.height);
    const canvas = newCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoRefusedError('unreadable');
    // A transparent PNG gets a white page behind it, as the server would give it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    // A browser that cannot encode WebP answers PNG instead (Safari): far larger, so JPEG then.
    let blob = await encode(canvas, 'image/webp', WEBP_QUALITY);
    if (blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg', JPEG_QUALITY);
    return { blob, type: blob.type === 'image/webp' ? 'image/webp' : 'image/jpeg', ...size };
  } finally {
    decoded.release();
  }
}
