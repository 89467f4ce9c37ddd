import { uploadedKeys, type Photo } from '@booknook/platform/photos';
import { messages } from '../../messages';

/**
 * What the form says about the photos, judged only when the seller submits and every upload has ended (issue 27:
 * typing the name while a photo uploaded turned the photo box red). Undefined when they are fine.
 */
export function photosError(photos: readonly Photo[]): string | undefined {
  if (photos.some((photo) => photo.status === 'failed')) return messages.validation.photosFailed;
  if (uploadedKeys(photos).length === 0) return messages.validation.photosRequired;
  return undefined;
}
