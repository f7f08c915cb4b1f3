import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from './lib/i18n-react';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALES, type Locale } from '../shared/locales';
import { readCookie, writeCookie } from './lib/cookies';

/** Each namespace loaded when first needed (locale-files.ts). */
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    import('./locale-files')
      .then(({ LOCALE_FILES }) => {
        const load = LOCALE_FILES[`../../locales/${language}/${namespace}.json`];
        return load ? load().then((module) => module.default) : {};
      })
      .then(
        (bundle) => callback(null, bundle),
        (error: Error) => callback(error, false),
      );
  },
};

/** The translation namespaces the default layout uses on every page (header, footer, banner, consent). */
export const FRAME_NAMESPACES = ['common', 'nav', 'widgets', 'consent'] as const;

/** Translations by language and namespace, as the server sends them with a page it rendered. */
export type I18nResources = Record<string, Record<string, Record<string, unknown>>>;

/** SPEC.md sections 4 and 9: ?lang= with a supported value wins, then the `locale` cookie, then en. */
export function initialLocale(): Locale {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = readCookie(LOCALE_COOKIE);
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

export function applyLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
  // Only when it changes: setting `lang`, even to the same value, makes the browser restyle the whole page (`:lang()`
  // rules), which on a server-rendered page it has just styled.
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  if (i18next.language !== locale) void i18next.changeLanguage(locale);
}

/**
 * The visitor chose a language: apply it, and make the address agree (a `?lang=` left behind would bring the old
 * language back on reload or Back). The entry is replaced, not added: a language is no page to go Back to.
 */
export function switchLocale(locale: Locale): void {
  applyLocale(locale);
  // Only an address with a query can name a language; the rewriting is fetched then, not with every first load.
  if (location.search === '') return;
  const before = `${location.pathname}${location.search}${location.hash}`;
  void import('./lib/language-url').then(({ urlAfterLanguageSwitch }) => {
    // The visitor may have moved on while it loaded: only the address the switch was made on is rewritten.
    if (`${location.pathname}${location.search}${location.hash}` !== before) return;
    const next = urlAfterLanguageSwitch(location, locale);
    if (next !== before) history.replaceState(history.state, '', next);
  });
}

/**
 * `server`: the language a server-rendered page is in (the server read the same ?lang= and cookie) and the
 * translations it rendered with, so the first render needs no request. Otherwise (a client-rendered area) the frame's
 * namespaces load at start, in parallel.
 */
export async function initI18n(server?: { locale: Locale; resources: I18nResources }): Promise<typeof i18next> {
  const locale = server?.locale ?? initialLocale();
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      // Every namespace the public frame shows: from the server's page, or fetched in parallel at start.
      ns: server ? Object.keys(server.resources[locale] ?? {}) : [...FRAME_NAMESPACES],
      ...(server ? { resources: server.resources } : {}),
      partialBundledLanguages: true,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  applyLocale(locale);
  return i18next;
}
