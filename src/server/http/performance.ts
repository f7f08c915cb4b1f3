import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppEnv } from './app-env';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Hono's bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a full Request for every request;
 * only requests that can carry a body need the check (docs/benchmarks.md: ~45 µs per GET).
 */
export function limitBodies(maxSize: number, ownLimitPaths: readonly (string | RegExp)[] = []): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => c.json({ message: 'The request body is too large.' }, 413),
  });
  // Routes that apply their own, larger limit after checking the caller (uploads: features/files/uploads.rest.ts; a return's files:
  // features/returns/returns.rest.ts, a pattern since the path holds the return's id).
  const own = new Set(ownLimitPaths.flatMap((path) => (typeof path === 'string' ? [path, `${path}/`] : [])));
  const patterns = ownLimitPaths.filter((path): path is RegExp => typeof path !== 'string');
  const ownLimit = (path: string) => own.has(path) || patterns.some((pattern) => pattern.test(path));
  return (c, next) => (BODYLESS.has(c.req.method) || ownLimit(c.req.path) ? next() : limit(c, next));
}

/**
 * Gzip for clients that ask for it, on answers to GET. Clients that send no Accept-Encoding skip the middleware, which
 * would otherwise set Vary after the response exists and make Hono rebuild it. Answers already encoded (cached gzip)
 * pass untouched. The answers to writes (a form's id and message, a saved row) are a few hundred bytes, and tRPC's carry
 * no Content-Length, so Hono's threshold could not skip them: each went through a CompressionStream of its own, about
 * a fifth of a public form's answer time four at a time (docs/benchmarks.md, 2026-11-28).
 */
export function compressWhenAccepted(): MiddlewareHandler<AppEnv> {
  const gzip = compress();
  return (c, next) => (c.req.method === 'GET' && c.req.header('accept-encoding') ? gzip(c, next) : next());
}
