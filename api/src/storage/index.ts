import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import { getOrCreateSecret } from '../lib/secrets';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export const UPLOAD_SIGNING_SECRET = 'upload_signing_key';

/** The storage STORAGE selects. */
export function createStorage(config: AppConfig, db: Kysely<DB>): Storage {
  if (config.storage === 's3') {
    const { bucket } = config.s3;
    if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET.');
    return new S3Storage({ ...config.s3, bucket });
  }
  return new LocalStorage(path.join(config.dataDir, 'media'), () => getOrCreateSecret(db, UPLOAD_SIGNING_SECRET));
}
