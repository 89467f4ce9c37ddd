// Stand-ins for what the photo picker asks of a browser and jsdom lacks: decoding (createImageBitmap) and a canvas
// that encodes (OffscreenCanvas). Every photo decodes as `width` × `height` and encodes to a few bytes of WebP.

export function installFakePhotoBrowser({ width = 4000, height = 3000 } = {}) {
  class FakeCanvas {
    constructor(
      public width: number,
      public height: number,
    ) {}
    getContext() {
      return { fillRect: () => undefined, drawImage: () => undefined };
    }
    convertToBlob({ type }: { type: string }) {
      return Promise.resolve(new Blob([`pixels ${this.width}x${this.height}`], { type }));
    }
  }
  Object.assign(globalThis, {
    createImageBitmap: () => Promise.resolve({ width, height, close: () => undefined }),
    OffscreenCanvas: FakeCanvas,
  });
}
