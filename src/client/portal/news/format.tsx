import { useTranslation } from '../../lib/i18n-react';
import { INTL_LOCALE, isLocale } from '../../../shared/locales';
import { dateTimeFormat } from '../../../shared/intl-formats';

/** An instant (ISO time) as a date and time in the page's language and the reader's time zone. */
export function Moment({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const tag = isLocale(i18n.language) ? INTL_LOCALE[i18n.language] : 'en-GB';
  return (
    <time dateTime={value} className="tabular whitespace-nowrap">
      {dateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))}
    </time>
  );
}

/** The "new" marker of an unread item: a dot to the eye, the word to everybody. */
export function UnreadBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300" data-testid="unread-badge">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-600" />
      {label}
    </span>
  );
}
