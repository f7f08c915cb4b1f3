import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { INTL_LOCALE, isLocale } from '../../../shared/locales';

/** Sizes, days and moments in the reader's language (en-GB for English). A stored day is formatted in UTC. */
export function useTeamFormats() {
  const { i18n } = useTranslation();
  const tag = isLocale(i18n.language) ? INTL_LOCALE[i18n.language] : 'en-GB';
  return useMemo(() => {
    const unit = (name: 'byte' | 'kilobyte' | 'megabyte') => new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 1 });
    const [bytes, kilobytes, megabytes] = [unit('byte'), unit('kilobyte'), unit('megabyte')];
    const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      size: (n: number) => (n < 1024 ? bytes.format(n) : n < 1024 * 1024 ? kilobytes.format(n / 1024) : megabytes.format(n / (1024 * 1024))),
      day: (iso: string) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [tag]);
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const BUTTON = 'rounded px-3 py-2 text-sm font-semibold disabled:opacity-50';
export const PRIMARY = `${BUTTON} bg-navy-900 text-white hover:bg-navy-800`;
export const OUTLINE = `${BUTTON} border border-slate-300 bg-white text-navy-900 hover:bg-slate-100`;
