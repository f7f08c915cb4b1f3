import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../shared/locales';
import type { CacheEntry } from '../cache';
import type { AppDeps } from '../deps';
import { countriesEntry } from '../services/countries';
import type { CachedTrpcAnswer } from '../trpc/cached-queries';
import type { AppEnv } from './app-env';
import type { CachedPage } from './page-cache';
import { PAGE_HEADERS } from './pages';
import { securityHeaderSet } from './security-headers';

/** What the fast lane needs from the rest of the app. */
export interface CachedReadSources {
  /** The Set-Cookie line of a new XSRF token when the request has no valid one (auth/csrf.ts). */
  xsrfCookie(c: Context): string | null;
  trpcAnswer: CachedTrpcAnswer;
  cachedPageFor(locale: Locale, url: URL): Promise<CachedPage | null>;
}

interface Answer {
  bytes: Uint8Array<ArrayBuffer>;
  gzip?: () => Uint8Array<ArrayBuffer>;
  etag?: string;
  headers: Readonly<Record<string, string>>;
}

const JSON_TYPE = { 'Content-Type': 'application/json' } as const;
const CACHED_JSON = { ...JSON_TYPE, Vary: 'Accept-Encoding', 'Cache-Control': 'no-cache' } as const;
const REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * The fast lane for answers that are already made: the countries list, the cached tRPC queries and rendered public
 * pages. Each request the middleware chain would answer from a cache anyway is answered here, first, with the same
 * status, body and headers (request id, security headers and CSP, the XSRF cookie, ETag/304, gzip when asked), as one
 * plain Response: no Hono context headers, no header rewrites after the fact (docs/benchmarks.md: 65 µs of server CPU
 * a cached read went through the chain; the bare server needs 16). Everything else, and any request that changes
 * the language (?lang=, which sets a cookie), goes down the full chain.
 */
export function cachedReads(deps: AppDeps, sources: CachedReadSources): MiddlewareHandler<AppEnv> {
  const securityHeaders = securityHeaderSet(deps);
  const logRequests = () => deps.logger.isLevelEnabled('info');

  async function answerFor(c: Context<AppEnv>, locale: Locale): Promise<Answer | null> {
    const path = c.req.path;
    if (path === '/api/countries') return entryAnswer(await countriesEntry(deps, locale));
    if (path.startsWith('/trpc/')) {
      const answer = await sources.trpcAnswer(c, locale);
      return answer ? { bytes: answer.bytes, gzip: answer.gzip, headers: JSON_TYPE } : null;
    }
    if (path.startsWith('/api/') || path.startsWith('/assets/')) return null;
    const page = await sources.cachedPageFor(locale, new URL(c.req.url));
    // A cached not-found page still goes down the chain: the website log records it.
    if (!page || page.status !== 200) return null;
    return { bytes: page.bytes(), gzip: page.gzip, etag: page.etag, headers: PAGE_HEADERS };
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.query('lang') !== undefined) return next();
    const started = performance.now();
    const stored = getCookie(c, LOCALE_COOKIE);
    const locale: Locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
    const answer = await answerFor(c, locale);
    if (!answer) return next();

    const incomingId = c.req.header('x-request-id');
    const requestId = incomingId && REQUEST_ID.test(incomingId) ? incomingId : crypto.randomUUID();
    const headers: Record<string, string> = { ...answer.headers, ...(await securityHeaders()), 'X-Request-Id': requestId };
    if (answer.etag) headers.ETag = answer.etag;
    const cookie = sources.xsrfCookie(c);
    if (cookie) headers['Set-Cookie'] = cookie;

    let status = 200;
    let body: Uint8Array<ArrayBuffer> | null = answer.bytes;
    if (answer.etag && c.req.header('if-none-match') === answer.etag) {
      status = 304;
      body = null;
    } else if (answer.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      body = answer.gzip();
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = answer.headers.Vary ?? 'Accept-Encoding';
    }
    if (logRequests()) {
      const ms = Math.round(performance.now() - started);
      deps.logger.info({ reqId: requestId, method: 'GET', path: c.req.path, status, ms, cached: true }, 'request');
    }
    return new Response(body, { status, headers });
  };
}

function entryAnswer(entry: CacheEntry): Answer {
  return { bytes: entry.bytes(), gzip: entry.gzip, etag: entry.etag, headers: CACHED_JSON };
}
