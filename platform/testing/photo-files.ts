// Files for the photo picker's unit tests: the first bytes of each format (what the picker sniffs) and an EXIF block
// carrying a GPS position, as a phone writes it.

const JPEG_START = [0xff, 0xd8, 0xff];
/** An APP1 Exif segment whose GPS IFD names a place: what must never leave the browser. */
export const GPS_MARKER = 'GPSLatitude 27.7172N GPSLongitude 85.3240E';

export function jpegWithGps(name = 'IMG_0001.jpg', size?: number): File {
  const exif = new TextEncoder().encode(`Exif\0\0MM\0*${GPS_MARKER}`);
  const parts: BlobPart[] = [new Uint8Array([...JPEG_START, 0xe1, 0x00, exif.length + 2]), exif, new Uint8Array([0xff, 0xd9])];
  if (size) parts.push(new Uint8Array(size));
  return new File(parts, name, { type: 'image/jpeg' });
}

export function pngFile(name = 'screenshot.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], name, { type: 'image/png' });
}

export function webpFile(name = 'photo.webp'): File {
  return new File([new TextEncoder().encode('RIFF\x10\0\0\0WEBPVP8 ')], name, { type: 'image/webp' });
}

/** Not a photo, whatever its name and type say. */
export function pdfNamedJpeg(name = 'cover.jpg'): File {
  return new File(['%PDF-1.4 not a photo'], name, { type: 'image/jpeg' });
}

export async function bytesOf(blob: Blob): Promise<string> {
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}
