import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppDeps } from '../deps';
import type { AppEnv } from './app-env';
import { securityHeaderSet, type SecurityHeaders } from './security-headers';

/** The copies build/compress-assets.ts writes beside each text file, best first. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
type Encoding = (typeof ENCODINGS)[number][0];

/** Hashed build output never changes under its name; the public folder's files (pictures, favicon) may, so a day. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
const REQUEST_ID = /^[\w\-=]{1,255}$/;

interface Variant {
  path: string;
  size: number;
  /** Read on the first request for it, then kept: the build does not change while the server runs. */
  bytes?: Promise<Uint8Array<ArrayBuffer>>;
}

interface BuildFile {
  type: string;
  cacheControl: string;
  lastModified: string;
  etag: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
  /** Whether a compressed copy exists, so that the answer depends on Accept-Encoding. */
  varies: boolean;
}

/**
 * The build's files (scripts, stylesheets, pictures, the favicon) answered from memory, ahead of every other
 * middleware. A page's first load asks for a dozen of them at once, the moment its HTML arrives; through the chain
 * and `serveStatic` each cost a stat per encoding and a file stream: about 0.7-1 ms of server CPU and several trips
 * through libuv's thread pool, against 0.08 ms from here (docs/benchmarks.md, 2026-11-28; decision 0025).
 *
 * The folder is indexed once at start; a file's bytes are read on its first request and kept, so memory stays below
 * the build's size on disk. Range requests, paths that need decoding and anything not in the build go down the chain
 * as before (the `serveStatic` mounts in app.ts stay as the fallback). Answers carry the same security headers,
 * request id and log line as the chain's, and never a cookie.
 */
export function buildFiles(deps: AppDeps, clientDir: string): MiddlewareHandler<AppEnv> {
  const files = indexBuild(clientDir);
  const securityHeaders = securityHeaderSet(deps);

  function send(c: Context<AppEnv>, file: BuildFile, security: SecurityHeaders, started: number): Response | Promise<Response> {
    const incomingId = c.req.header('x-request-id');
    const requestId = incomingId && REQUEST_ID.test(incomingId) ? incomingId : crypto.randomUUID();
    const headers: Record<string, string> = {
      ...security,
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      'Last-Modified': file.lastModified,
      ETag: file.etag,
      'X-Request-Id': requestId,
    };
    const encoding = chooseEncoding(file, c.req.header('accept-encoding'));
    if (file.varies) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    const variant = encoding ? file.encoded[encoding]! : file.identity;
    const log = (status: number) => {
      if (!deps.logger.isLevelEnabled('info')) return;
      const ms = Math.round(performance.now() - started);
      deps.logger.info({ reqId: requestId, method: c.req.method, path: c.req.path, status, ms, file: true }, 'request');
    };
    if (c.req.header('if-none-match') === file.etag) {
      log(304);
      return new Response(null, { status: 304, headers });
    }
    if (c.req.method === 'HEAD') {
      log(200);
      return new Response(null, { status: 200, headers: { ...headers, 'Content-Length': String(variant.size) } });
    }
    variant.bytes ??= readFile(variant.path).then((buffer) => new Uint8Array(buffer));
    return variant.bytes.then(
      (bytes) => {
        log(200);
        return new Response(bytes, { status: 200, headers: { ...headers, 'Content-Length': String(bytes.length) } });
      },
      (error: unknown) => {
        // Gone since the index was made (a redeploy over a running server): read again next time, answer as before.
        variant.bytes = undefined;
        throw error;
      },
    );
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = files.get(c.req.path);
    if (!file || c.req.header('range')) return next();
    const started = performance.now();
    const security = securityHeaders();
    try {
      return await send(c, file, security instanceof Promise ? await security : security, started);
    } catch {
      return next();
    }
  };
}

function chooseEncoding(file: BuildFile, acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(acceptEncoding.split(',').map((part) => part.split(';')[0]!.trim()));
  for (const [encoding] of ENCODINGS) if (file.encoded[encoding] && accepted.has(encoding)) return encoding;
  return null;
}

/** Every file under the build folder by its URL path, except the SPA shell (index.html, rendered by the pages). */
function indexBuild(clientDir: string): Map<string, BuildFile> {
  const files = new Map<string, BuildFile>();
  let names: string[];
  try {
    names = readdirSync(clientDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return files; // no build (tests with their own client folder, a dev server): everything goes down the chain
  }
  const present = new Set(names);
  for (const name of names) {
    if (ENCODINGS.some(([, suffix]) => name.endsWith(suffix)) || name.endsWith('.html')) continue;
    const path = join(clientDir, name);
    const stats = statSync(path);
    if (!stats.isFile()) continue;
    const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`;
    const encoded: BuildFile['encoded'] = {};
    for (const [encoding, suffix] of ENCODINGS) {
      if (present.has(name + suffix)) encoded[encoding] = { path: path + suffix, size: statSync(path + suffix).size };
    }
    files.set(urlPath, {
      type: getMimeType(urlPath) ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : ONE_DAY,
      lastModified: stats.mtime.toUTCString(),
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      identity: { path, size: stats.size },
      encoded,
      varies: Object.keys(encoded).length > 0,
    });
  }
  return files;
}
