import { useTranslation } from '../../lib/i18n-react';
import { FilterSelect } from './FilterSelect';

export interface SortOption {
  key: string;
  label: string;
}

/**
 * The column headers are hidden once a list's rows are cards (below 640 px), so a phone re-sorts the list here: the
 * sortable columns in a select and a button that reverses the order. It calls the same `onSort` as the headers (a new
 * column starts ascending, the current one flips), so the URL state is the one the headers write. Hidden by CSS on
 * wider screens, so the server's markup and the client's match.
 */
export function CardSort({
  options,
  sort,
  dir,
  onSort,
}: {
  options: readonly SortOption[];
  sort: string;
  dir: 'asc' | 'desc';
  onSort(key: string): void;
}) {
  const { t } = useTranslation('ui');
  // A list may start in an order no column offers (newest first, say): the select names it instead of lying.
  const known = options.some((option) => option.key === sort);
  const direction = dir === 'asc' ? t('list.ascending') : t('list.descending');
  return (
    <div className="mb-2 flex flex-wrap items-end gap-2 sm:hidden" data-testid="card-sort">
      <FilterSelect label={t('list.cardSort')} value={known ? sort : ''} onChange={(key) => key && onSort(key)}>
        {!known && (
          <option value="" disabled>
            {t('list.defaultOrder')}
          </option>
        )}
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </FilterSelect>
      <button
        type="button"
        onClick={() => onSort(sort)}
        title={t('list.reverse')}
        className="inline-flex items-center gap-1 rounded border border-slate-300 bg-white px-3 py-2 text-sm text-navy-900 hover:bg-slate-50"
      >
        <span aria-hidden="true">{dir === 'asc' ? '▲' : '▼'}</span>
        {direction}
      </button>
    </div>
  );
}
