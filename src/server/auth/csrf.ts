import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { MESSAGES } from '../errors';
import { SESSION_TOKEN_MARK, VISITOR_TOKEN_MARK } from '../../shared/auth/session-hint';
import { SESSION_COOKIE_PREFIX } from './auth';

/** DECISIONS.md "HTTP contract": cookie XSRF-TOKEN, header X-XSRF-TOKEN, 419 on unsafe methods without it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_MAX_AGE = 60 * 60 * 24 * 7;

export function sessionCookieNames(secure: boolean): string[] {
  const name = `${SESSION_COOKIE_PREFIX}.session_token`;
  return secure ? [`__Secure-${name}`] : [name];
}

/**
 * A token is `nonce.hmac(nonce|session cookie)`: it is bound to the session without server state, and any change of
 * session (sign-in, two-factor completion, sign-out) invalidates it, so the token rotates at sign-in. Its nonce starts
 * with `s` when the request had a session cookie and `v` when not: the one hint the browser can read (the session
 * cookie is HttpOnly) that there is no session to ask about (docs/decisions/0022).
 */
export function createCsrf(secret: string, secure: boolean) {
  const [sessionCookie] = sessionCookieNames(secure) as [string];
  const sign = (nonce: string, binding: string) =>
    createHmac('sha256', secret).update(`${nonce}|${binding}`).digest('base64url');

  const issue = (binding: string) => {
    // 122 random bits from Node's pooled generator: a fresh token for every cookie-less visitor costs no system call.
    // The first letter tells the browser whether the token goes with a session cookie (shared/auth/session-hint.ts).
    const nonce = `${binding ? SESSION_TOKEN_MARK : VISITOR_TOKEN_MARK}${randomUUID()}`;
    return `${nonce}.${sign(nonce, binding)}`;
  };

  const isValid = (token: string | undefined, binding: string): boolean => {
    if (!token) return false;
    const [nonce, mac] = token.split('.');
    if (!nonce || !mac) return false;
    const expected = Buffer.from(sign(nonce, binding));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  const bindingOf = (c: Context) => getCookie(c, sessionCookie) ?? '';

  /** The session cookie this response sets, '' when it clears it, undefined when it leaves it alone. */
  const sessionSetBy = (res: Response): string | undefined => {
    for (const line of res.headers.getSetCookie()) {
      if (!line.startsWith(`${sessionCookie}=`)) continue;
      const value = decodeURIComponent(line.slice(sessionCookie.length + 1).split(';')[0] ?? '');
      return /max-age=0\b/i.test(line) || value === '' ? '' : value;
    }
    return undefined;
  };

  // Appended to the finished response: c.header()/setCookie() after next() would make Hono rebuild the whole
  // response object, a measurable cost on every cached public read (docs/benchmarks.md). The attributes are
  // serialised once: a token is made of characters a cookie value takes as they are (uuid, '.', base64url).
  const cookieAttributes = serialize(XSRF_COOKIE, '', { path: '/', sameSite: 'Lax', secure, httpOnly: false, maxAge: TOKEN_MAX_AGE }).slice(
    XSRF_COOKIE.length + 1,
  );
  const cookieLine = (token: string) => `${XSRF_COOKIE}=${token}${cookieAttributes}`;
  const write = (c: Context, token: string) => c.res.headers.append('Set-Cookie', cookieLine(token));

  /**
   * For a safe request answered outside the middleware (http/cached-reads.ts), given its cookies (hono/utils/cookie's
   * `parse`, as `getCookie` reads them): the Set-Cookie line of a new token when the request has no valid one, as the
   * middleware would add, or null.
   */
  const cookieForSafeRequest = (cookies: Readonly<Record<string, string>>): string | null => {
    const binding = cookies[sessionCookie] ?? '';
    return isValid(cookies[XSRF_COOKIE], binding) ? null : cookieLine(issue(binding));
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const binding = bindingOf(c);
    const cookieToken = getCookie(c, XSRF_COOKIE);
    const tokenValid = isValid(cookieToken, binding);
    if (!SAFE_METHODS.has(c.req.method)) {
      const headerToken = c.req.header(XSRF_HEADER);
      if (!tokenValid || !headerToken || headerToken !== cookieToken) {
        // 419 is Laravel's "page expired", which DECISIONS.md keeps; Hono's status union does not list it.
        return c.json({ message: MESSAGES.csrf }, 419 as ContentfulStatusCode);
      }
    }
    await next();
    const newSession = sessionSetBy(c.res);
    if (newSession !== undefined) write(c, issue(newSession));
    else if (!tokenValid && SAFE_METHODS.has(c.req.method)) write(c, issue(binding));
  };

  return { middleware, issue, isValid, cookieForSafeRequest, cookieLine };
}
