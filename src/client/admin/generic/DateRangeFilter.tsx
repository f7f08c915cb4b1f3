import { useTranslation } from '../../lib/i18n-react';
import { dateRangeValue, parseDateRange } from '../../../shared/collections/date-range';

const INPUT = 'rounded border border-slate-300 bg-white px-3 py-2 text-sm font-normal';

/**
 * A filter on a day column: two date boxes, "from" and "to" (both included, either may stay empty), in one group named
 * by the column. Each bounds the other, so the range cannot be turned round.
 */
export function DateRangeFilter({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const { t } = useTranslation('admin-resources');
  const range = parseDateRange(value) ?? {};
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="mb-1 text-sm font-semibold text-navy-900">{label}</legend>
      <label className="flex flex-col gap-1 text-sm text-navy-900">
        {t('dateRange.from')}
        <input
          type="date"
          value={range.from ?? ''}
          max={range.to}
          onChange={(event) => onChange(dateRangeValue({ ...range, from: event.target.value || undefined }))}
          className={INPUT}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-navy-900">
        {t('dateRange.to')}
        <input
          type="date"
          value={range.to ?? ''}
          min={range.from}
          onChange={(event) => onChange(dateRangeValue({ ...range, to: event.target.value || undefined }))}
          className={INPUT}
        />
      </label>
    </fieldset>
  );
}
