import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';

describe('the barcode reader’s wasm', () => {
  it('is the version barcode-detector’s bundled glue code was built for (they are pinned together)', () => {
    const wasm = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
    const zxing = JSON.parse(readFileSync(path.join(path.dirname(wasm), '../../package.json'), 'utf8')) as { version: string };
    expect(zxing.version).toBe(ZXING_WASM_VERSION);
  });
});
