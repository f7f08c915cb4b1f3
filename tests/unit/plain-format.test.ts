import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LOCALES } from '../../src/shared/locales';
import { formatPlainDay, weekdayName } from '../../src/shared/plain-dates';
import { formatPlainNumber } from '../../src/shared/plain-format';

// The Intl-free formatters must print exactly what Intl prints for the site's six locales (they replace it on the
// public pages, where hydrating must match the server's HTML and must not pay for ICU's first constructor).
const NUMBERS = [
  0, 1, 7, 9.5, 12, 99.95, 100, 999, 999.4, 999.96, 1000, 1001, 1234.5, 1999.99, 9999, 10000, 12345.678, 99999, 100000,
  123456, 1234567, 12345678.9, 0.05, 0.004, 1.15, 1.25, 2.675, 1.005, 3.14159, 41.6, 250.25, 2350, 15000, 35000, 60000,
  -1, -1234.5, -12345.6, 0.3, 1.016, 3.175, 6.35,
];

describe('formatPlainNumber', () => {
  for (const locale of LOCALES) {
    it(`prints what Intl prints in ${INTL_LOCALE[locale]}`, () => {
      for (const digits of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: digits });
        for (const value of NUMBERS) expect(formatPlainNumber(value, locale, digits), `${value} / ${digits}`).toBe(intl.format(value));
      }
    });
  }

  it('groups with the locale separator and keeps four digits together where CLDR says so', () => {
    expect(formatPlainNumber(12345.6, 'en', 1)).toBe('12,345.6');
    expect(formatPlainNumber(12345.6, 'de', 1)).toBe('12.345,6');
    expect(formatPlainNumber(1234, 'es')).toBe('1234');
    expect(formatPlainNumber(12345, 'pt')).toBe('12\u00a0345');
    expect(formatPlainNumber(1234, 'fr')).toBe('1\u202f234');
  });
});

describe('formatPlainDay and weekdayName', () => {
  for (const locale of LOCALES) {
    it(`print what Intl prints in ${INTL_LOCALE[locale]}`, () => {
      const long = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (let month = 0; month < 12; month++) {
        for (const date of [1, 9, 12, 28]) {
          const day = new Date(Date.UTC(2023, month, date));
          expect(formatPlainDay(day.toISOString().slice(0, 10), locale)).toBe(long.format(day));
        }
      }
      const weekday = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' });
      // 5 January 1970 was a Monday.
      for (let day = 1; day <= 7; day++) expect(weekdayName(day, locale)).toBe(weekday.format(new Date(Date.UTC(1970, 0, 4 + day))));
    });
  }

  it('gives back text that is not a day', () => {
    expect(formatPlainDay('soon', 'en')).toBe('soon');
    expect(formatPlainDay('2023-13-01', 'en')).toBe('2023-13-01');
  });
});
