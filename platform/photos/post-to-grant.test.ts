import { FakeXhr } from '../testing/fake-xhr';
import { postToGrant, UploadFailedError } from './post-to-grant';

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
    const done = postToGrant(grant, file, 'cover.jpg', onProgress);
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
    const done = postToGrant(grant, file, 'cover.jpg', jest.fn());
    FakeXhr.last!.answer(403);
    await expect(done).rejects.toEqual(new UploadFailedError(403));
  });

  it("carries the store's reason when it gives one as {detail}", async () => {
    const done = postToGrant(grant, file, 'cover.jpg', jest.fn());
    FakeXhr.last!.answer(400, { detail: 'File not accepted: the file is not a valid PNG or JPG image.' });
    await expect(done).rejects.toMatchObject({ status: 400, detail: 'File not accepted: the file is not a valid PNG or JPG image.' });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const done = postToGrant(grant, file, 'cover.jpg', jest.fn(), controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
