import type { Locale } from './locales';

/**
 * Numbers, days and weekday names in the site's six languages, written without `Intl`.
 *
 * Why not `Intl`: the first `Intl.NumberFormat` or `Intl.DateTimeFormat` a browser tab builds loads the ICU data for
 * it, 17-28 ms on a desktop and four times that on the phone Lighthouse emulates; public pages format a file size, a
 * count or a day while they hydrate, so that one constructor was the longest task of a product page. The rules below
 * are CLDR's for de-DE, en-GB, es-ES, fr-FR, nl-NL and pt-PT (what `Intl` prints in Node and Chromium), checked against
 * `Intl` value by value in `plain-format.test.ts`. They also make the server's HTML and the browser's render identical
 * whatever ICU version each side has.
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
export function formatPlainNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const rules = NUMBER_RULES[locale];
  const rounded = roundDecimal(value, maximumFractionDigits);
  // Numbers this site prints are far from 1e21, where toFixed would switch to exponent notation.
  const [whole = '0', fraction = ''] = Math.abs(rounded).toFixed(maximumFractionDigits).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const grouped =
    whole.length >= 4 + rules.minimumGroupingDigits - 1 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, rules.group) : whole;
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${grouped}${trimmed ? rules.decimal + trimmed : ''}`;
}

const MONTHS: Record<Locale, readonly string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
};

/** Monday first, as the site's opening hours count (1 = Monday ... 7 = Sunday). */
const WEEKDAYS: Record<Locale, readonly string[]> = {
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  pt: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
};

/**
 * A calendar day (YYYY-MM-DD) written out in full: "12 April 2023", "12. April 2023", "12 de abril de 2023". Returns
 * the text as given when it is not such a day.
 */
export function formatPlainDay(day: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const month = match ? MONTHS[locale][Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  const [, year, , date] = match;
  const dayOfMonth = String(Number(date));
  switch (locale) {
    case 'de':
      return `${dayOfMonth}. ${month} ${year}`;
    case 'es':
    case 'pt':
      return `${dayOfMonth} de ${month} de ${year}`;
    default:
      return `${dayOfMonth} ${month} ${year}`;
  }
}

/** The weekday's name, 1 = Monday ... 7 = Sunday. */
export function weekdayName(day: number, locale: Locale): string {
  return WEEKDAYS[locale][(((day - 1) % 7) + 7) % 7] ?? '';
}
