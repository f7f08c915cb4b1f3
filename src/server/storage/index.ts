import { resolve } from 'node:path';
import type { Env } from '../env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';
import { StartError } from '../start-error';

export type { Storage, StoredObject } from './storage';

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The bucket when all four S3 variables are set, `${DATA_DIR}/uploads` when none is. Some but not all is a
 * configuration mistake that would otherwise silently keep uploads on one server's disk, so it stops the start.
 */
export function createStorage(env: Env): Storage {
  const set = S3_VARIABLES.filter((name) => env[name]);
  if (set.length === 0) return createLocalStorage(resolve(env.DATA_DIR, 'uploads'));
  if (set.length < S3_VARIABLES.length) {
    const missing = S3_VARIABLES.filter((name) => !env[name]);
    throw new StartError(`S3 storage needs ${S3_VARIABLES.join(', ')}; missing: ${missing.join(', ')}. See the README, section "Configuration".`);
  }
  return createS3Storage({
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION,
  });
}
