import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema';

export type Database = LibSQLDatabase<typeof schema>;
export interface DatabaseHandle {
  db: Database;
  client: Client;
  close(): void;
}

/** @libsql/client's default pool size for a file database, named so every connection can be prepared. */
const POOL_SIZE = 20;

/** Opens the embedded file (WAL, foreign keys, busy timeout) or a libSQL server / Turso when the URL says so. */
export async function openDatabase(url: string, authToken?: string): Promise<DatabaseHandle> {
  const isFile = url.startsWith('file:');
  if (isFile && !url.includes(':memory:')) {
    const path = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
    mkdirSync(dirname(path), { recursive: true });
  }
  // libSQL opens more connections for transactions (better-auth uses them); `timeout` gives each one the busy
  // timeout, which a PRAGMA would set on the first connection only. Foreign keys are on by default in libSQL.
  const client = createClient({ url, ...(authToken ? { authToken } : {}), ...(isFile ? { timeout: 5000, concurrency: POOL_SIZE } : {}) });
  if (isFile) {
    // WAL lets readers proceed during a write; the busy timeout makes concurrent writers wait instead of failing.
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
    // FULL: the WAL is synced at every commit, so a write the site has acknowledged survives a power loss or an OS
    // crash, not only a process crash (decision 0032: 0.2 ms median, 6-8 ms p95 per commit on this machine's disk,
    // against 0.04 ms for NORMAL, which may lose the commits since the last checkpoint). synchronous is per
    // connection, and the client opens up to POOL_SIZE of them as queries overlap: open them all now with it.
    await Promise.all(Array.from({ length: POOL_SIZE }, () => client.execute('PRAGMA synchronous = FULL')));
  }
  await client.execute('PRAGMA foreign_keys = ON');
  const db = drizzle(client, { schema });
  return { db, client, close: () => client.close() };
}
