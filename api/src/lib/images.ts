import { crc32 } from 'node:zlib';

// Verifies that uploaded bytes really are a PNG or JPEG image and rewrites them without the
// metadata a camera or editor leaves behind (EXIF with GPS position, XMP, comments, text chunks),
// which could reveal where a seller lives. Parsing is structural (chunks and segments), not a
// full decode; nothing after the end-of-image marker is kept.

export type ImageType = 'image/png' | 'image/jpeg';

export class ImageError extends Error {
  override name = 'ImageError';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the bytes claim by their magic number, or undefined. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** Chunks a PNG needs to be drawn as intended; every other (ancillary, textual, EXIF, time) chunk is dropped. */
const PNG_KEPT_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT']);

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 0);
  header.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(header.subarray(4, 8))), 0);
  return Buffer.concat([header, data, crc]);
}

/** A PNG rebuilt from its rendering chunks; throws ImageError if it is not a well-formed PNG. */
export function stripPng(bytes: Buffer): Buffer {
  if (sniffImageType(bytes) !== 'image/png') throw new ImageError('not a PNG');
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  let first = true;
  let sawData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff || end > bytes.length) throw new ImageError('bad PNG chunk');
    const expectedCrc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== expectedCrc) throw new ImageError('bad PNG CRC');
    if (first && (type !== 'IHDR' || length !== 13)) throw new ImageError('PNG must start with IHDR');
    first = false;
    if (type === 'IDAT') sawData = true;
    if (PNG_KEPT_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') {
      if (!sawData) throw new ImageError('PNG without image data');
      return Buffer.concat(kept);
    }
  }
  throw new ImageError('PNG without IEND');
}

// JPEG markers.
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** EXIF orientation (1–8) of an APP1 Exif payload, if present: kept so phone photos stay upright. */
export function exifOrientation(payload: Buffer): number | undefined {
  if (payload.length < 14 || payload.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = payload.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  try {
    const ifd = u32(4);
    const count = u16(ifd);
    for (let i = 0; i < count; i += 1) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === 0x0112) {
        const value = u16(entry + 8);
        return value >= 1 && value <= 8 ? value : undefined;
      }
    }
  } catch {
    // A truncated IFD: no orientation.
  }
  return undefined;
}

/** An APP1 segment holding only an EXIF orientation tag. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // count
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, APP1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** Application segments kept: JFIF/JFXX (APP0), ICC colour profiles (APP2), Adobe colour transform (APP14). */
function keepSegment(marker: number, payload: Buffer): boolean {
  if (marker === APP0 || marker === APP14) return true;
  if (marker === APP2) return payload.toString('latin1', 0, 12) === 'ICC_PROFILE\0';
  if ((marker >= 0xe0 && marker <= 0xef) || marker === COM) return false;
  return true;
}

/**
 * A JPEG without EXIF (except its orientation), XMP, comments or other application data;
 * throws ImageError unless it has a frame, a scan and an end-of-image marker.
 */
export function stripJpeg(bytes: Buffer): Buffer {
  if (sniffImageType(bytes) !== 'image/jpeg') throw new ImageError('not a JPEG');
  const out: Buffer[] = [Buffer.from([0xff, SOI])];
  let orientation: number | undefined;
  // Where a kept orientation goes: right after JFIF (APP0) if there is one, else right after SOI.
  let orientationAt = 1;
  let sawApp0 = false;
  let sawFrame = false;
  let sawScan = false;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new ImageError('bad JPEG marker');
    // Fill bytes (0xFF padding) may precede a marker.
    while (offset < bytes.length && bytes[offset] === 0xff) offset += 1;
    const marker = bytes[offset];
    offset += 1;
    if (marker === undefined) break;
    if (marker === EOI) {
      if (!sawFrame || !sawScan) throw new ImageError('JPEG without frame or scan');
      out.push(Buffer.from([0xff, EOI]));
      if (orientation !== undefined && orientation !== 1) {
        out.splice(orientationAt, 0, orientationSegment(orientation));
      }
      return Buffer.concat(out);
    }
    if (marker === SOI || marker === 0x00) throw new ImageError('unexpected JPEG marker');
    if (isStandalone(marker)) {
      out.push(Buffer.from([0xff, marker]));
      continue;
    }
    if (offset + 2 > bytes.length) break;
    const length = bytes.readUInt16BE(offset);
    const end = offset + length;
    if (length < 2 || end > bytes.length) throw new ImageError('bad JPEG segment length');
    const payload = bytes.subarray(offset + 2, end);
    if (marker === APP1 && orientation === undefined) orientation = exifOrientation(payload);
    if (isStartOfFrame(marker)) sawFrame = true;
    if (keepSegment(marker, payload)) {
      out.push(bytes.subarray(offset - 2, end));
      if (marker === APP0 && !sawApp0) {
        sawApp0 = true;
        orientationAt = out.length;
      }
    }
    offset = end;
    if (marker === SOS) {
      sawScan = true;
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      const dataStart = offset;
      while (offset + 1 < bytes.length) {
        if (bytes[offset] === 0xff) {
          const next = bytes[offset + 1] ?? 0;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        offset += 1;
      }
      out.push(bytes.subarray(dataStart, offset));
    }
  }
  throw new ImageError('JPEG without end-of-image marker');
}

/** Check that `bytes` are an image of `expected` type and return them without metadata. */
export function sanitizeImage(bytes: Buffer, expected: ImageType): Buffer {
  const actual = sniffImageType(bytes);
  if (actual === undefined) throw new ImageError('not an image');
  if (actual !== expected) throw new ImageError('type mismatch');
  return expected === 'image/png' ? stripPng(bytes) : stripJpeg(bytes);
}
