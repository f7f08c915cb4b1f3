import { serialize } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { createCsrf, sessionCookieNames, XSRF_COOKIE } from '../../src/server/auth/csrf';

/**
 * The XSRF cookie line is put together from attributes serialised once (src/server/auth/csrf.ts): it must be the
 * line Hono's serialize writes, on http and on https (Secure), and the fast lane must give one only to a visitor
 * without a valid token (DECISIONS.md: XSRF-TOKEN, 7 days, path /, SameSite=Lax, readable by the page).
 */
const SECRET = 'unit-secret-unit-secret-unit-secret-0123';

describe('the XSRF cookie line', () => {
  it.each([false, true])('is the line Hono serialises (secure: %s)', (secure) => {
    const csrf = createCsrf(SECRET, secure);
    const token = csrf.issue('');
    expect(csrf.cookieLine(token)).toBe(
      serialize(XSRF_COOKIE, token, { path: '/', sameSite: 'Lax', secure, httpOnly: false, maxAge: 60 * 60 * 24 * 7 }),
    );
    expect(csrf.cookieLine(token)).toMatch(secure ? /; Secure/ : /^XSRF-TOKEN=[^;]+; Max-Age=604800; Path=\/; SameSite=Lax$/);
  });

  it('is given to a visitor without a valid token only, bound to the session cookie', () => {
    const csrf = createCsrf(SECRET, false);
    const fresh = csrf.cookieForSafeRequest({});
    expect(fresh).toMatch(/^XSRF-TOKEN=v/);
    const token = fresh!.split(';')[0]!.slice(XSRF_COOKIE.length + 1);
    expect(csrf.cookieForSafeRequest({ [XSRF_COOKIE]: token })).toBeNull();
    expect(csrf.cookieForSafeRequest({ [XSRF_COOKIE]: 'forged.token' })).toMatch(/^XSRF-TOKEN=/);
    // A token made without a session is not valid once the visitor has one: the new token is bound to it (s...).
    expect(csrf.cookieForSafeRequest({ [XSRF_COOKIE]: token, [sessionCookieNames(false)[0]!]: 'abc' })).toMatch(/^XSRF-TOKEN=s/);
  });
});
