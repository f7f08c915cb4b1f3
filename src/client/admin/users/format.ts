import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { INTL_LOCALE, isLocale } from '../../../shared/locales';

/** Dates (and date-times) in the admin's language, en-GB for English (SPEC.md section 9). */
export function useDateFormats() {
  const { i18n } = useTranslation();
  const tag = isLocale(i18n.language) ? INTL_LOCALE[i18n.language] : 'en-GB';
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return { date: (iso: string) => date.format(new Date(iso)), dateTime: (iso: string) => dateTime.format(new Date(iso)) };
  }, [tag]);
}
