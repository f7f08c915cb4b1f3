import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { currentThirdPartyScriptOrigins, thirdPartyScriptOrigins } from '../features/settings/site-settings';
import type { AppEnv } from './app-env';

/** The headers Hono's secureHeaders sent by default, precomputed once instead of assembled per response. */
const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

const CONTENT_SECURITY_POLICY: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** The directives that also allow the origins of the configured third-party scripts (site settings). */
const THIRD_PARTY_DIRECTIVES = new Set(['script-src', 'connect-src']);

export function contentSecurityPolicy(thirdPartyOrigins: readonly string[]): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, values]) => [directive, ...values, ...(THIRD_PARTY_DIRECTIVES.has(directive) ? thirdPartyOrigins : [])].join(' '))
    .join('; ');
}

/**
 * Security headers on every response, set in place on the finished response (no rebuild). The CSP adds exactly the
 * origins of the configured consent-gated scripts to script-src and connect-src, none by default, read from the cached
 * settings (a settings write bumps the cache area); its text is rebuilt only when the origins change. If the settings
 * cannot be read, no third party is allowed (docs/decisions/0007).
 */
export function securityHeaders(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const current = securityHeaderSet(deps);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(await current())) headers.set(name, value);
  };
}

/**
 * The security headers with the current CSP, as one frozen record, rebuilt only when the configured third-party
 * origins change: the middleware sets them on each answer, http/cached-reads.ts builds its answers with them.
 */
export function securityHeaderSet(deps: AppDeps): () => SecurityHeaders | Promise<SecurityHeaders> {
  const none: readonly string[] = Object.freeze([]);
  const recordFor = (origins: readonly string[]) =>
    Object.freeze({ ...Object.fromEntries(SECURITY_HEADERS), 'Content-Security-Policy': contentSecurityPolicy(origins) });
  let last = { origins: none, record: recordFor(none) };
  const recordWith = (origins: readonly string[]) => {
    if (origins !== last.origins) last = { origins, record: recordFor(origins) };
    return last.record;
  };
  const read = async () => {
    try {
      return recordWith(await thirdPartyScriptOrigins(deps));
    } catch (error) {
      deps.logger.warn({ err: error }, 'site settings unavailable: CSP without third-party origins');
      return recordWith(none);
    }
  };
  // Without an await when the cached settings are known to be current (the hot path of cached answers).
  return () => {
    const known = currentThirdPartyScriptOrigins(deps);
    return known ? recordWith(known) : read();
  };
}

export type SecurityHeaders = Readonly<Record<string, string>>;

/** A request id on every answer, and one structured log line per request when the level is enabled. */
export function requestLog(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('logger', deps.logger);
    await next();
    if (!deps.logger.isLevelEnabled('info')) return;
    const ms = Math.round(performance.now() - started);
    deps.logger.info({ reqId: c.var.requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
}
