import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../shared/locales';
import type { CacheEntry } from '../cache';
import type { AppDeps } from '../deps';
import { countriesEntry, currentCountriesEntry } from '../features/countries/countries';
import type { CachedTrpcAnswer, TrpcAnswerBytes } from '../trpc/cached-queries';
import type { AppEnv } from './app-env';
import { encodedBody, type CachedPage, type Compressed } from './page-cache';
import { PAGE_HEADERS } from './pages';
import { honoReadRequest, type ReadRequest } from './read-request';
import { securityHeaderSet, type SecurityHeaders } from './security-headers';

type Maybe<T> = T | Promise<T>;

/** What the fast lane needs from the rest of the app. */
export interface CachedReadSources {
  /** The Set-Cookie line of a new XSRF token when the request's cookies hold no valid one (auth/csrf.ts). */
  xsrfCookie(cookies: Readonly<Record<string, string>>): string | null;
  trpcAnswer: CachedTrpcAnswer;
  cachedPageFor(locale: Locale, url: URL): Maybe<CachedPage | null>;
}

/** A finished answer. Its headers are one flat list (name, value, name, value...), as Node's writeHead takes them. */
export interface ReadAnswer {
  status: 200 | 304;
  headers: string[];
  body: Uint8Array<ArrayBuffer> | null;
}

export interface CachedReads {
  /** The answer to a request, or null when the chain must answer it; without an await when every cache is current. */
  answer(request: ReadRequest): Maybe<ReadAnswer | null>;
  /** The same lane in Hono's chain, for requests that reach Hono first (`app.request()`, a server without the listener). */
  middleware: MiddlewareHandler<AppEnv>;
}

/** An answer's own headers as a flat list, and whether they name Vary. */
interface OwnHeaders {
  list: readonly string[];
  varies: boolean;
}

interface Found extends Compressed {
  bytes: Uint8Array<ArrayBuffer>;
  etag?: string;
  own: OwnHeaders;
}

const ownHeaders = (record: Readonly<Record<string, string>>): OwnHeaders => ({ list: Object.entries(record).flat(), varies: 'Vary' in record });
const JSON_ANSWER = ownHeaders({ 'Content-Type': 'application/json' });
const CACHED_JSON = ownHeaders({ 'Content-Type': 'application/json', Vary: 'Accept-Encoding', 'Cache-Control': 'no-cache' });
const CACHED_PAGE = ownHeaders({ ...PAGE_HEADERS, 'Server-Timing': 'cache;desc="hit"' });
const REQUEST_ID = /^[\w\-=]{1,255}$/;
const FILE_NAME = /\.[a-z0-9]{2,5}$/i;
// Any origin: a page's cache key is its path and query only.
const URL_BASE = 'http://localhost';

/** Requests the Node listener tried and passed on (http/site-listener.ts): the middleware does not look again. */
const passedOn = new WeakSet<IncomingMessage>();
export const passOn = (incoming: IncomingMessage) => passedOn.add(incoming);
const triedBefore = (c: Context<AppEnv>) => {
  // `app.request()` (the tests) gives no bindings; @hono/node-server gives Node's request as `incoming`.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && passedOn.has(incoming);
};

/**
 * The fast lane for answers that are already made: the countries list, the cached tRPC queries and rendered public
 * pages. Each request the middleware chain would answer from a cache anyway is answered here, first, with the same
 * status, body and headers (request id, security headers and CSP, the XSRF cookie, ETag/304, gzip or Brotli when
 * asked). The server runs it on Node's own request before Hono sees it (http/site-listener.ts): Hono's request, context
 * and Response cost more than the rest of a cached answer together (docs/benchmarks.md, decision 0028). Everything
 * else, and any request that changes the language (?lang=, which sets a cookie), goes down the full chain.
 */
