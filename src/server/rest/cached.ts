import type { Context } from 'hono';
import type { CacheEntry } from '../cache';
import type { AppEnv } from '../http/app-env';

/**
 * Sends a cached answer as it is: 304 when the client has this version (ETag), the gzip bytes made once per version
 * when the client accepts gzip, otherwise the JSON text. Nothing is serialised or compressed per request.
 */
export function sendCachedEntry(c: Context<AppEnv>, entry: CacheEntry): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
    'Cache-Control': 'no-cache',
  };
  if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304, headers);
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    return c.body(entry.gzip(), 200, { ...headers, 'Content-Encoding': 'gzip' });
  }
  return c.body(entry.bytes(), 200, headers);
}
