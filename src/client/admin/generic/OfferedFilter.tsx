import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ResourceDef } from '../../../shared/resources/types';
import { useResourceApi } from './resource-api';

/**
 * An 'offered' filter: one of the text values the collection's `offeredValues` answers (the sections that occur in
 * the audit trail), by their names in the reader's language, after "All".
 */
export function OfferedFilter({
  def,
  label,
  field,
  value,
  onChange,
}: {
  def: ResourceDef;
  label: string;
  field: string;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('admin-resources');
  const api = useResourceApi(def);
  const options = useQuery(api.offeredValues.queryOptions({ field }));
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-64 rounded border border-slate-300 bg-white px-3 py-2 text-sm font-normal"
      >
        <option value="">{t('all')}</option>
        {options.data?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
