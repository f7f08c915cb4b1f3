import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';

/** One rendered page: its bytes as sent, and the gzip bytes made at most once. */
export interface CachedPage {
  status: number;
  etag: string;
  version: number;
  /** The day (UTC, days since 1970) it was rendered on. */
  day: number;
  /** The HTML as UTF-8. */
  bytes(): Uint8Array<ArrayBuffer>;
  gzip(): Uint8Array<ArrayBuffer>;
  /**
   * The Brotli bytes once they are made (null until then: the first ask starts them, off the main thread, and gzip
   * answers meanwhile). Brotli at its best level is ~16 % smaller than gzip's best on these pages, which brings the
   * public pages under the first TCP round trip's 14.6 kB (docs/decisions/0027-first-round-trip.md).
   */
  brotli(): Uint8Array<ArrayBuffer> | null;
}

/**
 * The page is kept as bytes, outside the JavaScript heap: a 160 kB HTML string would be allocated straight in the
 * old generation and make the collector run its slow, full passes more often (docs/benchmarks.md).
 */
export function cachedPage(status: number, content: string | Uint8Array<ArrayBuffer>, version: number): CachedPage {
  const html = typeof content === 'string' ? new Uint8Array(Buffer.from(content)) : content;
  let zipped: Uint8Array<ArrayBuffer> | null = null;
  let brotli: Uint8Array<ArrayBuffer> | null = null;
  let brotliStarted = false;
  const hash = createHash('sha1').update(html).digest('base64url').slice(0, 16);
  return {
    status,
    version,
    day: utcDay(),
    etag: `W/"p-${hash}"`,
    bytes: () => html,
    gzip: () => {
      if (zipped) return zipped;
      // The visitor who caused the render waits for the fastest compression; the bytes kept for everyone after are
      // made again at the best level off the main thread (same content, same ETag).
      zipped = new Uint8Array(gzipSync(html, { level: constants.Z_BEST_SPEED }));
      gzip(html, { level: constants.Z_BEST_COMPRESSION }, (error, best) => {
        if (!error) zipped = new Uint8Array(best);
      });
      return zipped;
    },
    brotli: () => {
      if (brotli || brotliStarted) return brotli;
      brotliStarted = true;
      const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length };
      brotliCompress(html, { params }, (error, best) => {
        if (!error) brotli = new Uint8Array(best.buffer, best.byteOffset, best.length);
      });
      return null;
    },
  };
}

/** Whether an Accept-Encoding header takes Brotli / gzip (a token of the list, not a substring of another). */
const acceptsBrotli = (acceptEncoding: string | undefined): boolean => /(?:^|[\s,])br(?:[\s,;]|$)/.test(acceptEncoding ?? '');
const acceptsGzip = (acceptEncoding: string | undefined): boolean => /\bgzip\b/.test(acceptEncoding ?? '');

/** The compressed forms a cached answer may have (a page has both, a cached list gzip only, a file none). */
export interface Compressed {
  gzip?: () => Uint8Array<ArrayBuffer>;
  brotli?: () => Uint8Array<ArrayBuffer> | null;
}

/** The bytes of a cached answer for a browser with this Accept-Encoding, and their Content-Encoding if any. */
export function encodedBody(
  bytes: Uint8Array<ArrayBuffer>,
  compressed: Compressed,
  acceptEncoding: string | undefined,
): { body: Uint8Array<ArrayBuffer>; encoding?: 'br' | 'gzip' } {
  const brotli = compressed.brotli && acceptsBrotli(acceptEncoding) ? compressed.brotli() : null;
  if (brotli) return { body: brotli, encoding: 'br' };
  if (compressed.gzip && acceptsGzip(acceptEncoding)) return { body: compressed.gzip(), encoding: 'gzip' };
  return { body: bytes };
}

/**
 * A cached answer (a page, the frame's state) to a browser: 304 when it has this version, else the bytes in the best
 * encoding it takes. `headers` are the answer's own; its ETag and encoding are added here.
 */
export function sendCached(c: Context, answer: CachedPage, headers: Readonly<Record<string, string>>): Response {
  const withTag = { ...headers, ETag: answer.etag };
  if (answer.status === 200 && c.req.header('if-none-match') === answer.etag) return c.body(null, 304, withTag);
  const { body, encoding } = encodedBody(answer.bytes(), answer, c.req.header('accept-encoding'));
  return c.body(body, answer.status as 200, encoding ? { ...withTag, 'Content-Encoding': encoding } : withTag);
}

const DAY_MS = 86_400_000;
export const utcDay = (now = Date.now()) => Math.floor(now / DAY_MS);

/**
 * Rendered pages by (language, path, the query parameters the route reads: http/pages.ts), each valid for one version
 * of the pages area and for the day it was rendered on: what pages show also follows the date (an offer starts or
 * ends, an event becomes past, by day), which no save announces. Bounded by the size of their HTML: the least recently
 * used page goes first (a Map keeps insertion order; a hit moves its key to the end), so odd values of the parameters
 * pages read (a search text, a page number) cannot fill the memory. 48 MB holds every page of the demo site in all
 * six languages.
 */
export function createPageCache(maxBytes = 48 * 1024 * 1024) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes().length;
  };
  return {
    get(key: string, version: number): CachedPage | null {
      const page = pages.get(key);
      if (!page) return null;
      pages.delete(key);
      if (page.version !== version || page.day !== utcDay()) {
        bytes -= page.bytes().length;
        return null;
      }
      pages.set(key, page);
      return page;
    },
    set(key: string, page: CachedPage): void {
      drop(key);
      pages.set(key, page);
      bytes += page.bytes().length;
      while (bytes > maxBytes && pages.size > 1) drop(pages.keys().next().value as string);
    },
    get size() {
      return pages.size;
    },
  };
}

