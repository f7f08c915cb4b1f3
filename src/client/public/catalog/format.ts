import { localeOf } from '../../../shared/locales';
import { formatPlainNumber } from '../../../shared/plain-format';

/** "1.2 MB" in the visitor's number format (without Intl on the page's first render: see shared/plain-format.ts). */
export function formatFileSize(bytes: number, language: string): string {
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${formatPlainNumber(value, localeOf(language), unit === 0 ? 0 : 1)} ${units[unit]}`;
}