export function cachedReads(deps: AppDeps, sources: CachedReadSources): CachedReads {
  const securityHeaders = securityHeaderSet(deps);
  // Each answer's own headers followed by the security headers, made again only when the CSP changes.
  const combined = new WeakMap<OwnHeaders, { security: SecurityHeaders; list: readonly string[] }>();
  const headersFor = (own: OwnHeaders, security: SecurityHeaders): readonly string[] => {
    const known = combined.get(own);
    if (known?.security === security) return known.list;
    const list = [...own.list, ...Object.entries(security).flat()];
    combined.set(own, { security, list });
    return list;
  };

  /** What the request asks for, without an await when every cache it reads is known to be current. */
  function find(request: ReadRequest, locale: Locale): Maybe<Found | null> {
    const path = request.path;
    if (path === '/api/countries') {
      const current = currentCountriesEntry(deps, locale);
      return current ? entryFound(current) : countriesEntry({ deps, locale }).then(entryFound);
    }
    if (path.startsWith('/trpc/')) {
      const answer = sources.trpcAnswer(request, locale);
      return answer instanceof Promise ? answer.then(trpcFound) : trpcFound(answer);
    }
    // Appended, not resolved against the base: `//x` is a path here, as in the URL Hono builds.
    const page = sources.cachedPageFor(locale, new URL(`${URL_BASE}${path}${request.search}`));
    return page instanceof Promise ? page.then(pageFound) : pageFound(page);
  }

  function finish(request: ReadRequest, found: Found, cookies: Readonly<Record<string, string>>, security: SecurityHeaders, started: number): ReadAnswer {
    const incomingId = request.header('x-request-id');
    const requestId = incomingId && REQUEST_ID.test(incomingId) ? incomingId : crypto.randomUUID();
    const headers = headersFor(found.own, security).concat('X-Request-Id', requestId);
    if (found.etag) headers.push('ETag', found.etag);
    const cookie = sources.xsrfCookie(cookies);
    if (cookie) headers.push('Set-Cookie', cookie);
    let answer: ReadAnswer;
    if (found.etag && request.header('if-none-match') === found.etag) {
      answer = { status: 304, headers, body: null };
    } else {
      const { body, encoding } = encodedBody(found.bytes, found, request.header('accept-encoding'));
      if (encoding) {
        headers.push('Content-Encoding', encoding);
        if (!found.own.varies) headers.push('Vary', 'Accept-Encoding');
      }
      answer = { status: 200, headers, body };
    }
    if (deps.logger.isLevelEnabled('info')) {
      const ms = Math.round(performance.now() - started);
      deps.logger.info({ reqId: requestId, method: 'GET', path: request.path, status: answer.status, ms, cached: true }, 'request');
    }
    return answer;
  }

  function answer(request: ReadRequest): Maybe<ReadAnswer | null> {
    const path = request.path;
    if (request.method !== 'GET') return null;
    // Files (pictures, the favicon, the sitemap) are never pages: no URL parsing or page lookup for them.
    const readable = path === '/api/countries' || path.startsWith('/trpc/');
    if (!readable && (path.startsWith('/api/') || path.startsWith('/assets/') || FILE_NAME.test(path))) return null;
    if (request.search !== '' && request.query().has('lang')) return null;
    const started = performance.now();
    const cookieHeader = request.header('cookie');
    const cookies = cookieHeader ? parseCookies(cookieHeader) : {};
    const stored = cookies[LOCALE_COOKIE];
    const made = find(request, isLocale(stored) ? stored : DEFAULT_LOCALE);
    const respond = (found: Found | null): Maybe<ReadAnswer | null> => {
      if (!found) return null;
      const security = securityHeaders();
      return security instanceof Promise
        ? security.then((record) => finish(request, found, cookies, record, started))
        : finish(request, found, cookies, security, started);
    };
    return made instanceof Promise ? made.then(respond) : respond(made);
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (triedBefore(c)) return next();
    const made = answer(honoReadRequest(c));
    const found = made instanceof Promise ? await made : made;
    return found ? new Response(found.body, { status: found.status, headers: headerPairs(found.headers) }) : next();
  };

  return { answer, middleware };
}

function headerPairs(list: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let index = 0; index < list.length; index += 2) pairs.push([list[index]!, list[index + 1]!]);
  return pairs;
}

function trpcFound(answer: TrpcAnswerBytes | null): Found | null {
  return answer ? { bytes: answer.bytes, gzip: answer.gzip, own: JSON_ANSWER } : null;
}

function entryFound(entry: CacheEntry): Found {
  return { bytes: entry.bytes(), gzip: entry.gzip, etag: entry.etag, own: CACHED_JSON };
}

// A cached not-found page still goes down the chain: the website log records it.
function pageFound(page: CachedPage | null): Found | null {
  return page && page.status === 200 ? { bytes: page.bytes(), gzip: page.gzip, brotli: page.brotli, etag: page.etag, own: CACHED_PAGE } : null;
}
