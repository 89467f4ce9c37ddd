import type { UploadGrant } from '@booknook/platform';

/** The store answered the form post with something other than 2xx, or the request never completed (status 0). */
export class UploadFailedError extends Error {
  constructor(
    readonly status: number,
    /** The store's reason when it gave one as `{"detail"}` (the API's local store does; S3 answers XML). */
    readonly detail?: string,
  ) {
    super(`Upload failed with status ${status}`);
    this.name = 'UploadFailedError';
  }
}

/** The `detail` of a JSON error body, if that is what the response is. */
function detailOf(xhr: XMLHttpRequest): string | undefined {
  if (!(xhr.getResponseHeader('content-type') ?? '').includes('application/json')) return undefined;
  try {
    const body = JSON.parse(xhr.responseText) as { detail?: unknown };
    return typeof body.detail === 'string' && body.detail.trim() ? body.detail : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Posts the file to a grant's url as S3 expects: the grant's fields first, then `file`. XMLHttpRequest rather than
 * fetch because only it reports upload progress. No CSRF header: the signed policy is the authorisation.
 */
export function postToGrant(
  grant: UploadGrant,
  file: Blob,
  filename: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
    form.append('file', file, filename);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', grant.url);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new UploadFailedError(xhr.status, detailOf(xhr)));
    });
    xhr.addEventListener('error', () => {
      reject(new UploadFailedError(0));
    });
    xhr.addEventListener('abort', () => {
      reject(new DOMException('Upload cancelled', 'AbortError'));
    });
    signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(form);
  });
}
