import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** One rendered page: its bytes as sent, and the gzip bytes made at most once. */
export interface CachedPage {
  status: number;
  html: string;
  etag: string;
  version: number;
  gzip(): Uint8Array<ArrayBuffer>;
}

export function cachedPage(status: number, html: string, version: number): CachedPage {
  let zipped: Uint8Array<ArrayBuffer> | null = null;
  const hash = createHash('sha1').update(html).digest('base64url').slice(0, 16);
  return {
    status,
    html,
    version,
    etag: `W/"p-${hash}"`,
    gzip: () => (zipped ??= new Uint8Array(gzipSync(html))),
  };
}

/**
 * Rendered pages by (language, path, query), each valid for one version of the pages area. Bounded: the least
 * recently used page goes first (a Map keeps insertion order; a hit moves its key to the end), so odd query strings
 * cannot fill the memory.
 */
export function createPageCache(limit = 2000) {
  const pages = new Map<string, CachedPage>();
  return {
    get(key: string, version: number): CachedPage | null {
      const page = pages.get(key);
      if (!page) return null;
      pages.delete(key);
      if (page.version !== version) return null;
      pages.set(key, page);
      return page;
    },
    set(key: string, page: CachedPage): void {
      pages.delete(key);
      pages.set(key, page);
      if (pages.size > limit) pages.delete(pages.keys().next().value as string);
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
