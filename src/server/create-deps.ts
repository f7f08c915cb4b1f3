import { createAuth } from './auth/auth';
import { createRateLimiter } from './auth/rate-limit';
import { createResponseCache } from './cache';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { createLogger } from './logging/logger';
import { createMailer } from './mail/mailer';
import { ensureSearchIndexes } from './collections/search-sources';
import { createStorage } from './storage';

/**
 * Builds the process's AppDeps: the composition root, imported only by entry points (main.ts, the test app, the perf
 * scripts). It lives apart from deps.ts because it reaches into features (the resources' search indexes), while every
 * feature imports deps.ts for the AppDeps type: kept together, the two closed an import circle through most of the
 * server (docs/decisions/0038).
 */
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
