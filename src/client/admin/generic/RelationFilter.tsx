import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';

/** A filter on a relation: the first 20 records of the target by name (a typeahead would hide the choice). */
export function RelationFilter({
  label,
  source,
  value,
  onChange,
}: {
  label: string;
  source: string;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('admin-resources');
  const trpc = useTRPC();
  const options = useQuery(trpc.admin.lookup.queryOptions({ source, search: '' }));
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
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
