import path from 'node:path';
import type { Config } from '../config/config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** S3 when a bucket is configured, otherwise DATA_DIR/media. */
export function createStorage(config: Config): ObjectStorage {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.DATA_DIR, 'media'));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
    prefix: config.S3_PREFIX,
  });
}
