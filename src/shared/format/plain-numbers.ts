import type { Locale } from '../locales';

/**
 * Plain numbers in the site's six languages, written without `Intl` (the format module's numbers go through here).
 *
 * Why not `Intl`: the first `Intl.NumberFormat` or `Intl.DateTimeFormat` a browser tab builds loads the ICU data for
 * it, 17-28 ms on a desktop and four times that on the phone Lighthouse emulates; public pages format a file size, a
 * count or a day while they hydrate, so that one constructor was the longest task of a product page. The rules below
 * are CLDR's for de-DE, en-GB, es-ES, fr-FR, nl-NL and pt-PT (what `Intl` prints in Node and Chromium), checked against
 * `Intl` value by value in `tests/unit/format.test.ts`. They also make the server's HTML and the browser's render
 * identical whatever ICU version each side has.
 */
interface NumberRules {
  decimal: string;
  group: string;
  /** CLDR's minimumGroupingDigits: 2 in es and pt, where 1234 stays "1234" and 12345 becomes "12 345". */
  minimumGroupingDigits: number;
}

const NUMBER_RULES: Record<Locale, NumberRules> = {
  de: { decimal: ',', group: '.', minimumGroupingDigits: 1 },
  en: { decimal: '.', group: ',', minimumGroupingDigits: 1 },
  es: { decimal: ',', group: '.', minimumGroupingDigits: 2 },
  fr: { decimal: ',', group: '\u202f', minimumGroupingDigits: 1 },
  nl: { decimal: ',', group: '.', minimumGroupingDigits: 1 },
  pt: { decimal: ',', group: '\u00a0', minimumGroupingDigits: 2 },
};

/**
 * Rounds half away from zero on the number's shortest decimal form, as `Intl` does (1.15 -> 1.2, where the binary
 * value 1.149999... would give `toFixed` 1.1).
 */
function roundDecimal(value: number, digits: number): number {
  const magnitude = Math.abs(value);
  const rounded = Number(`${Math.round(Number(`${magnitude}e${digits}`))}e-${digits}`);
  return value < 0 ? -rounded : rounded;
}

/** "12,345.6" (en), "12.345,6" (de), "1234,5" (es): at most `maximumFractionDigits` decimals, no trailing zeros. */
export function plainNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const rules = NUMBER_RULES[locale];
  const rounded = roundDecimal(value, maximumFractionDigits);
  // Numbers this site prints are far from 1e21, where toFixed would switch to exponent notation.
  const [whole = '0', fraction = ''] = Math.abs(rounded).toFixed(maximumFractionDigits).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const grouped =
    whole.length >= 3 + rules.minimumGroupingDigits ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, rules.group) : whole;
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${grouped}${trimmed ? rules.decimal + trimmed : ''}`;
}

/** "12,345.6" (en), "12.345,6" (de), "12 345,6" (fr). */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return plainNumber(value, locale, maximumFractionDigits);
}

/** "1.2 MB" (decimal units, as operating systems show file sizes). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${plainNumber(value, locale, unit === 0 ? 0 : 1)} ${units[unit]}`;
}
