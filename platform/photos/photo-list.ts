import { LIMITS } from '@booknook/contract';
import type { PhotoType } from './image-bytes';

/** Photos per book: the API's limit. */
export const MAX_PHOTOS = LIMITS.book.imagesMax;

export type PhotoStatus = 'preparing' | 'uploading' | 'uploaded' | 'failed';

/** One photo of the list a seller builds: chosen from the phone, or already on the book. */
export interface Photo {
  /** Local id (stable while the photo is in the list; keys a React element and a draft entry). */
  id: string;
  /** The file's name on the phone, for messages. */
  name: string;
  status: PhotoStatus;
  /** Upload progress, 0 to 1. */
  progress: number;
  /** What the tile shows: an object URL of the shrunk photo, or the URL of a photo already on the book. */
  previewUrl?: string;
  /** The shrunk photo as sent (absent for a photo already on the book, and while preparing). */
  blob?: Blob;
  /**
   * The file as chosen, while it is being prepared (shrunk): kept so that a draft saved meanwhile can prepare it again
   * after a reload rather than drop it. Gone once the shrunk photo is there.
   */
  original?: Blob;
  type?: PhotoType;
  width?: number;
  height?: number;
  /** The upload key, once uploaded (or the key of a photo already on the book). */
  key?: string;
  /** When the upload finished (ms): a draft's upload older than the API keeps unused uploads is sent again. */
  uploadedAt?: number;
  /** Why the upload failed. */
  error?: string;
}

/** `list` with the item at `from` moved to `to` (indices in the list as it is). */
export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** Every photo uploaded (none preparing, uploading or failed), in order: their keys are what the book is given. */
export function uploadedKeys(photos: readonly Photo[]): string[] {
  return photos.flatMap((photo) => (photo.status === 'uploaded' && photo.key ? [photo.key] : []));
}

/** Whether any photo is still on its way (the form waits for these before it judges the photos). */
export function isUploading(photos: readonly Photo[]): boolean {
  return photos.some((photo) => photo.status === 'preparing' || photo.status === 'uploading');
}

let counter = 0;
export function newPhotoId(): string {
  counter += 1;
  return `photo-${Date.now().toString(36)}-${counter}`;
}
