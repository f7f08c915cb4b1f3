import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { INTL_LOCALE, isLocale } from '../../../shared/locales';

/** Sizes (kB, MB) and dates in the admin's language (en-GB for English, SPEC.md section 9). */
export function useFileFormats() {
  const { i18n } = useTranslation();
  const tag = isLocale(i18n.language) ? INTL_LOCALE[i18n.language] : 'en-GB';
  return useMemo(() => {
    const unit = (name: 'byte' | 'kilobyte' | 'megabyte') =>
      new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 1 });
    const bytes = unit('byte');
    const kilobytes = unit('kilobyte');
    const megabytes = unit('megabyte');
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      size: (n: number) =>
        n < 1024 ? bytes.format(n) : n < 1024 * 1024 ? kilobytes.format(n / 1024) : megabytes.format(n / (1024 * 1024)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [tag]);
}
