import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { INTL_LOCALE, isLocale } from '../../../../shared/locales';

/**
 * Days and times in the admin's language (en-GB for English), compact for tables. A stored day (YYYY-MM-DD) is
 * formatted in UTC so it never moves to the day before; a moment (ISO time) in the admin's own time zone.
 */
export function useFormats() {
  const { i18n } = useTranslation();
  const tag = isLocale(i18n.language) ? INTL_LOCALE[i18n.language] : 'en-GB';
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(tag);
    return {
      day: (iso: string) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
      moment: (iso: string) => moment.format(new Date(iso)),
      number: (value: number) => number.format(value),
    };
  }, [tag]);
}

/** An absent value: a dash to the eye, words to a screen reader (a lone "—" is read as nothing useful). */
export function NoValue() {
  const { t } = useTranslation('admin-service');
  return (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('none')}</span>
    </span>
  );
}

/** A stored day, or its moment with the time when `withTime`; nothing stored shows as NoValue. */
export function Day({ value, withTime = false }: { value: string | null | undefined; withTime?: boolean }) {
  const formats = useFormats();
  if (!value) return <NoValue />;
  return (
    <time dateTime={withTime ? value : value.slice(0, 10)} className="tabular whitespace-nowrap">
      {withTime ? formats.moment(value) : formats.day(value)}
    </time>
  );
}

/** Text that may be empty. */
export function Text({ value }: { value: string | null | undefined }) {
  return value ? <>{value}</> : <NoValue />;
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const LINK = 'font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900';
export const BUTTON = 'rounded px-3 py-2 text-sm font-semibold disabled:opacity-50';
export const PRIMARY = `${BUTTON} bg-navy-800 text-white hover:bg-navy-900`;
export const OUTLINE = `${BUTTON} border border-slate-300 bg-white text-navy-900 hover:bg-slate-100`;
export const DANGER = `${BUTTON} bg-red-700 text-white hover:bg-red-800`;
export const INPUT = 'block w-full rounded border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-navy-700 aria-invalid:border-red-600';
export const LABEL = 'block text-sm font-semibold text-navy-900';
