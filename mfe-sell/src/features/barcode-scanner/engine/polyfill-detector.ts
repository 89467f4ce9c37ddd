import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import { BOOK_BARCODE_FORMAT, type IsbnDetector } from './isbn-detector-types';

/**
 * The reader's wasm, emitted by the build into this remote's static/wasm/ with a content hash (rsbuild's wasm output)
 * and served from BookNook's own origin: the polyfill's default is a CDN. zxing-wasm is pinned to the version
 * barcode-detector bundles its glue code for (polyfill-detector.test.ts checks).
 */
const READER_WASM_URL = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

/** The polyfill, its wasm fetched and compiled now, so that a failure to load is said before the camera waits on it. */
export async function createPolyfillDetector(): Promise<IsbnDetector> {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? READER_WASM_URL : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [BOOK_BARCODE_FORMAT] });
}
