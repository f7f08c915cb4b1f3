import { INTL_LOCALE, isLocale } from '../../../shared/locales';

/**
 * A stored day (YYYY-MM-DD) in the page's language, e.g. "12 April 2023" (en-GB for English). Read as UTC on both
 * sides, so the server's HTML and the browser's hydration print the same day whatever their time zones.
 */
export function formatDay(day: string, language: string): string {
  const locale = isLocale(language) ? INTL_LOCALE[language] : 'en-GB';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
