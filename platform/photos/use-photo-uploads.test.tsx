import { act, renderHook, waitFor } from '@testing-library/react';
import { jpegWithGps, pdfNamedJpeg, pngFile } from '../testing/photo-files';
import { photoMessages as t } from './photo-messages';
import { uploadedKeys, type Photo } from './photo-list';
import { UploadFailedError } from './post-to-grant';
import { shrinkPhoto } from './shrink-photo';
import { uploadPhoto } from './upload-photo';
import { UPLOAD_REUSE_MS, usePhotoUploads } from './use-photo-uploads';

jest.mock('./shrink-photo', () => ({ ...jest.requireActual<object>('./shrink-photo'), shrinkPhoto: jest.fn() }));
jest.mock('./upload-photo', () => ({ uploadPhoto: jest.fn() }));

let uploads = 0;
beforeEach(() => {
  jest.clearAllMocks();
  uploads = 0;
  jest.mocked(shrinkPhoto).mockImplementation((file) =>
    Promise.resolve({
      blob: new Blob([`shrunk ${(file as File).name}`], { type: 'image/webp' }),
      type: 'image/webp',
      width: 2048,
      height: 1536,
    }),
  );
  jest.mocked(uploadPhoto).mockImplementation((_blob, _type, onProgress) => {
    uploads += 1;
    onProgress(0.5);
    return Promise.resolve(`books/${uploads}.webp`);
  });
});

const settle = async (hook: { current: ReturnType<typeof usePhotoUploads> }) => {
  let photos: Photo[] = [];
  await act(async () => {
    photos = await hook.current.settled();
  });
  return photos;
};

