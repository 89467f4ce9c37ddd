import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// jsdom lacks these; react-router 7 needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia: width queries are answered from window.innerWidth (1024 unless a test sets it), others never match.
// (A server-side test runs with `@jest-environment node`, without a window.)
if (typeof window !== 'undefined')
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the DOM types say it always exists; jsdom's window lacks it
  window.matchMedia ??= (query: string): MediaQueryList => {
    const width = (pattern: RegExp) => Number(pattern.exec(query)?.[1] ?? Number.NaN);
    const min = width(/min-width:\s*([\d.]+)px/);
    const max = width(/max-width:\s*([\d.]+)px/);
    const matches = (!Number.isNaN(min) || !Number.isNaN(max)) && !(window.innerWidth < min) && !(window.innerWidth > max);
    const list: Omit<MediaQueryList, 'addListener' | 'removeListener'> = {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list as MediaQueryList;
  };

// Each remote's build defines it (platform/build/remote-config.ts); pages carry it in data-build.
process.env.BUILD_MARKER ??= 'test';

// jsdom's Blob has no arrayBuffer() and its URL no object URLs; every browser BookNook serves has both (the photo
// picker reads a file's first bytes and previews the shrunk photo).
if (typeof Blob !== 'undefined' && typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the DOM types say it always exists; jsdom's Blob lacks it
  Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => {
        resolve(reader.result as ArrayBuffer);
      };
      reader.onerror = () => {
        reject(reader.error ?? new Error('read failed'));
      };
      reader.readAsArrayBuffer(this);
    });
  };
  let objectUrls = 0;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as above: jsdom's URL lacks them
  URL.createObjectURL ??= () => {
    objectUrls += 1;
    return `blob:test/${objectUrls}`;
  };
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as above
  URL.revokeObjectURL ??= () => undefined;
}

// jsdom has no structuredClone, which fake-indexeddb (the sell draft's tests) stores with: V8's serializer clones what
// the draft holds, plain data and ArrayBuffers.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the DOM types say it always exists; jsdom lacks it
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
