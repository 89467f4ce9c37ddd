import fs from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 0);
  header.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(header.subarray(4, 8))), 0);
  return Buffer.concat([header, data, crc]);
}

/** A PNG from its header fields and unfiltered rows (each row gets filter byte 0). */
function pngOf(width: number, height: number, bitDepth: number, colourType: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** An 8-bit RGB PNG; `pixel(x, y)` gives each colour. Synchronous, for small test images. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * stride + 1 + x * 3;
      [rows[at], rows[at + 1], rows[at + 2]] = pixel(x, y);
    }
  }
  return pngOf(width, height, 8, 2, rows);
}

/**
 * A decompression bomb: a valid 1-bit greyscale PNG of `side` × `side` pixels (20000² = 400
 * megapixels, 1.2 GB once decoded to RGB) that is only ~50 KB on the wire.
 */
export function pngBomb(side = 20_000): Buffer {
  return pngOf(side, side, 1, 0, Buffer.alloc((Math.ceil(side / 8) + 1) * side));
}

/**
 * An 8-bit greyscale PNG of `width` × `height` pixels of one level, made directly (sharp needs a
 * minute for 1 × 60,000,000: a libvips pipeline step per row). 1 × 60,000,000 is ~116 KB, like
 * the upload of issue 35.
 */
export function greyPng(width: number, height: number, level = 0xa5): Buffer {
  const row = Buffer.alloc(width + 1, level);
  row[0] = 0; // filter: none
  return pngOf(width, height, 8, 0, Buffer.alloc(row.length * height, row));
}

/** A small valid PNG (solid colour). */
export function tinyPng(colour: readonly [number, number, number] = [200, 80, 40], size = 4): Buffer {
  return encodePng(size, size, () => colour);
}

/** A small valid JPEG without metadata (see test/fixtures/README.md). */
export const TINY_JPEG = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'tiny.jpg'));

/** The GPS position written into test EXIF, as ASCII so a test can search the bytes for it. */
export const GPS_MARKER = 'GPS-27.7172N-85.3240E';

/**
 * An APP1 EXIF segment (big-endian TIFF) with an Orientation tag (6: rotate 90°), an
 * ImageDescription, and a GPS IFD holding latitude/longitude and a GPSProcessingMethod text
 * carrying GPS_MARKER.
 */
export function exifWithGps(): Buffer {
  const entries0: Buffer[] = [];
  const data: Buffer[] = [];
  // Layout: header (8) | IFD0 (2 + 3*12 + 4) | GPS IFD (2 + 3*12 + 4) | data
  const ifd0Offset = 8;
  const ifd0Size = 2 + 3 * 12 + 4;
  const gpsOffset = ifd0Offset + ifd0Size;
  const gpsSize = 2 + 3 * 12 + 4;
  let dataOffset = gpsOffset + gpsSize;
  const entry = (tag: number, type: number, count: number, valueOrOffset: number, inline16 = false) => {
    const e = Buffer.alloc(12);
    e.writeUInt16BE(tag, 0);
    e.writeUInt16BE(type, 2);
    e.writeUInt32BE(count, 4);
    if (inline16) e.writeUInt16BE(valueOrOffset, 8);
    else e.writeUInt32BE(valueOrOffset, 8);
    return e;
  };
  const addData = (bytes: Buffer) => {
    const at = dataOffset;
    data.push(bytes);
    dataOffset += bytes.length;
    return at;
  };
  const description = Buffer.from('Taken at home\0', 'latin1');
  entries0.push(entry(0x010e, 2, description.length, addData(description)));
  entries0.push(entry(0x0112, 3, 1, 6, true));
  entries0.push(entry(0x8825, 4, 1, gpsOffset));
  const rational = (values: number[]) => {
    const b = Buffer.alloc(values.length * 8);
    values.forEach((v, i) => {
      b.writeUInt32BE(Math.round(v * 10000), i * 8);
      b.writeUInt32BE(10000, i * 8 + 4);
    });
    return b;
  };
  const method = Buffer.concat([Buffer.from('ASCII\0\0\0', 'latin1'), Buffer.from(GPS_MARKER, 'latin1')]);
  const gpsEntries = [
    entry(0x0002, 5, 3, addData(rational([27, 43, 1.92]))),
    entry(0x0004, 5, 3, addData(rational([85, 19, 26.4]))),
    entry(0x001b, 7, method.length, addData(method)),
  ];
  const ifd = (entries: Buffer[]) => {
    const count = Buffer.alloc(2);
    count.writeUInt16BE(entries.length, 0);
    return Buffer.concat([count, ...entries, Buffer.alloc(4)]);
  };
  const tiff = Buffer.concat([Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]), ifd(entries0), ifd(gpsEntries), ...data]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** `jpeg` (TINY_JPEG by default) with EXIF (GPS, orientation 6) inserted after its first segment, plus an XMP segment and a comment. */
export function jpegWithGps(jpeg: Buffer = TINY_JPEG): Buffer {
  const jfifEnd = 2 + jpeg.readUInt16BE(4) + 2;
  const xmp = Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${GPS_MARKER}</x:xmpmeta>`, 'latin1');
  const xmpSegment = Buffer.concat([Buffer.from([0xff, 0xe1, (xmp.length + 2) >> 8, (xmp.length + 2) & 0xff]), xmp]);
  const comment = Buffer.from(`shot at ${GPS_MARKER}`, 'latin1');
  const commentSegment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
  return Buffer.concat([jpeg.subarray(0, jfifEnd), exifWithGps(), xmpSegment, commentSegment, jpeg.subarray(jfifEnd)]);
}

/** A PNG with tEXt and eXIf chunks carrying GPS_MARKER. */
export function pngWithMetadata(): Buffer {
  const png = tinyPng();
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length, 0);
    const typeBytes = Buffer.from(type, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([typeBytes, data])), 0);
    return Buffer.concat([length, typeBytes, data, crc]);
  };
  const ihdrEnd = 8 + 12 + 13;
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    chunk('tEXt', Buffer.from(`Location\0${GPS_MARKER}`, 'latin1')),
    chunk('eXIf', exifWithGps().subarray(10)),
    png.subarray(ihdrEnd),
  ]);
}

/** A landscape JPEG, red on the left half and blue on the right, with EXIF orientation 6 (shown turned 90° clockwise: red on top). */
export function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 400, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: 400, height: 400, channels: 3, background: '#0000ff' } }, left: 400, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain JPEG `width` × `height` of one colour. */
export function plainJpeg(width: number, height: number, colour = '#3a6ea5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A CMYK JPEG (as print workflows and some scanners write them) of an sRGB colour. */
export function cmykJpeg(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
    .toColourspace('cmyk')
    .jpeg()
    .toBuffer();
}

/** A 16-bit-per-channel RGB PNG of one colour. */
export function png16(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 500, height: 700, channels: 3, background: colour } })
    .toColourspace('rgb16')
    .png()
    .toBuffer();
}

/** The RGB colour at (x, y) of an encoded image. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}