describe('usePhotoUploads', () => {
  it('shrinks and uploads each chosen photo, in the order chosen, and settles once all are up', async () => {
    const { result } = renderHook(() => usePhotoUploads());
    act(() => {
      result.current.add([jpegWithGps('a.jpg'), pngFile('b.png'), jpegWithGps('c.jpg')]);
    });
    const photos = await settle(result);
    expect(photos.map((photo) => [photo.name, photo.status])).toEqual([
      ['a.jpg', 'uploaded'],
      ['b.png', 'uploaded'],
      ['c.jpg', 'uploaded'],
    ]);
    expect(uploadedKeys(photos)).toHaveLength(3);
    expect(photos.every((photo) => photo.previewUrl?.startsWith('blob:'))).toBe(true);
    expect(jest.mocked(uploadPhoto).mock.calls.map(([, type]) => type)).toEqual(['image/webp', 'image/webp', 'image/webp']);
  });

  it('turns away a file that is not a photo, with its name, and leaves no tile for it', async () => {
    const { result } = renderHook(() => usePhotoUploads());
    act(() => {
      result.current.add([pdfNamedJpeg('syllabus.jpg'), jpegWithGps('spine.jpg')]);
    });
    const photos = await settle(result);
    expect(photos.map((photo) => photo.name)).toEqual(['spine.jpg']);
    expect(result.current.notice).toBe(t.notAnImage('syllabus.jpg'));
    expect(shrinkPhoto).toHaveBeenCalledTimes(1);
  });

  it('keeps 8 photos at most and says the rest were left out', async () => {
    const { result } = renderHook(() => usePhotoUploads());
    act(() => {
      result.current.add(Array.from({ length: 10 }, (_, i) => jpegWithGps(`p${i}.jpg`)));
    });
    expect(await settle(result)).toHaveLength(8);
    expect(result.current.notice).toBe(t.tooMany(8));
  });

  // Issue 40: a cover an earlier listing lends is the server's already, so nothing is shrunk or uploaded for it.
  it('puts a photo the server holds where asked, uploading nothing for it, unless the list is full', async () => {
    const { result } = renderHook(() => usePhotoUploads());
    act(() => {
      result.current.add([jpegWithGps('spine.jpg')]);
    });
    await settle(result);
    const lent = { key: 'books/lent.png', name: 'lent.jpg', previewUrl: '/media/covers/lent/4w.jpg', width: 480, height: 720 };
    let placed = false;
    act(() => {
      placed = result.current.addUploaded(lent, 0);
    });
    const photos = await settle(result);
    expect(placed).toBe(true);
    expect(photos.map((photo) => [photo.name, photo.status, photo.previewUrl])).toEqual([
      ['lent.jpg', 'uploaded', lent.previewUrl],
      ['spine.jpg', 'uploaded', expect.stringMatching(/^blob:/) as string],
    ]);
    expect(uploadedKeys(photos)).toEqual(['books/lent.png', 'books/1.webp']);
    expect(uploadPhoto).toHaveBeenCalledTimes(1);
    expect(shrinkPhoto).toHaveBeenCalledTimes(1);

    const full = renderHook(() => usePhotoUploads()).result;
    act(() => {
      full.current.add(Array.from({ length: 8 }, (_, i) => jpegWithGps(`p${i}.jpg`)));
    });
    await settle(full);
    act(() => {
      placed = full.current.addUploaded(lent, 0);
    });
    expect(placed).toBe(false);
    expect(full.current.photos.map((photo) => photo.key)).not.toContain(lent.key);
    expect(full.current.notice).toBe(t.tooMany(8));
  });

  it('reorders (the first is the cover) and removes, and says so to screen readers', async () => {
    const { result } = renderHook(() => usePhotoUploads());
    act(() => {
      result.current.add([jpegWithGps('a.jpg'), jpegWithGps('b.jpg'), jpegWithGps('c.jpg')]);
    });
    await settle(result);
    act(() => {
      result.current.move(2, 0);
    });
    expect(result.current.photos.map((photo) => photo.name)).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    expect(result.current.announcement).toBe(t.becameCover(3));
    act(() => {
      result.current.remove(result.current.photos[1]!.id);
    });
    expect(result.current.photos.map((photo) => photo.name)).toEqual(['c.jpg', 'b.jpg']);
    expect(result.current.announcement).toBe(t.removed(2));
  });

  it('marks a photo whose upload failed, with the server’s reason, and retries it on request', async () => {
    jest.mocked(uploadPhoto).mockRejectedValueOnce(new UploadFailedError(400, 'Not a valid image.'));
    const { result } = renderHook(() => usePhotoUploads());
    act(() => {
      result.current.add([jpegWithGps('a.jpg')]);
    });
    const [failed] = await settle(result);
    expect(failed).toMatchObject({ status: 'failed', error: 'Not a valid image.' });
    act(() => {
      result.current.retry(failed!.id);
    });
    await waitFor(() => expect(result.current.photos[0]).toMatchObject({ status: 'uploaded', key: 'books/1.webp' }));
  });

  it('restores a draft: fresh uploads are kept, others are sent again from the kept photo', async () => {
    const { result } = renderHook(() => usePhotoUploads());
    const blob = new Blob(['shrunk'], { type: 'image/webp' });
    const kept: Photo[] = [
      { id: 'a', name: 'a.jpg', status: 'uploaded', progress: 1, blob, type: 'image/webp', key: 'books/kept.webp', uploadedAt: Date.now() },
      {
        id: 'b',
        name: 'b.jpg',
        status: 'uploaded',
        progress: 1,
        blob,
        type: 'image/webp',
        key: 'books/old.webp',
        uploadedAt: Date.now() - UPLOAD_REUSE_MS - 1,
      },
      { id: 'c', name: 'c.jpg', status: 'uploading', progress: 0.3, blob, type: 'image/webp' },
      // Nothing to send and nothing to prepare from: left out.
      { id: 'd', name: 'd.jpg', status: 'preparing', progress: 0 },
    ];
    act(() => {
      result.current.reset(kept);
    });
    const photos = await settle(result);
    expect(photos.map((photo) => [photo.id, photo.key])).toEqual([
      ['a', 'books/kept.webp'],
      ['b', 'books/1.webp'],
      ['c', 'books/2.webp'],
    ]);
    expect(shrinkPhoto).not.toHaveBeenCalled();
  });

  it('prepares again a photo the draft kept as chosen (a reload while it was being shrunk), then uploads it', async () => {
    const { result } = renderHook(() => usePhotoUploads());
    const original = new File(['the camera file'], 'shelf.jpg', { type: 'image/jpeg' });
    act(() => {
      result.current.reset([{ id: 'e', name: 'shelf.jpg', status: 'preparing', progress: 0, original }]);
    });
    expect(result.current.photos[0]).toMatchObject({ id: 'e', status: 'preparing' });
    const photos = await settle(result);
    expect(shrinkPhoto).toHaveBeenCalledWith(original);
    expect(photos).toEqual([expect.objectContaining({ id: 'e', status: 'uploaded', key: 'books/1.webp', type: 'image/webp' })]);
    expect(photos[0]?.original).toBeUndefined();
  });
});
