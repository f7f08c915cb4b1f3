import { localeOf } from '../../../shared/locales';
import { formatPlainDay } from '../../../shared/plain-dates';

/**
 * A stored day (YYYY-MM-DD) in the page's language, e.g. "12 April 2023" (en-GB for English). Read as UTC on both
 * sides, so the server's HTML and the browser's hydration print the same day whatever their time zones.
 */
export function formatDay(day: string, language: string): string {
  return formatPlainDay(day, localeOf(language));
}
