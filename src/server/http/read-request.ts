import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * What the fast lane of cached answers reads of a GET request (http/cached-reads.ts). It is read from Node's own
 * request where the server answers before Hono (http/site-listener.ts), and from Hono's context for `app.request()`
 * and anything that reaches the chain, so the lane decides the same way for both.
 */
export interface ReadRequest {
  readonly method: string;
  /** The path as sent, without the query. */
  readonly path: string;
  /** The query with its `?`, or '' when there is none. */
  readonly search: string;
  /** A header's value; `name` is lower case. */
  header(name: string): string | undefined;
  /** The query's parameters, parsed on first use (most cached reads have no query). */
  query(): URLSearchParams;
}

export function readRequest(method: string, pathAndQuery: string, header: (name: string) => string | undefined): ReadRequest {
  const mark = pathAndQuery.indexOf('?');
  const search = mark < 0 ? '' : pathAndQuery.slice(mark);
  let params: URLSearchParams | undefined;
  return {
    method,
    path: mark < 0 ? pathAndQuery : pathAndQuery.slice(0, mark),
    search,
    header,
    query: () => (params ??= new URLSearchParams(search)),
  };
}

// @hono/node-server's own checks (dist/index.mjs, buildUrl): a target or Host it would reject (400) or rewrite
// through the URL parser (percent escapes, dot segments) is left to it, so the lane only sees what Hono would see as is.
const PLAIN_TARGET = /^\/[!#$&-;=?-\[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * Node's request, or null when Hono should see it first: a target in absolute form (a proxy's), with escapes or dot
 * segments, or a missing or unusual Host. Node keeps headers lower-cased in `headers`; repeated ones are joined there.
 */
export function nodeReadRequest(incoming: IncomingMessage): ReadRequest | null {
  const target = incoming.url;
  const host = incoming.headers.host;
  if (!target || !PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target) || !host || !PLAIN_HOST.test(host)) return null;
  const headers = incoming.headers;
  return readRequest(incoming.method ?? 'GET', target, (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  });
}

/** Hono's view of the same request: its URL as sent (Hono's `path` is decoded when it holds a `%`). */
export function honoReadRequest(c: Context): ReadRequest {
  const url = c.req.url;
  return readRequest(c.req.method, url.slice(url.indexOf('/', url.indexOf('//') + 2)), (name) => c.req.header(name));
}
