import { useTranslation } from '../../lib/i18n-react';
import { formatDay } from '../../public/pages/format';

/**
 * A stored day (YYYY-MM-DD, or an ISO time whose UTC day is meant) in the page's language, as a <time>; an absent
 * date shows a dash, with words for screen readers (a lone "—" is read as nothing useful).
 */
export function Day({ value }: { value: string | null }) {
  const { t, i18n } = useTranslation('instruments');
  if (!value) return <NoValue label={t('none')} />;
  const day = value.slice(0, 10);
  return (
    <time dateTime={day} className="tabular whitespace-nowrap">
      {formatDay(day, i18n.language)}
    </time>
  );
}

export function NoValue({ label }: { label: string }) {
  return (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
