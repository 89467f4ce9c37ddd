import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageType, VariantFormat } from '../lib/images';
import { safeEqual } from '../lib/tokens';
import { UPLOAD_LIMITS } from '../limits';
import { UPLOAD_KEY_PATTERN, variantPath, variantPrefix, type Storage, type UploadGrant } from './storage';

/** Where the local store's upload endpoint is mounted (relative: same origin as the API). */
export const LOCAL_UPLOAD_PATH = '/api/v1/s3/upload/';
export const LOCAL_POLICY_ALGORITHM = 'BOOKNOOK-HMAC-SHA256';
const BUCKET = 'local';

/** The policy document of a grant, as S3 defines it (expiration + conditions). */
export interface UploadPolicy {
  expiration: string;
  conditions: unknown[];
}

/** The conditions the local store enforces, read back from a signed policy. */
export interface PolicyTerms {
  expiresAt: Date;
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
}

export function signPolicy(secret: string, policyBase64: string): string {
  return createHmac('sha256', secret).update(policyBase64).digest('hex');
}

export function verifyPolicySignature(secret: string, policyBase64: string, signature: string): boolean {
  return safeEqual(signPolicy(secret, policyBase64), signature.toLowerCase());
}

/** Read the terms of a policy we signed; undefined if it is not one of ours. */
export function readPolicy(policyBase64: string): PolicyTerms | undefined {
  let policy: UploadPolicy;
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as UploadPolicy;
  } catch {
    return undefined;
  }
  if (typeof policy !== 'object' || !Array.isArray(policy.conditions)) return undefined;
  const terms: Partial<PolicyTerms> = { expiresAt: new Date(policy.expiration) };
  for (const condition of policy.conditions) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      terms.minBytes = Number(condition[1]);
      terms.maxBytes = Number(condition[2]);
    } else if (condition !== null && typeof condition === 'object') {
      const entry = condition as Record<string, unknown>;
      if (typeof entry.key === 'string') terms.key = entry.key;
      if (typeof entry['Content-Type'] === 'string') terms.contentType = entry['Content-Type'];
    }
  }
  const { expiresAt, key, contentType, minBytes, maxBytes } = terms;
  if (!expiresAt || Number.isNaN(expiresAt.getTime()) || !key || !contentType || minBytes === undefined || maxBytes === undefined) {
    return undefined;
  }
  return { expiresAt, key, contentType, minBytes, maxBytes };
}

/** The folder under the media directory that is served at /media/covers/: variants only, never originals. */
export const SERVED_MEDIA_DIR = 'covers';

/**
 * Images on local disk under `mediaDir`; variants are served at /media/covers/. Grants are S3-style POST policies
 * signed with an installation secret (shared by instances through the database); the upload
 * endpoint (features/uploads) verifies them before anything is written.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(
    readonly mediaDir: string,
    private readonly getSecret: () => Promise<string>,
  ) {}

  async check(): Promise<void> {
    await fs.mkdir(this.mediaDir, { recursive: true });
    await fs.access(this.mediaDir, fs.constants.W_OK);
  }

  async createGrant(key: string, contentType: ImageType, expiresAt: Date): Promise<UploadGrant> {
    const policy: UploadPolicy = {
      expiration: expiresAt.toISOString(),
      conditions: [{ bucket: BUCKET }, { key }, { 'Content-Type': contentType }, ['content-length-range', 1, UPLOAD_LIMITS.maxBytes]],
    };
    const policyBase64 = Buffer.from(JSON.stringify(policy)).toString('base64');
    const signature = signPolicy(await this.getSecret(), policyBase64);
    return {
      url: LOCAL_UPLOAD_PATH,
      fields: {
        key,
        'Content-Type': contentType,
        Policy: policyBase64,
        'X-Amz-Algorithm': LOCAL_POLICY_ALGORITHM,
        'X-Amz-Signature': signature,
      },
      key,
    };
  }

  /** The file of an original upload (only images uploaded before variants existed have one). */
  private originalPath(key: string): string {
    if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`Not an upload key: ${key}`);
    return path.join(this.mediaDir, key);
  }

  async readOriginal(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.originalPath(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async deleteOriginal(key: string): Promise<void> {
    await fs.rm(this.originalPath(key), { force: true });
  }

  async readVariant(key: string, width: number, format: VariantFormat): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(path.join(this.mediaDir, variantPath(key, width, format)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Write via a temporary file and rename, so a half-written variant is never served. */
  async putVariant(key: string, width: number, format: VariantFormat, bytes: Buffer): Promise<void> {
    const target = path.join(this.mediaDir, variantPath(key, width, format));
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, target);
  }

  async deleteImage(key: string): Promise<void> {
    if (!UPLOAD_KEY_PATTERN.test(key)) return;
    await fs.rm(path.join(this.mediaDir, variantPrefix(key)), { recursive: true, force: true });
    await fs.rm(this.originalPath(key), { force: true });
  }

  variantUrl(key: string, width: number, format: VariantFormat): string {
    return `/media/${variantPath(key, width, format)}`;
  }
}
