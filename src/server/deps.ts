import type { Auth } from './auth/auth';
import type { RateLimiter } from './auth/rate-limit';
import type { ResponseCache } from './cache';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Logger } from './logging/logger';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage';

/**
 * Everything a request handler or service needs, created once per process (or per test file) by createDeps
 * (create-deps.ts). Every feature imports this type, so this module imports no feature (docs/decisions/0038).
 */
export interface AppDeps {
  env: Env;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  limiter: RateLimiter;
  cache: ResponseCache;
  logger: Logger;
  /** Uploaded files: local folder or S3-compatible bucket (storage/index.ts). */
  storage: Storage;
  close(): void;
}
