import { useTranslation } from '../../lib/i18n-react';
import { formatPercent } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';

/** A score as "91 %", or a dash (with words for screen readers) before any submitted attempt. */
export function Score({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation('courses');
  if (value === null) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('noScore')}</span>
      </span>
    );
  }
  return <span className="tabular whitespace-nowrap">{formatPercent(value, localeOf(i18n.language))}</span>;
}
