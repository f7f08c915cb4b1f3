/** Supported languages (SPEC.md section 9). Lower case in URLs and cookies, upper case in field names. */
export const LOCALES = ['de', 'en', 'es', 'fr', 'nl', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_CODES = ['DE', 'EN', 'ES', 'FR', 'NL', 'PT'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** Cookie of SPEC.md sections 4 and 9: path /, SameSite Lax, 1 day. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export const LOCALE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  nl: 'Nederlands',
  pt: 'Português',
};

/** en uses en-GB for dates and numbers (SPEC.md section 9). */
export const INTL_LOCALE: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  nl: 'nl-NL',
  pt: 'pt-PT',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A language (i18next's, a user's stored one) as one of the site's locales: the default for anything else or none. */
export function localeOf(language: unknown): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export function toLocaleCode(locale: Locale): LocaleCode {
  return locale.toUpperCase() as LocaleCode;
}

/** A record with one field per language: `name_DE` ... `name_PT`. */
export type Localized<Base extends string> = { [C in LocaleCode as `${Base}_${C}`]: string };

/** Reads `{base}_{LOCALE}` from a record, falling back to EN when empty or missing. */
export function localizedField(record: Record<string, unknown>, base: string, locale: Locale): string {
  const own = record[`${base}_${toLocaleCode(locale)}`];
  if (typeof own === 'string' && own.trim() !== '') return own;
  const fallback = record[`${base}_EN`];
  return typeof fallback === 'string' ? fallback : '';
}
