import { createAuth, type Auth } from './auth/auth';
import { createRateLimiter, type RateLimiter } from './auth/rate-limit';
import { createResponseCache, type ResponseCache } from './cache';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { ensureSearchIndexes } from './resources/search-sources';
import type { Env } from './env';
import { createLogger, type Logger } from './logging/logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createStorage, type Storage } from './storage';

/** Everything a request handler or service needs, created once per process (or per test file). */
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

export async function createDeps(env: Env, options: { migrate?: boolean; cachePollMs?: number } = {}): Promise<AppDeps> {
  const handle = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  if (options.migrate !== false) {
    await migrateDatabase(handle.db);
    await ensureSearchIndexes(handle.db);
  }
  const mailer = createMailer(handle.db, env.SMTP_URL, env.MAIL_FROM);
  return {
    env,
    db: handle.db,
    auth: createAuth(handle.db, env, mailer),
    mailer,
    limiter: createRateLimiter(handle.db),
    cache: createResponseCache(handle.db, options.cachePollMs),
    logger: createLogger(env.LOG_LEVEL),
    storage: createStorage(env),
    close: handle.close,
  };
}
