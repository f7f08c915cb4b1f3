import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatLongDateRange, formatMoney, formatPercent, formatTimeLeft, formatWeekday } from '../../src/shared/format';
import { formatFileSize, formatNumber } from '../../src/shared/format/plain-numbers';
import { INTL_LOCALE, LOCALES } from '../../src/shared/locales';

describe('the format module: dates', () => {
  it('writes a day in figures, en-GB for English and the visitor’s locale otherwise', () => {
    expect(formatDate('2026-11-28', 'en')).toBe('28/11/2026');
    expect(formatDate('2026-11-28', 'de')).toBe('28.11.2026');
    expect(formatDate('2026-11-28', 'fr')).toBe('28/11/2026');
    expect(formatDate('2026-11-28', 'nl')).toBe('28-11-2026');
    expect(formatDate('2026-03-01', 'es')).toBe('01/03/2026');
    expect(formatDate('2026-03-01', 'pt')).toBe('01/03/2026');
  });

  it('never writes a US-style day in English', () => {
    expect(formatDate(new Date(Date.UTC(2026, 10, 28, 12)), 'en', { timeZone: 'UTC' })).toBe('28/11/2026');
    expect(formatDate('2026-11-28T23:30:00.000Z', 'en', { timeZone: 'UTC' })).toBe('28/11/2026');
    expect(formatDate('2026-11-28T23:30:00.000Z', 'en', { timeZone: 'Europe/Berlin' })).toBe('29/11/2026');
  });

  it('prints, for a day in figures, what Intl prints in each of the six locales', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
      for (const month of [0, 5, 11]) {
        for (const date of [1, 9, 28]) {
          const day = new Date(Date.UTC(2026, month, date));
          expect(formatDate(day.toISOString().slice(0, 10), locale)).toBe(intl.format(day));
        }
      }
    }
  });

  it('writes the month out in prose and documents, as Intl does', () => {
    expect(formatLongDate('2026-11-28', 'en')).toBe('28 November 2026');
    expect(formatLongDate('2026-11-28', 'de')).toBe('28. November 2026');
    for (const locale of LOCALES) {
      const long = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (let month = 0; month < 12; month++) {
        const day = new Date(Date.UTC(2023, month, 12));
        expect(formatLongDate(day.toISOString().slice(0, 10), locale)).toBe(long.format(day));
      }
    }
  });

  it('writes spans of days', () => {
    const start = new Date(Date.UTC(2025, 5, 10));
    expect(formatLongDateRange(start, new Date(Date.UTC(2025, 5, 12)), 'en', { timeZone: 'UTC' })).toMatch(/^10\s?–\s?12 June 2025$/u);
    expect(formatLongDateRange(start, null, 'en', { timeZone: 'UTC' })).toBe('10 June 2025');
    expect(formatLongDateRange(start, start, 'de', { timeZone: 'UTC' })).toBe('10. Juni 2025');
  });

  it('writes date-times on a 24-hour clock, naming the zone when asked', () => {
    const at = new Date(Date.UTC(2026, 10, 28, 14, 5));
    expect(formatDateTime(at, 'en', { timeZone: 'UTC' })).toBe('28/11/2026, 14:05');
    expect(formatDateTime(at, 'de', { timeZone: 'UTC' })).toBe('28.11.2026, 14:05');
    expect(formatDateTime(at, 'en', { timeZone: 'UTC', long: true, showZone: true })).toBe('28 November 2026 at 14:05 UTC');
  });

  it('gives back text that is no date', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatLongDate('2023-13-45x', 'en')).toBe('2023-13-45x');
  });

  it('names weekdays, Monday first', () => {
    for (const locale of LOCALES) {
      const weekday = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' });
      // 5 January 1970 was a Monday.
      for (let day = 1; day <= 7; day++) expect(formatWeekday(day, locale)).toBe(weekday.format(new Date(Date.UTC(1970, 0, 4 + day))));
    }
  });
});

describe('the format module: numbers and money', () => {
  const NUMBERS = [0, 1, 9.5, 999.96, 1000, 1234.5, 9999, 10000, 12345.678, 123456, 1234567, 0.05, 1.15, 2.675, 1.005, -1234.5];

  it('prints what Intl prints for plain numbers in the six locales (without building an Intl formatter)', () => {
    for (const locale of LOCALES) {
      for (const digits of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: digits });
        for (const value of NUMBERS) expect(formatNumber(value, locale, digits), `${locale} ${value} / ${digits}`).toBe(intl.format(value));
      }
    }
  });

  it('groups with the locale’s separator', () => {
    expect(formatNumber(12345.6, 'en', 1)).toBe('12,345.6');
    expect(formatNumber(12345.6, 'de', 1)).toBe('12.345,6');
    expect(formatNumber(1234, 'es')).toBe('1234');
    expect(formatNumber(12345, 'pt')).toBe('12\u00a0345');
  });

  it('writes minor units as money with the currency', () => {
    expect(formatMoney(123450, 'GBP', 'en')).toBe('£1,234.50');
    expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(123450, 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1250000, 'EUR', 'en', { dropZeroCents: true })).toBe('€12,500');
    expect(formatMoney(1250050, 'EUR', 'en', { dropZeroCents: true })).toBe('€12,500.50');
    expect(formatMoney(1000, 'XQQ', 'en')).toContain('10.00');
  });

  it('writes percentages, file sizes and time left', () => {
    expect(formatPercent(87.5, 'en')).toBe('87.5%');
    expect(formatPercent(87.5, 'fr')).toMatch(/^87,5\s%$/u);
    expect(formatFileSize(1_250_000, 'de')).toBe('1,3 MB');
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatTimeLeft(3 * 24 * 3_600_000, 'en')).toBe('in 3 days');
    expect(formatTimeLeft(5 * 3_600_000 + 1, 'de')).toBe('in 5 Stunden');
    expect(formatTimeLeft(10_000, 'en')).toBe('in 1 minute');
  });
});
