import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from '../../shared/locales';
import { loadActor, type Actor } from '../auth/actor';
import { clientIp } from '../auth/client-ip';
import type { AppDeps } from '../deps';
import type { AppEnv } from './app-env';

/**
 * Per-request context: the locale (?lang= switches it and stores the `locale` cookie, SPEC.md sections 4 and 9), the
 * client address, a lazily loaded actor, and a scope that lets services add Set-Cookie lines.
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const secure = deps.env.APP_URL.startsWith('https://');
  return async (c, next) => {
    const lang = c.req.query('lang');
    let locale: Locale = DEFAULT_LOCALE;
    if (isLocale(lang)) {
      locale = lang;
      setCookie(c, LOCALE_COOKIE, lang, { path: '/', sameSite: 'Lax', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, secure });
    } else {
      const stored = getCookie(c, LOCALE_COOKIE);
      if (isLocale(stored)) locale = stored;
    }
    const pending: string[] = [];
    let actorPromise: Promise<Actor | null> | null = null;
    c.set('locale', locale);
    c.set('deps', deps);
    c.set('scope', {
      headers: c.req.raw.headers,
      ip: clientIp(c, deps.env.TRUSTED_PROXIES),
      setCookies: (lines) => pending.push(...lines),
    });
    c.set('actor', () => {
      actorPromise ??= loadActor(deps.auth, c.req.raw.headers).then(({ actor, setCookies }) => {
        pending.push(...setCookies);
        return actor;
      });
      return actorPromise;
    });
    await next();
    for (const line of pending) c.res.headers.append('Set-Cookie', line);
  };
}
