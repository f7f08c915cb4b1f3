import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from '../lib/i18n-react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales';
import { rememberPlainTranslations } from '../lib/translation-cache';

/** Every namespace of every language, bundled into the server renderer (no file reads per request). */
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  (resources[language] ??= {})[namespace] = content;
}

const instances = new Map<Locale, i18n>();

/** One ready i18next instance per language, made once: renders only read from it. */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (instance) return instance;
  instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  rememberPlainTranslations(instance);
  instances.set(locale, instance);
  return instance;
}
