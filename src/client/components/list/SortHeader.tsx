import { useTranslation } from '../../lib/i18n-react';

/**
 * A sortable column header: a real button inside the th (keyboard and screen readers reach it), aria-sort on the
 * th for the column the list is sorted by, and an arrow that is only decoration.
 */
export function SortHeader({
  column,
  label,
  sort,
  dir,
  onSort,
  className = '',
}: {
  column: string;
  label: string;
  /** The list's current sort and direction (useListParams' value). */
  sort: string;
  dir: 'asc' | 'desc';
  onSort(column: string): void;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const active = sort === column;
  const direction = active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th role="columnheader" scope="col" aria-sort={direction} className={`px-3 py-2 ${className}`}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded font-semibold text-navy-900 hover:underline"
        title={t('list.sortBy', { column: label })}
      >
        {label}
        <span aria-hidden="true" className={active ? 'text-navy-900' : 'text-slate-400'}>
          {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
