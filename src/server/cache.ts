import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { contentVersions } from './db/schema';
import { escapeScriptJson } from '../shared/seo/script-json-bytes';

/** One cached answer: its JSON text, and the parsed value and gzip bytes made at most once per version. */
export interface CacheEntry {
  version: number;
  body: string;
  /** The body as UTF-8 bytes, made once (sending a string converts it on every answer). */
  bytes(): Uint8Array<ArrayBuffer>;
  value(): unknown;
  /** The body as UTF-8 made safe inside a script element, made once: a server-rendered page's state carries it. */
  scriptBytes(): Uint8Array<ArrayBuffer>;
  gzip(): Uint8Array<ArrayBuffer>;
  etag: string;
}

/** `parsed` hears of the value the first time it is made from the body. */
function makeEntry(area: string, version: number, body: string, parsed: (value: unknown, entry: CacheEntry) => void): CacheEntry {
  let value: { value: unknown } | null = null;
  let zipped: Uint8Array<ArrayBuffer> | null = null;
  let encoded: Uint8Array<ArrayBuffer> | null = null;
  let escaped: Uint8Array<ArrayBuffer> | null = null;
  const entry: CacheEntry = {
    version,
    body,
    bytes: () => (encoded ??= new Uint8Array(Buffer.from(body))),
    etag: `W/"${area}-${version}-${body.length}"`,
    value: () => {
      if (value) return value.value;
      value = { value: JSON.parse(body) as unknown };
      parsed(value.value, entry);
      return value.value;
    },
    scriptBytes: () => (escaped ??= escapeScriptJson(entry.bytes())),
    gzip: () => (zipped ??= new Uint8Array(gzipSync(body))),
  };
  return entry;
}

/**
 * The area of everything a server-rendered public page shows: every bump of any area bumps it too, so a page (which
 * reads menus, widgets, products, FAQs ... at once) is dropped by a write to any of them.
 */
export const PAGES_AREA = 'pages';

/**
 * Serialised answers for read-mostly public data, keyed by area and a content version that every write bumps
 * (STACK-NOTES.md: the libSQL driver, not Hono or tRPC, bounds uncached reads). The version table is read at most
 * once every `pollMs`, never per request: an area without a row is version 0 until its first write; other instances
 * notice a bump within `pollMs` (docs/decisions/0004, docs/benchmarks.md).
 *
 * Bounded by the length of the answers' text (`maxChars`, 16 M characters by default: the whole demo site in six
 * languages takes ~4.4 M; an entry holds up to about three times its text once parsed, encoded and compressed). Keys
 * come partly from what visitors send (a product slug, a page number), so a stream of unknown ones must not grow it:
 * past the bound the oldest entries not used since the last sweep go first (a clock: a hit only sets a flag, so the
 * hottest path stays a Map lookup).
 */
