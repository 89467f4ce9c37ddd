import { postToGrant, UploadFailedError } from './post-to-grant';

/** Just enough of XMLHttpRequest to see what is sent and to answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  contentType: string | null = null;
  readonly listeners: Record<string, (() => void)[]> = {};
  readonly uploadListeners: Record<string, ((event: ProgressEvent) => void)[]> = {};
  readonly upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
      (this.uploadListeners[type] ??= []).push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.listeners.abort?.forEach((listener) => listener());
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.progress?.forEach((listener) => listener({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  answer(status: number, json?: unknown) {
    this.status = status;
    if (json !== undefined) {
      this.contentType = 'application/json; charset=utf-8';
      this.responseText = JSON.stringify(json);
    }
    this.listeners.load?.forEach((listener) => listener());
  }
}

const grant = {
  url: '/api/v1/s3/upload/',
  fields: { key: 'books/k.jpg', 'Content-Type': 'image/jpeg', policy: 'p', 'x-amz-signature': 's' },
  key: 'books/k.jpg',
};
const file = new File(['jpeg bytes'], 'cover.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
});

describe('postToGrant', () => {
  it("posts the grant's fields first, then the file, and reports progress", async () => {
    const onProgress = jest.fn();
    const done = postToGrant(grant, file, onProgress);
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v1/s3/upload/']);
    expect([...xhr.body!.keys()]).toEqual(['key', 'Content-Type', 'policy', 'x-amz-signature', 'file']);
    expect((xhr.body!.get('file') as File).name).toBe('cover.jpg');
    xhr.progress(5, 10);
    xhr.answer(204);
    await expect(done).resolves.toBeUndefined();
    expect(onProgress.mock.calls).toEqual([[0.5], [1]]);
  });

  it("rejects with the store's status when it refuses", async () => {
    const done = postToGrant(grant, file, jest.fn());
    FakeXhr.last!.answer(403);
    await expect(done).rejects.toEqual(new UploadFailedError(403));
  });

  it("carries the store's reason when it gives one as {detail}", async () => {
    const done = postToGrant(grant, file, jest.fn());
    FakeXhr.last!.answer(400, { detail: 'File not accepted: the file is not a valid PNG or JPG image.' });
    await expect(done).rejects.toMatchObject({ status: 400, detail: 'File not accepted: the file is not a valid PNG or JPG image.' });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const done = postToGrant(grant, file, jest.fn(), controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
