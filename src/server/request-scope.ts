import type { Locale } from '../shared/locales';

/** What a service needs of the HTTP request it serves, whichever adapter (tRPC or REST) received it. */
export interface RequestScope {
  headers: Headers;
  ip: string;
  locale: Locale;
  /** Adds Set-Cookie lines to the response (session cookies written by better-auth). */
  setCookies(lines: string[]): void;
}
