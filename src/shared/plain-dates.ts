import type { Locale } from './locales';

/**
 * Days and weekday names in the site's six languages, written without `Intl`, for the reason plain-format.ts gives
 * (ICU's first `Intl.DateTimeFormat` in a tab is a long task while a public page hydrates). Checked against `Intl` in
 * plain-format.test.ts. Apart from the numbers so that only the pages that print a day load the month names.
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
