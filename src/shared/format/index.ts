import { INTL_LOCALE, type Locale } from '../locales';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-cache';
import { longDay, numericDay, plainWeekday, type CalendarDay } from './plain-days';
import { plainNumber } from './plain-numbers';

/**
 * THE way this site writes dates, times, numbers and money for people (docs/decisions/0037): en-GB for English, the
 * visitor's (or a mail's recipient's) locale otherwise. Machine formats (ISO days in CSV, decimals in files) are not
 * formatted here.
 *
 * Plain numbers and file sizes are in plain-numbers.ts (formatNumber, formatFileSize), apart so that a page that only
 * counts or sizes things does not bring the dates' tables with them (vite.config.ts PAGE_PARTS).
 *
 * Days and plain numbers are written without Intl (plain-days.ts, plain-numbers.ts), so public pages hydrate without
 * paying for ICU and print on the server what the browser prints; times, money, percentages and relative times use
 * kept Intl formatters.
 *
 * A value is either a calendar day ("2026-11-28", never moved by a time zone) or an instant (a Date, epoch
 * milliseconds or an ISO date-time), shown in `timeZone`: the reader's own zone by default in the browser; the server
 * passes 'UTC' and says so.
 */
export type DateValue = string | number | Date;

export interface ZoneOptions {
  /** An IANA zone; the runtime's own zone when absent. */
  timeZone?: string | undefined;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day a value stands for, or null when it is no date. */
function calendarDay(value: DateValue, timeZone: string | undefined): CalendarDay | null {
  if (typeof value === 'string') {
    const match = CALENDAR_DAY.exec(value);
    if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  }
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  if (timeZone === undefined) return { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() };
  if (timeZone === 'UTC') return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
  const parts = dateTimeFormat('en-GB', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** "28/11/2026" (en-GB), "28.11.2026" (de), "28-11-2026" (nl): tables, forms, cards. Text that is no date comes back as given. */
export function formatDate(value: DateValue, locale: Locale, options: ZoneOptions = {}): string {
  const day = calendarDay(value, options.timeZone);
  return day ? numericDay(day, locale) : String(value);
}

/** "28 November 2026", "28. November 2026": prose, articles, documents. */
export function formatLongDate(value: DateValue, locale: Locale, options: ZoneOptions = {}): string {
  const day = calendarDay(value, options.timeZone);
  return day ? longDay(day, locale) : String(value);
}

/**
 * Two days as one span in prose: "10–12 June 2025", "30 May – 2 June 2025"; one day when `end` is absent or not later.
 * Instants are read in `timeZone` (the server passes 'UTC', where stored days sit at midnight).
 */
export function formatLongDateRange(start: DateValue, end: DateValue | null, locale: Locale, options: ZoneOptions = {}): string {
  const first = calendarDay(start, options.timeZone);
  const last = end === null ? null : calendarDay(end, options.timeZone);
  if (!first) return String(start);
  const dayNumber = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day);
  if (!last || dayNumber(last) <= dayNumber(first)) return longDay(first, locale);
  return dateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(
    new Date(dayNumber(first)),
    new Date(dayNumber(last)),
  );
}

export interface DateTimeOptions extends ZoneOptions {
  /** The month written out ("28 November 2026 at 14:05"), for mails and prose. */
  long?: boolean;
  /** Names the zone ("14:05 UTC"): a mail's reader may live anywhere. */
  showZone?: boolean;
  seconds?: boolean;
}

/** "28/11/2026, 14:05" (en-GB), "28.11.2026, 14:05" (de); 24-hour clock in all six languages. */
export function formatDateTime(value: DateValue, locale: Locale, options: DateTimeOptions = {}): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return String(value);
  const format = dateTimeFormat(INTL_LOCALE[locale], {
    ...(options.long ? { day: 'numeric', month: 'long' } : { day: '2-digit', month: '2-digit' }),
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    ...(options.showZone ? { timeZoneName: 'short' } : {}),
  });
  return format.format(at);
}

export interface MoneyOptions {
  /** Leaves out ",00" when the amount is whole ("€12,500"), for figures read at a glance. */
  dropZeroCents?: boolean;
}

/** Minor units (pence, cents) in their currency: "£1,250.50" (en-GB), "1.250,50 €" (de). */
export function formatMoney(minor: number, currency: string, locale: Locale, options: MoneyOptions = {}): string {
  const whole = options.dropZeroCents === true && minor % 100 === 0;
  try {
    return numberFormat(INTL_LOCALE[locale], { style: 'currency', currency, ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}) }).format(minor / 100);
  } catch {
    // A currency code the runtime does not know (an admin's typo) still shows its amount.
    return `${plainNumber(minor / 100, locale, 2)} ${currency}`;
  }
}

/** A share out of 100: "91%" (en-GB), "91 %" (de, fr). */
export function formatPercent(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return numberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits }).format(value / 100);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Time still to go, roughly: "in 2 days", "in 5 hours", "in 40 minutes" (at least one minute). */
export function formatTimeLeft(ms: number, locale: Locale): string {
  const relative = relativeTimeFormat(INTL_LOCALE[locale], { numeric: 'always' });
  if (ms >= 2 * DAY_MS) return relative.format(Math.floor(ms / DAY_MS), 'day');
  if (ms >= HOUR_MS) return relative.format(Math.floor(ms / HOUR_MS), 'hour');
  return relative.format(Math.max(1, Math.floor(ms / MINUTE_MS)), 'minute');
}

/** The weekday's name, 1 = Monday ... 7 = Sunday. */
export function formatWeekday(day: number, locale: Locale): string {
  return plainWeekday(day, locale);
}
