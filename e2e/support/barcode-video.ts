import { writeFile } from 'node:fs/promises';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';

/** The fake camera's frame: VGA, what Chromium's fake capture device gives by default. */
const WIDTH = 640;
const HEIGHT = 480;

/**
 * A book's barcode as Chromium's fake camera shows it (`--use-file-for-fake-video-capture`): an EAN-13 drawn by
 * bwip-js at 3 px per bar module (sharp edges, no scaling blur), centred on a white frame with wide margins, written
 * as a YUV4MPEG2 file: header, then one 'FRAME' of I420 planes (the grey picture as luma, neutral chroma), which
 * Chromium loops.
 */
export async function writeBarcodeVideo(file: string, ean13: string): Promise<void> {
  const png = await bwipjs.toBuffer({ bcid: 'ean13', text: ean13, scale: 3, height: 22, includetext: true, backgroundcolor: 'FFFFFF' });
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: png, gravity: 'center' }])
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  if (luma.length !== WIDTH * HEIGHT) throw new Error(`expected one grey channel, got ${luma.length} bytes`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma, chroma]);
  await writeFile(file, Buffer.concat([header, frame]));
}
