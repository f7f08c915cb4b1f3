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

/**
 * Node's request, or null when its target is not a plain path (the absolute form a proxy may send: left to Hono,
 * which resolves it). Node keeps headers lower-cased in `headers`; repeated ones are joined there as Hono would.
 */
export function nodeReadRequest(incoming: IncomingMessage): ReadRequest | null {
  const target = incoming.url;
  if (!target?.startsWith('/')) return null;
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
