import { BOOK_BARCODE_FORMAT, type IsbnDetector } from './isbn-detector-types';

export type { IsbnDetector } from './isbn-detector-types';

interface NativeBarcodeDetector {
  new (options: { formats: string[] }): IsbnDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads EAN-13 (Chrome on Android, Safari 17+ on macOS), else the
 * barcode-detector polyfill with its zxing-wasm reader: loaded here, when the scanner opens, never on Sell's first load.
 */
export async function loadIsbnDetector(): Promise<IsbnDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetector }).BarcodeDetector;
  if (Native) {
    const formats = await Native.getSupportedFormats().catch((): string[] => []);
    if (formats.includes(BOOK_BARCODE_FORMAT)) return new Native({ formats: [BOOK_BARCODE_FORMAT] });
  }
  const { createPolyfillDetector } = await import(/* webpackChunkName: "barcode-polyfill" */ './polyfill-detector');
  return createPolyfillDetector();
}
