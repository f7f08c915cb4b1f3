import { INTL_LOCALE, type Locale } from '../../../shared/locales';

/**
 * Dates of events, posts and offers in the page's language (en-GB for English, SPEC.md section 9). Stored dates are
 * whole days at UTC midnight, so they are formatted in UTC: the day never shifts with the server's time zone.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

const formats = new Map<Locale, Intl.DateTimeFormat>();

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
}

const dayOf = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/** "12 June 2025", "12. Juni 2025" ... */
export function dayText(date: Date, locale: Locale): string {
  return dayFormat(locale).format(date);
}

/** "10–12 June 2025", "30 May – 2 June 2025", or one day when there is no later end. */
export function dayRangeText(start: Date, end: Date | null, locale: Locale): string {
  if (!end || dayOf(end) <= dayOf(start)) return dayText(start, locale);
  return dayFormat(locale).formatRange(start, end);
}
