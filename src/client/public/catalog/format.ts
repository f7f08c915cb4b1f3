import { INTL_LOCALE, isLocale } from '../../../shared/locales';

/** "1.2 MB" in the visitor's number format. */
export function formatFileSize(bytes: number, language: string): string {
  const locale = isLocale(language) ? INTL_LOCALE[language] : 'en-GB';
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
