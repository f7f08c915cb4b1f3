import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALES, type Locale } from '../shared/locales';
import { readCookie, writeCookie } from './lib/cookies';
import enCommon from '../../locales/en/common.json';
import enConsent from '../../locales/en/consent.json';
import enNav from '../../locales/en/nav.json';
import enWidgets from '../../locales/en/widgets.json';

/** locales/<lang>/<namespace>.json, each its own small chunk, loaded when first needed. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

const FRAME_NAMESPACES = ['common', 'nav', 'widgets', 'consent'] as const;
const BUNDLED_EN = { common: enCommon, nav: enNav, widgets: enWidgets, consent: enConsent };

/** SPEC.md sections 4 and 9: ?lang= with a supported value wins, then the `locale` cookie, then en. */
export function initialLocale(): Locale {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = readCookie(LOCALE_COOKIE);
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

export function applyLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
  document.documentElement.lang = locale;
  if (i18next.language !== locale) void i18next.changeLanguage(locale);
}

/** `serverLocale`: the language the server rendered the page in (it read the same ?lang= and cookie). */
export async function initI18n(serverLocale?: Locale): Promise<typeof i18next> {
  const locale = serverLocale ?? initialLocale();
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      // Every namespace the public frame and home page show. English, the fallback every visitor loads anyway, ships
      // inside the entry; another language's files are fetched in parallel at start (no waterfall later).
      ns: [...FRAME_NAMESPACES],
      resources: { en: BUNDLED_EN },
      partialBundledLanguages: true,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  applyLocale(locale);
  return i18next;
}
