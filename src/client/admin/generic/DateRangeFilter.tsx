import { useTranslation } from '../../lib/i18n-react';
import { dateRangeValue, parseDateRange } from '../../../shared/collections/date-range';
import { TextField } from '../../components/form/fields';
import { LABEL } from '../../components/form/parts';

/**
 * A filter on a day column: two date boxes, "from" and "to" (both included, either may stay empty), in one group named
 * by the column. Each bounds the other, so the range cannot be turned round.
 */
export function DateRangeFilter({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const { t } = useTranslation('admin-resources');
  const range = parseDateRange(value) ?? {};
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className={`mb-1 ${LABEL}`}>{label}</legend>
      <TextField
        label={t('dateRange.from')}
        type="date"
        value={range.from ?? ''}
        max={range.to}
        onChange={(event) => onChange(dateRangeValue({ ...range, from: event.target.value || undefined }))}
      />
      <TextField
        label={t('dateRange.to')}
        type="date"
        value={range.to ?? ''}
        min={range.from}
        onChange={(event) => onChange(dateRangeValue({ ...range, to: event.target.value || undefined }))}
      />
    </fieldset>
  );
}