export function createResponseCache(db: Database, pollMs = 1000, maxChars = 16 * 1024 * 1024) {
  const entries = new Map<string, CacheEntry>();
  /** Entries used since the sweep last passed them (a hit sets it, the sweep clears it and keeps the entry once). */
  const recent = new WeakSet<CacheEntry>();
  let chars = 0;
  const forget = (key: string) => {
    const gone = entries.get(key);
    if (!gone) return;
    entries.delete(key);
    chars -= gone.body.length;
  };
  const keep = (key: string, made: CacheEntry) => {
    forget(key);
    entries.set(key, made);
    chars += made.body.length;
    while (chars > maxChars && entries.size > 1) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, CacheEntry];
      if (oldestKey !== key && recent.delete(oldest)) {
        // Used since the last pass: a second chance at the young end.
        entries.delete(oldestKey);
        entries.set(oldestKey, oldest);
      } else {
        forget(oldestKey);
      }
    }
  };
  const hitOn = (hit: CacheEntry) => {
    recent.add(hit);
    return hit;
  };
  // Which entry a value handed out by value() was parsed from, so its JSON text is not made again (scriptJsonOf).
  const entryOfValue = new WeakMap<object, CacheEntry>();
  const remember = (value: unknown, made: CacheEntry) => {
    if (typeof value === 'object' && value !== null) entryOfValue.set(value, made);
  };
  const versions = new Map<string, number>();
  let checkedAt = -Infinity;
  let refreshing: Promise<void> | null = null;

  async function refreshVersions(): Promise<void> {
    const rows = await db.select().from(contentVersions);
    for (const row of rows) versions.set(row.area, row.version);
    checkedAt = Date.now();
  }

  async function currentVersion(area: string): Promise<number> {
    if (Date.now() - checkedAt >= pollMs) {
      refreshing ??= refreshVersions().finally(() => (refreshing = null));
      await refreshing;
    }
    return versions.get(area) ?? 0;
  }

  async function entry(area: string, key: string, build: () => Promise<unknown>): Promise<CacheEntry> {
    const version = await currentVersion(area);
    const cacheKey = `${area}:${key}`;
    const hit = entries.get(cacheKey);
    if (hit && hit.version === version) return hitOn(hit);
    const made = makeEntry(area, version, JSON.stringify(await build()), remember);
    keep(cacheKey, made);
    return made;
  }

  /**
   * The entry for (area, key) when it is there and its version is known to be current without a database read (the
   * versions were polled within pollMs), else null: lets the hottest paths answer without a single await.
   */
  function peek(area: string, key: string): CacheEntry | null {
    if (Date.now() - checkedAt >= pollMs) return null;
    const hit = entries.get(`${area}:${key}`);
    return hit && hit.version === (versions.get(area) ?? 0) ? hitOn(hit) : null;
  }

  /** The area's version when it is known to be current without a database read (as peek), else null. */
  function peekVersion(area: string): number | null {
    return Date.now() - checkedAt >= pollMs ? null : (versions.get(area) ?? 0);
  }

  return {
    entry,
    peek,
    peekVersion,
    /** The cached JSON text for (area, key), built with `build` when missing or stale. */
    async json(area: string, key: string, build: () => Promise<unknown>): Promise<string> {
      return (await entry(area, key, build)).body;
    },
    /** The same answer as a value (parsed once per version), for tRPC procedures. */
    async value<T>(area: string, key: string, build: () => Promise<T>): Promise<T> {
      return (await entry(area, key, build)).value() as T;
    },
    /**
     * The JSON text of a value this cache's value() handed out (the very object), as UTF-8 safe inside a script
     * element; undefined for any other value. The page's state is mostly such values (menus, widgets, the product).
     */
    scriptJsonOf(value: unknown): Uint8Array<ArrayBuffer> | undefined {
      return typeof value === 'object' && value !== null ? entryOfValue.get(value)?.scriptBytes() : undefined;
    },
    /** Call after any write to the area: this instance forgets at once, the others within pollMs. */
    async bump(area: string): Promise<void> {
      const areas = area === PAGES_AREA ? [area] : [area, PAGES_AREA];
      const rows = await db
        .insert(contentVersions)
        .values(areas.map((name) => ({ area: name, version: 1 })))
        .onConflictDoUpdate({ target: contentVersions.area, set: { version: sql`${contentVersions.version} + 1` } })
        .returning();
      for (const row of rows) versions.set(row.area, row.version);
      // (A Map may lose entries while it is walked: no copy of the keys is needed.)
      for (const key of entries.keys()) if (areas.some((name) => key.startsWith(`${name}:`))) forget(key);
    },
    /** How much it holds: entries and the characters of their text (the bound's measure). */
    stats(): { entries: number; chars: number; maxChars: number } {
      return { entries: entries.size, chars, maxChars };
    },
    /** The version this instance knows of (polled, not read per call): for caches kept outside this one. */
    current: currentVersion,
    async version(area: string): Promise<number> {
      const [row] = await db.select().from(contentVersions).where(eq(contentVersions.area, area));
      return row?.version ?? 0;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
