import { isIsoDay } from '../format/iso-days';

/**
 * A 'dateRange' filter's value, as the list query and the address carry it: `from..to`, each side a day written
 * YYYY-MM-DD or left empty ("2024-01-01..", "..2024-12-31"); nothing chosen is no filter at all.
 */
export interface DateRange {
  from?: string;
  to?: string;
}

const SEPARATOR = '..';

/** The days of a range value, or null when it is not one (a bad day, no separator, from after to). */
export function parseDateRange(value: string): DateRange | null {
  const at = value.indexOf(SEPARATOR);
  if (at < 0) return null;
  const from = value.slice(0, at);
  const to = value.slice(at + SEPARATOR.length);
  if ((from && !isIsoDay(from)) || (to && !isIsoDay(to)) || (from && to && from > to)) return null;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The value of a range ('' when neither side is chosen, which clears the filter). */
export function dateRangeValue(range: DateRange): string {
  return range.from || range.to ? `${range.from ?? ''}${SEPARATOR}${range.to ?? ''}` : '';
}

/** Whether a text is a range value the server accepts (the address drops any other). */
export const isDateRange = (value: string): boolean => parseDateRange(value) !== null;
