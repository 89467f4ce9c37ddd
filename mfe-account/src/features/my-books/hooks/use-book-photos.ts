import { useMemo } from 'react';
import { uploadedKeys, usePhotoUploads, type Photo } from '@booknook/platform/photos';
import { messages } from '../../../messages';
import type { MyBook } from '../api/get-my-books';

/** What a save sends about the photos: the new list when it changed, and whether a photo is new (then it is reviewed). */
export interface PhotoChange {
  images?: string[];
  addsPhoto: boolean;
  error?: string;
}

/** The photos of a book being edited, as the photo picker holds them: already uploaded, shown from their 480 px JPEG. */
function photosOf(book: MyBook): Photo[] {
  return book.images.map((image, index) => ({
    id: image.key,
    name: messages.editBook.photoName(index + 1),
    status: 'uploaded',
    progress: 1,
    key: image.key,
    previewUrl: image.url,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
  }));
}

/** The edit dialog's photos (issue 27): kept, reordered, removed or added, judged once their uploads have ended. */
export function useBookPhotos(book: MyBook) {
  const initial = useMemo(() => photosOf(book), [book]);
  const uploads = usePhotoUploads(initial);
  const originalKeys = useMemo(() => book.images.map((image) => image.key), [book]);

  /** The change to the photos as they are now (`photos`: settled, after the uploads ended). */
  const changeOf = (photos: readonly Photo[]): PhotoChange => {
    if (photos.some((photo) => photo.status === 'failed')) return { addsPhoto: false, error: messages.editBook.photosFailed };
    const keys = uploadedKeys(photos);
    if (keys.length === 0) return { addsPhoto: false, error: messages.editBook.photosRequired };
    const addsPhoto = keys.some((key) => !originalKeys.includes(key));
    const same = keys.length === originalKeys.length && keys.every((key, index) => key === originalKeys[index]);
    return same ? { addsPhoto } : { images: keys, addsPhoto };
  };

  /** A photo not on the book yet is in the list (the save will send the book back to review). */
  const addsPhoto = uploads.photos.some((photo) => !originalKeys.includes(photo.key ?? photo.id));
  return { uploads, changeOf, addsPhoto };
}
