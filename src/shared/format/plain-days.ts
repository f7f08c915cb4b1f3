import type { Locale } from '../locales';

/**
 * Calendar days and weekday names in the site's six languages, written without `Intl` for the reason
 * plain-numbers.ts gives (ICU's first constructor is a long task while a public page hydrates). Checked against `Intl`
 * in tests/unit/format.test.ts.
 */
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

/** How each language writes a day in figures (CLDR's yMd with two-digit day and month). */
const NUMERIC: Record<Locale, { separator: string }> = {
  de: { separator: '.' },
  en: { separator: '/' },
  es: { separator: '/' },
  fr: { separator: '/' },
  nl: { separator: '-' },
  pt: { separator: '/' },
};

export interface CalendarDay {
  year: number;
  /** 1 ... 12 */
  month: number;
  day: number;
}

/** "28/11/2026", "28.11.2026", "28-11-2026": day first in all six languages. */
export function numericDay({ year, month, day }: CalendarDay, locale: Locale): string {
  const { separator } = NUMERIC[locale];
  return [String(day).padStart(2, '0'), String(month).padStart(2, '0'), String(year)].join(separator);
}

/** "28 November 2026", "28. November 2026", "28 de noviembre de 2026". */
export function longDay({ year, month, day }: CalendarDay, locale: Locale): string {
  const name = MONTHS[locale][month - 1] ?? '';
  switch (locale) {
    case 'de':
      return `${day}. ${name} ${year}`;
    case 'es':
    case 'pt':
      return `${day} de ${name} de ${year}`;
    default:
      return `${day} ${name} ${year}`;
  }
}

/** The weekday's name, 1 = Monday ... 7 = Sunday. */
export function plainWeekday(day: number, locale: Locale): string {
  return WEEKDAYS[locale][(((day - 1) % 7) + 7) % 7] ?? '';
}
