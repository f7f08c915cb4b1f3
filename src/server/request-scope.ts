/** What a handler needs of the HTTP request it serves, whichever adapter (tRPC or REST) received it. */
export interface RequestScope {
  headers: Headers;
  ip: string;
  /** Adds Set-Cookie lines to the response (session cookies written by better-auth). */
  setCookies(lines: string[]): void;
}
