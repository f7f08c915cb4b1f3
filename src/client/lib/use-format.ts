import { useMemo } from 'react';
import { localeOf } from '../../shared/locales';
import { formatDate, formatDateTime, formatLongDate, formatMoney, formatPercent, formatTimeLeft, formatWeekday, type DateTimeOptions, type DateValue, type MoneyOptions, type ZoneOptions } from '../../shared/format';
import { formatFileSize, formatNumber } from '../../shared/format/plain-numbers';
import { useTranslation } from './i18n-react';

/** The format module (shared/format) bound to the page's language, for components. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      locale,
      date: (value: DateValue, options?: ZoneOptions) => formatDate(value, locale, options),
      longDate: (value: DateValue, options?: ZoneOptions) => formatLongDate(value, locale, options),
      dateTime: (value: DateValue, options?: DateTimeOptions) => formatDateTime(value, locale, options),
      number: (value: number, maximumFractionDigits?: number) => formatNumber(value, locale, maximumFractionDigits),
      money: (minor: number, currency: string, options?: MoneyOptions) => formatMoney(minor, currency, locale, options),
      percent: (value: number, maximumFractionDigits?: number) => formatPercent(value, locale, maximumFractionDigits),
      fileSize: (bytes: number) => formatFileSize(bytes, locale),
      timeLeft: (ms: number) => formatTimeLeft(ms, locale),
      weekday: (day: number) => formatWeekday(day, locale),
    }),
    [locale],
  );
}

