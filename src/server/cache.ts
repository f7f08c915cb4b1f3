import { eq, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { contentVersions } from './db/schema';

/**
 * Serialised answers for read-mostly public data, keyed by area and a content version that every write bumps
 * (STACK-NOTES.md: the libSQL driver, not Hono or tRPC, bounds uncached reads). Other instances notice a bump
 * within `pollMs`: the version is read at most that often, never per request.
 */
export function createResponseCache(db: Database, pollMs = 1000) {
  const entries = new Map<string, { version: number; body: string }>();
  const versions = new Map<string, number>();
  let checkedAt = 0;
  let refreshing: Promise<void> | null = null;

  async function refreshVersions(): Promise<void> {
    const rows = await db.select().from(contentVersions);
    for (const row of rows) versions.set(row.area, row.version);
    checkedAt = Date.now();
  }

  async function currentVersion(area: string): Promise<number> {
    if (Date.now() - checkedAt >= pollMs || !versions.has(area)) {
      refreshing ??= refreshVersions().finally(() => (refreshing = null));
      await refreshing;
    }
    return versions.get(area) ?? 0;
  }

  return {
    /** The cached JSON text for (area, key), built with `build` when missing or stale. */
    async json(area: string, key: string, build: () => Promise<unknown>): Promise<string> {
      const version = await currentVersion(area);
      const cacheKey = `${area}:${key}`;
      const hit = entries.get(cacheKey);
      if (hit && hit.version === version) return hit.body;
      const body = JSON.stringify(await build());
      entries.set(cacheKey, { version, body });
      return body;
    },
    /** Call after any write to the area: this instance forgets at once, the others within pollMs. */
    async bump(area: string): Promise<void> {
      const [row] = await db
        .insert(contentVersions)
        .values({ area, version: 2 })
        .onConflictDoUpdate({ target: contentVersions.area, set: { version: sql`${contentVersions.version} + 1` } })
        .returning();
      if (row) versions.set(area, row.version);
      for (const key of entries.keys()) if (key.startsWith(`${area}:`)) entries.delete(key);
    },
    async version(area: string): Promise<number> {
      const [row] = await db.select().from(contentVersions).where(eq(contentVersions.area, area));
      return row?.version ?? 0;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
