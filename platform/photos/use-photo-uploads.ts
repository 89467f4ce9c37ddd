import { useCallback, useEffect, useRef, useState } from 'react';
import { sniffPhotoType } from './image-bytes';
import { photoMessages as t } from './photo-messages';
import { isUploading, MAX_PHOTOS, movePhoto, newPhotoId, type Photo } from './photo-list';
import { UploadFailedError } from './post-to-grant';
import { PHOTO_MAX_INPUT_BYTES, PhotoRefusedError, shrinkPhoto } from './shrink-photo';
import { uploadPhoto } from './upload-photo';

/** Uploads running at once: two keep a slow uplink busy without one photo's progress crawling behind seven others. */
const PARALLEL_UPLOADS = 2;
/** A draft's upload older than this is sent again (the API keeps an unused upload for a day after its grant). */
export const UPLOAD_REUSE_MS = 12 * 60 * 60 * 1000;

export interface PhotoUploads {
  photos: Photo[];
  /** Why the files last chosen were not all taken (not a photo, too large, too many), or null. */
  notice: string | null;
  /** What a screen reader is told after a move or a removal. */
  announcement: string;
  add: (files: readonly File[]) => void;
  /**
   * Puts a photo the server already holds, never a file on the phone (a cover an earlier listing lends, issue 40), at
   * `index` (the end by default), with nothing to upload; false, with the notice, when the list is full.
   */
  addUploaded: (photo: UploadedPhoto, index?: number) => boolean;
  remove: (id: string) => void;
  move: (from: number, to: number) => void;
  retry: (id: string) => void;
  /** Resolves with the photos once nothing is being prepared or uploaded (the form waits before it judges them). */
  settled: () => Promise<Photo[]>;
  /** Replaces the list (a restored draft, a book's photos, or none); photos not uploaded yet are sent again. */
  reset: (photos: readonly Photo[]) => void;
}

/** A photo the server already holds: its key, what the tile shows, and the name messages call it by. */
export type UploadedPhoto = Required<Pick<Photo, 'key' | 'name' | 'previewUrl'>> & Pick<Photo, 'width' | 'height'>;

/** Runs at most `size` tasks at once, the others in order of arrival. */
function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

function refusalMessage(name: string, error: unknown): string {
  if (error instanceof PhotoRefusedError) {
    if (error.problem === 'not-an-image') return t.notAnImage(name);
    if (error.problem === 'too-large') return t.tooLarge(name);
  }
  return t.unreadable(name);
}

/**
 * A seller's photos (issue 27): chosen files are checked by their bytes, shrunk in the browser one at a time and
 * uploaded as soon as they are ready (two at once), each with its progress; a dropped connection is tried once more.
 */
