import { errorStatus, getUploadUrl } from '@booknook/platform';
import type { PhotoType } from './image-bytes';
import { postToGrant, UploadFailedError } from './post-to-grant';

const EXTENSIONS: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** A failure worth one more try: the connection dropped (no answer), the request took too long, or the server was busy. */
export function isDroppedConnection(error: unknown): boolean {
  const status = error instanceof UploadFailedError ? error.status : errorStatus(error);
  return status === undefined || status === 0 || status === 408 || status >= 500;
}

/**
 * Uploads a photo: a grant from the API, then the file posted to it with progress (0 to 1). A dropped connection is
 * tried once more with a fresh grant (a grant is used once, and the first may have been used before the answer was
 * lost; an upload no book uses is swept). Resolves with the key the book names the photo by.
 */
export async function uploadPhoto(
  photo: Blob,
  type: PhotoType,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const filename = `photo.${EXTENSIONS[type]}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const grant = await getUploadUrl(filename);
      if (signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError');
      await postToGrant(grant, photo, filename, onProgress, signal);
      return grant.key;
    } catch (error) {
      if (attempt > 1 || signal?.aborted || !isDroppedConnection(error)) throw error;
      onProgress(0);
    }
  }
}
