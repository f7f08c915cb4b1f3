import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ResourceDef } from '../../../shared/resources/types';
import { useResourceApi } from './resource-api';

/**
 * A filter on a relation: its choices as the collection's `filterOptions` answers them, in any face (the first 20
 * records of the target by name, unless the collection names its own: the courses a company's staff are on).
 */
export function RelationFilter({
  def,
  label,
  field,
  value,
  onChange,
  none,
}: {
  def: ResourceDef;
  label: string;
  field: string;
  value: string;
  onChange(value: string): void;
  /** The choice of the records without a related record ("No company"), offered after "All". */
  none?: { value: string; label: string };
}) {
  const { t } = useTranslation('admin-resources');
  const api = useResourceApi(def);
  const options = useQuery(api.filterOptions.queryOptions({ field }));
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-64 rounded border border-slate-300 bg-white px-3 py-2 text-sm font-normal"
      >
        <option value="">{t('all')}</option>
        {none && <option value={none.value}>{none.label}</option>}
        {options.data?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
