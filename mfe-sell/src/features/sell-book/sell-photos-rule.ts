import { uploadedKeys, type Photo } from '@booknook/platform/photos';
import { messages } from '../../messages';
import { COVER_FILE_NAME } from '../book-lookup';

/** A cover an earlier listing lends (issue 40): the server's photo, kept by its key, never a file on the phone. */
const isLentCover = (photo: Photo) => photo.name === COVER_FILE_NAME && photo.blob === undefined && photo.original === undefined;

/**
 * What the form says about the photos, judged only when the seller submits and every upload has ended (issue 27:
 * typing the name while a photo uploaded turned the photo box red). Undefined when they are fine.
 */
export function photosError(photos: readonly Photo[]): string | undefined {
  if (photos.some((photo) => photo.status === 'failed')) return messages.validation.photosFailed;
  if (uploadedKeys(photos).length === 0) return messages.validation.photosRequired;
  // The API lends a cover only as the new book's cover: anywhere else it would be refused as not the seller's upload.
  if (photos.findIndex(isLentCover) > 0) return messages.validation.coverNotFirst;
  return undefined;
}
