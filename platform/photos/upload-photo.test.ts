import { getUploadUrl } from '@booknook/platform';
import { FakeXhr } from '../testing/fake-xhr';
import { uploadPhoto } from './upload-photo';

jest.mock('@booknook/platform', () => ({
  ...jest.requireActual<object>('@booknook/platform'),
  getUploadUrl: jest.fn(),
}));

const grantFor = (n: number) => ({ url: '/api/v1/s3/upload/', fields: { key: `books/${n}.webp` }, key: `books/${n}.webp` });
const photo = new Blob(['webp bytes'], { type: 'image/webp' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  let grants = 0;
  jest.mocked(getUploadUrl).mockReset();
  jest.mocked(getUploadUrl).mockImplementation(() => {
    grants += 1;
    return Promise.resolve(grantFor(grants));
  });
});

describe('uploadPhoto', () => {
  it('asks for a grant named for the type and posts the photo to it', async () => {
    const done = uploadPhoto(photo, 'image/webp', jest.fn());
    await flush();
    expect(getUploadUrl).toHaveBeenCalledWith('photo.webp');
    expect((FakeXhr.last!.body!.get('file') as File).name).toBe('photo.webp');
    FakeXhr.last!.answer(204);
    await expect(done).resolves.toBe('books/1.webp');
  });

  it('tries once more, with a fresh grant, when the connection drops', async () => {
    const progress = jest.fn();
    const done = uploadPhoto(photo, 'image/webp', progress);
    await flush();
    FakeXhr.last!.progress(40, 100);
    FakeXhr.last!.answer(0); // status 0: no answer, the connection dropped
    await flush();
    expect(getUploadUrl).toHaveBeenCalledTimes(2);
    FakeXhr.last!.answer(204);
    await expect(done).resolves.toBe('books/2.webp');
    expect(progress.mock.calls).toEqual([[0.4], [0], [1]]);
  });

  it('gives up after the second drop', async () => {
    const done = uploadPhoto(photo, 'image/jpeg', jest.fn());
    await flush();
    FakeXhr.last!.answer(503);
    await flush();
    FakeXhr.last!.answer(0);
    await expect(done).rejects.toMatchObject({ status: 0 });
    expect(getUploadUrl).toHaveBeenCalledTimes(2);
  });

  it('does not repeat a refusal: the server said why', async () => {
    const done = uploadPhoto(photo, 'image/jpeg', jest.fn());
    await flush();
    FakeXhr.last!.answer(400, { detail: 'File not accepted: the file is not a valid PNG, JPG or WebP image.' });
    await expect(done).rejects.toMatchObject({ status: 400 });
    expect(getUploadUrl).toHaveBeenCalledTimes(1);
  });
});
