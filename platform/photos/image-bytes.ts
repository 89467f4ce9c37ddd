/** The photo formats a browser sends and the API takes: what phones and cameras write, and what the shrinking encodes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** For the file picker: iOS turns HEIC photos into JPEG when the picker asks for these. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/**
 * The photo format the file's first bytes say it is, or undefined: a file's name and MIME type come from the operating
 * system and can be anything (a PDF called cover.jpg, a screenshot with no type).
 */
export async function sniffPhotoType(file: Blob): Promise<PhotoType | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head[0] === 0x89 && ascii(1, 4) === 'PNG' && head[4] === 0x0d && head[5] === 0x0a) return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}
