import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../shared/locales';
import type { CacheEntry } from '../cache';
import type { AppDeps } from '../deps';
import { countriesEntry, currentCountriesEntry } from '../services/countries';
import type { CachedTrpcAnswer, TrpcAnswerBytes } from '../trpc/cached-queries';
import type { AppEnv } from './app-env';
import { encodedBody, type CachedPage, type Compressed } from './page-cache';
import { PAGE_HEADERS } from './pages';
import { securityHeaderSet, type SecurityHeaders } from './security-headers';

/** What the fast lane needs from the rest of the app. */
export interface CachedReadSources {
  /** The Set-Cookie line of a new XSRF token when the request has no valid one (auth/csrf.ts). */
  xsrfCookie(c: Context): string | null;
  trpcAnswer: CachedTrpcAnswer;
  cachedPageFor(locale: Locale, url: URL): Promise<CachedPage | null>;
}

interface Answer extends Compressed {
  bytes: Uint8Array<ArrayBuffer>;
  etag?: string;
  headers: Readonly<Record<string, string>>;
}

const JSON_TYPE = { 'Content-Type': 'application/json' } as const;
const CACHED_JSON = { ...JSON_TYPE, Vary: 'Accept-Encoding', 'Cache-Control': 'no-cache' } as const;
const CACHED_PAGE_HEADERS = { ...PAGE_HEADERS, 'Server-Timing': 'cache;desc="hit"' } as const;
const REQUEST_ID = /^[\w\-=]{1,255}$/;
const FILE_NAME = /\.[a-z0-9]{2,5}$/i;

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

  /** The answer, without an await when every cache it reads is known to be current. */
  function answerFor(c: Context<AppEnv>, locale: Locale): Answer | null | Promise<Answer | null> {
    const path = c.req.path;
    if (path === '/api/countries') {
      const current = currentCountriesEntry(deps, locale);
      return current ? entryAnswer(current) : countriesEntry(deps, locale).then(entryAnswer);
    }
    if (path.startsWith('/trpc/')) {
      const answer = sources.trpcAnswer(c, locale);
      return answer instanceof Promise ? answer.then(trpcAnswer) : trpcAnswer(answer);
    }
    // Files (pictures, the favicon, the sitemap) are never pages: no URL parsing or page lookup for them.
    if (path.startsWith('/api/') || path.startsWith('/assets/') || FILE_NAME.test(path)) return null;
    // A cached not-found page still goes down the chain: the website log records it.
    return sources.cachedPageFor(locale, new URL(c.req.url)).then((page) =>
      page && page.status === 200 ? { bytes: page.bytes(), gzip: page.gzip, brotli: page.brotli, etag: page.etag, headers: CACHED_PAGE_HEADERS } : null,
    );
  }

  function send(c: Context<AppEnv>, answer: Answer, security: SecurityHeaders, started: number): Response {
    const incomingId = c.req.header('x-request-id');
    const requestId = incomingId && REQUEST_ID.test(incomingId) ? incomingId : crypto.randomUUID();
    const headers: Record<string, string> = { ...answer.headers, ...security, 'X-Request-Id': requestId };
    if (answer.etag) headers.ETag = answer.etag;
    const cookie = sources.xsrfCookie(c);
    if (cookie) headers['Set-Cookie'] = cookie;
    let status = 200;
    let body: Uint8Array<ArrayBuffer> | null = answer.bytes;
    if (answer.etag && c.req.header('if-none-match') === answer.etag) {
      status = 304;
      body = null;
    } else {
      const { body: encoded, encoding } = encodedBody(answer.bytes, answer, c.req.header('accept-encoding'));
      body = encoded;
      if (encoding) {
        headers['Content-Encoding'] = encoding;
        headers.Vary = answer.headers.Vary ?? 'Accept-Encoding';
      }
    }
    if (deps.logger.isLevelEnabled('info')) {
      const ms = Math.round(performance.now() - started);
      deps.logger.info({ reqId: requestId, method: 'GET', path: c.req.path, status, ms, cached: true }, 'request');
    }
    return new Response(body, { status, headers });
  }

  function sendWithHeaders(c: Context<AppEnv>, answer: Answer, started: number): Response | Promise<Response> {
    const security = securityHeaders();
    return security instanceof Promise ? security.then((record) => send(c, answer, record, started)) : send(c, answer, security, started);
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.query('lang') !== undefined) return next();
    const started = performance.now();
    const stored = getCookie(c, LOCALE_COOKIE);
    const locale: Locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
    const made = answerFor(c, locale);
    const answer = made instanceof Promise ? await made : made;
    if (!answer) return next();
    const response = sendWithHeaders(c, answer, started);
    return response instanceof Promise ? await response : response;
  };
}

function trpcAnswer(answer: TrpcAnswerBytes | null): Answer | null {
  return answer ? { bytes: answer.bytes, gzip: answer.gzip, headers: JSON_TYPE } : null;
}

function entryAnswer(entry: CacheEntry): Answer {
  return { bytes: entry.bytes(), gzip: entry.gzip, etag: entry.etag, headers: CACHED_JSON };
}