export function usePhotoUploads(initial: readonly Photo[] = [], maxPhotos = MAX_PHOTOS): PhotoUploads {
  const [photos, setPhotosState] = useState<Photo[]>(() => [...initial]);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The list as it is now, for work that outlives a render.
  const current = useRef<Photo[]>(photos);
  const jobs = useRef(new Map<string, AbortController>());
  const work = useRef(new Set<Promise<unknown>>());
  const ownUrls = useRef(new Set<string>());
  const decodeOne = useRef(limiter(1));
  const uploadSlot = useRef(limiter(PARALLEL_UPLOADS));

  const setPhotos = useCallback((update: (list: Photo[]) => Photo[]) => {
    current.current = update(current.current);
    setPhotosState(current.current);
  }, []);
  const patch = useCallback(
    (id: string, changes: Partial<Photo>) => {
      setPhotos((list) => list.map((photo) => (photo.id === id ? { ...photo, ...changes } : photo)));
    },
    [setPhotos],
  );
  const track = useCallback((promise: Promise<unknown>) => {
    work.current.add(promise);
    void promise.finally(() => work.current.delete(promise));
  }, []);
  const previewOf = useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob);
    ownUrls.current.add(url);
    return url;
  }, []);
  const forget = useCallback((photo: Photo | undefined) => {
    if (!photo) return;
    jobs.current.get(photo.id)?.abort();
    jobs.current.delete(photo.id);
    if (photo.previewUrl && ownUrls.current.delete(photo.previewUrl)) URL.revokeObjectURL(photo.previewUrl);
  }, []);

  /** Shrinks `file` (when given) and uploads the photo; a refused file leaves the list with a notice. */
  const send = useCallback(
    (photo: Photo, file?: Blob) => {
      const abort = new AbortController();
      jobs.current.set(photo.id, abort);
      const run = async () => {
        let { blob, type } = photo;
        if (file) {
          try {
            const shrunk = await decodeOne.current(() => shrinkPhoto(file));
            if (abort.signal.aborted) return;
            ({ blob, type } = shrunk);
            patch(photo.id, { ...shrunk, original: undefined, previewUrl: previewOf(shrunk.blob) });
          } catch (error) {
            if (abort.signal.aborted) return;
            setPhotos((list) => list.filter((item) => item.id !== photo.id));
            setNotice(refusalMessage(photo.name, error));
            return;
          }
        }
        if (!blob || !type) {
          patch(photo.id, { status: 'failed', error: t.uploadFailed });
          return;
        }
        const photoBlob = blob;
        const photoType = type;
        patch(photo.id, { status: 'uploading', progress: 0, error: undefined });
        try {
          const key = await uploadSlot.current(() => {
            if (abort.signal.aborted) throw new DOMException('Upload cancelled', 'AbortError');
            return uploadPhoto(photoBlob, photoType, (progress) => patch(photo.id, { progress }), abort.signal);
          });
          if (!abort.signal.aborted) patch(photo.id, { status: 'uploaded', progress: 1, key, uploadedAt: Date.now() });
        } catch (error) {
          if (abort.signal.aborted) return;
          // The server says why it refused a photo; else the connection is to blame.
          const detail = (error instanceof UploadFailedError && error.detail) || t.uploadFailed;
          patch(photo.id, { status: 'failed', error: detail });
        }
      };
      track(run());
    },
    [patch, previewOf, setPhotos, track],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const check = async () => {
        const refusals: string[] = [];
        const accepted: File[] = [];
        for (const file of files) {
          // Checked by its first bytes before anything is shown: a PDF leaves no broken preview behind.
          const type = await sniffPhotoType(file).catch(() => undefined);
          if (!type) refusals.push(t.notAnImage(file.name));
          else if (file.size > PHOTO_MAX_INPUT_BYTES) refusals.push(t.tooLarge(file.name));
          else accepted.push(file);
        }
        const room = Math.max(0, maxPhotos - current.current.length);
        if (accepted.length > room) refusals.push(t.tooMany(maxPhotos));
        const taken = accepted.slice(0, room).map((file) => {
          const photo: Photo = { id: newPhotoId(), name: file.name, status: 'preparing', progress: 0, original: file };
          return { file, photo };
        });
        setNotice(refusals.length > 0 ? refusals.join(' ') : null);
        if (taken.length === 0) return;
        setPhotos((list) => [...list, ...taken.map(({ photo }) => photo)]);
        for (const { file, photo } of taken) send(photo, file);
      };
      track(check());
    },
    [maxPhotos, send, setPhotos, track],
  );

  const addUploaded = useCallback(
    (photo: UploadedPhoto, index = current.current.length) => {
      if (current.current.length >= maxPhotos) {
        setNotice(t.tooMany(maxPhotos));
        return false;
      }
      const entry: Photo = { ...photo, id: newPhotoId(), status: 'uploaded', progress: 1 };
      setNotice(null);
      setPhotos((list) => [...list.slice(0, index), entry, ...list.slice(index)]);
      return true;
    },
    [maxPhotos, setPhotos],
  );

  const remove = useCallback(
    (id: string) => {
      const index = current.current.findIndex((photo) => photo.id === id);
      forget(current.current[index]);
      setPhotos((list) => list.filter((photo) => photo.id !== id));
      if (index >= 0) setAnnouncement(t.removed(index + 1));
    },
    [forget, setPhotos],
  );

  const move = useCallback(
    (from: number, to: number) => {
      setPhotos((list) => movePhoto(list, from, to));
      setAnnouncement(to === 0 ? t.becameCover(from + 1) : t.moved(from + 1, to + 1, current.current.length));
    },
    [setPhotos],
  );

  const retry = useCallback(
    (id: string) => {
      const photo = current.current.find((item) => item.id === id);
      if (photo?.status === 'failed') send(photo);
    },
    [send],
  );

  const settled = useCallback(async () => {
    while (work.current.size > 0 || isUploading(current.current)) {
      await Promise.allSettled([...work.current]);
      if (work.current.size === 0) break;
    }
    return current.current;
  }, []);

  const reset = useCallback(
    (next: readonly Photo[]) => {
      for (const photo of current.current) forget(photo);
      const now = Date.now();
      // A photo the draft kept neither uploaded, shrunk nor as chosen cannot be sent: it is left out.
      const usable = next.filter(
        (photo) => photo.blob !== undefined || photo.original !== undefined || (photo.status === 'uploaded' && photo.key !== undefined),
      );
      const restored = usable.map((photo): Photo => {
        // Still being prepared when the draft was saved (a reload mid-shrink): prepared again from the file as chosen.
        if (!photo.blob && photo.original) return { ...photo, status: 'preparing', progress: 0, key: undefined, error: undefined };
        const previewUrl = photo.blob ? previewOf(photo.blob) : photo.previewUrl;
        const fresh = photo.key !== undefined && (photo.uploadedAt === undefined || now - photo.uploadedAt < UPLOAD_REUSE_MS);
        if (photo.status === 'uploaded' && fresh) return { ...photo, previewUrl };
        // Not uploaded, or too long ago: sent again from the shrunk photo the draft kept.
        return { ...photo, previewUrl, status: 'uploading', progress: 0, key: undefined, uploadedAt: undefined, error: undefined };
      });
      setNotice(null);
      setPhotos(() => restored);
      for (const photo of restored) {
        if (photo.status === 'preparing') send(photo, photo.original);
        else if (photo.status === 'uploading') send(photo);
      }
    },
    [forget, previewOf, send, setPhotos],
  );

  useEffect(
    () => () => {
      for (const abort of jobs.current.values()) abort.abort();
      for (const url of ownUrls.current) URL.revokeObjectURL(url);
      ownUrls.current.clear();
    },
    [],
  );

  return { photos, notice, announcement, add, addUploaded, remove, move, retry, settled, reset };
}
