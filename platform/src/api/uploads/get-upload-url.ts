import { http } from '../client';
import type { ResponseOf } from '@booknook/contract';

/**
 * A signed upload grant (docs/architecture.md §4): S3 POST-policy semantics. Post `fields` (in order) and then the file as `file`
 * in one multipart form to `url`; once that succeeds, `key` is what the book is created with (`book_image`).
 */
export type UploadGrant = ResponseOf<'/s3/get-upload-url', 'post'>;

/** POST /s3/get-upload-url?filename= — asks the API for a grant to upload one image. Members only (401 for guests). */
export async function getUploadUrl(filename: string): Promise<UploadGrant> {
  return (await http.post<UploadGrant>('/s3/get-upload-url', undefined, { params: { filename } })).data;
}
