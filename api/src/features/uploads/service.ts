import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { asImageType, IMAGE_TYPES, ImageError, type ImageType } from '../../lib/images';
import { UPLOAD_LIMITS } from '../../limits';
import { readPolicy, verifyPolicySignature } from '../../storage/local';
import type { Storage, UploadGrant } from '../../storage/storage';
import { imageErrorMessage, type ImageService } from './images';
import { uploadTexts } from './texts';

const M = uploadTexts;

const EXTENSIONS: Record<string, { type: ImageType; ext: string }> = {
  png: { type: 'image/png', ext: 'png' },
  jpg: { type: 'image/jpeg', ext: 'jpg' },
  jpeg: { type: 'image/jpeg', ext: 'jpg' },
  webp: { type: 'image/webp', ext: 'webp' },
};

/** The image type a file name announces (by extension), or undefined if it is not PNG, JPEG or WebP. */
export function imageTypeOfFilename(filename: string): { type: ImageType; ext: string } | undefined {
  const match = /\.([A-Za-z]+)$/.exec(filename.trim());
  return match?.[1] ? EXTENSIONS[match[1].toLowerCase()] : undefined;
}

/** POST /s3/get-upload-url: a grant for one image upload by this member, recorded so the book can claim it. */
export async function createUploadGrant(db: Kysely<DB>, storage: Storage, userId: number, filename: string): Promise<UploadGrant> {
  const image = imageTypeOfFilename(filename);
  if (!image) throw new HttpError(400, M.badFilename, { filename: M.badFilename });
  const key = `books/${randomBytes(16).toString('hex')}.${image.ext}`;
  const expiresAt = new Date(Date.now() + UPLOAD_LIMITS.grantTtlSeconds * 1000);
  // Grants no book uses are deleted, with their images, by the upload sweep (./sweep.ts).
  await db.insertInto('uploads').values({ key, user_id: userId, content_type: image.type, expires_at: expiresAt }).execute();
  return storage.createGrant(key, image.type, expiresAt);
}

/** What the local store received: the form fields before the file (names lower-cased) and the file. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  file: Buffer | undefined;
  fileTooLarge: boolean;
}

function forbidden(detail: string): HttpError {
  return new HttpError(403, detail);
}

/**
 * The local store's side of a POST-policy upload, checked as S3 checks it: the policy's signature,
 * its expiry, the exact key and Content-Type, the size range; then, beyond S3, that the bytes are
 * really a PNG, JPEG or WebP of that type, which is processed into its variants at once. A grant is used once.
 */
export async function receiveLocalUpload(db: Kysely<DB>, images: ImageService, secret: string, upload: ReceivedUpload): Promise<void> {
  const { fields } = upload;
  const key = fields.key;
  const contentType = fields['content-type'];
  const policy = fields.policy;
  const signature = fields['x-amz-signature'];
  if (!key || !contentType || !policy || !signature) throw new HttpError(400, M.badForm);
  if (!verifyPolicySignature(secret, policy, signature)) throw forbidden(M.badSignature);
  const terms = readPolicy(policy);
  if (!terms) throw forbidden(M.badSignature);
  if (terms.expiresAt.getTime() <= Date.now()) throw forbidden(M.expired);
  if (terms.key !== key) throw forbidden(M.keyMismatch);
  if (terms.contentType !== contentType) throw forbidden(M.contentTypeMismatch);

  if (upload.fileTooLarge) throw new HttpError(413, M.tooLarge);
  const file = upload.file;
  if (!file) throw new HttpError(400, M.missingFile);
  if (file.length < Math.max(1, terms.minBytes)) throw new HttpError(400, M.empty);
  if (file.length > Math.min(UPLOAD_LIMITS.maxBytes, terms.maxBytes)) throw new HttpError(413, M.tooLarge);

  const expected = (IMAGE_TYPES as readonly string[]).includes(contentType) ? asImageType(contentType) : undefined;
  if (!expected) throw forbidden(M.contentTypeMismatch);

  // Claim the grant (once) before the work; a refused image or a failed write releases the claim.
  const claimed = await db
    .updateTable('uploads')
    .set({ uploaded_at: new Date(), size_bytes: file.length })
    .where('key', '=', key)
    .where('content_type', '=', expected)
    .where('uploaded_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) {
    const exists = await db.selectFrom('uploads').select('key').where('key', '=', key).executeTakeFirst();
    throw exists ? new HttpError(409, M.alreadyUploaded) : forbidden(M.keyMismatch);
  }
  // The original is never stored: only its variants (upright, without metadata, in sRGB). Processed
  // in its member's turn (the grant's), so one member's many uploads do not hold up everyone's.
  try {
    const record = await images.writeVariants(key, file, expected, claimed.user_id);
    await images.record(key, record);
  } catch (error) {
    await db.updateTable('uploads').set({ uploaded_at: null, size_bytes: null }).where('key', '=', key).execute();
    if (error instanceof ImageError) throw new HttpError(400, imageErrorMessage(error));
    throw error;
  }
}
