/**
 * The first letter of an XSRF-TOKEN's nonce (server/auth/csrf.ts): `s` when the token was issued with a session
 * cookie, `v` for a visitor without one. A new token is issued whenever the session cookie is set or cleared, and a
 * token is only valid with the session cookie it was issued with, so a page's token tells its scripts whether there
 * is a session to load: a visitor's public page then makes no request at all (issue 8; docs/decisions/0022).
 */
export const SESSION_TOKEN_MARK = 's';
export const VISITOR_TOKEN_MARK = 'v';

/**
 * Whether the browser may hold a session, from the XSRF-TOKEN cookie's value. Only a visitor's token says no: without
 * a token (cookies blocked, a page from an old cache) the session is asked for, as before.
 */
export function mayHaveSession(xsrfToken: string | null | undefined): boolean {
  return !xsrfToken?.startsWith(VISITOR_TOKEN_MARK);
}
