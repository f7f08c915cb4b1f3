import { resolve } from 'node:path';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Database } from './client';

/** Applies the drizzle-kit migrations in drizzle/ (idempotent: applied ones are recorded). */
export async function migrateDatabase(db: Database, folder = resolve('drizzle')): Promise<void> {
  await migrate(db, { migrationsFolder: folder });
}
