import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { ResourceDef, ResourceRow } from '../../../shared/resources/types';
import { Cell, TranslationBadges } from './cells';
import { useResourceLabels } from './labels';
import type { ResourceListState } from './resource-list';
import { ScrollBox } from '../../components/ui/ScrollBox';

const hasTranslations = (def: ResourceDef) => def.fields.some((f) => f.kind === 'localized' || f.kind === 'localizedRich');

/**
 * The rows of a list: a checkbox per row and one for the page, sortable column headers (aria-sort), the languages
 * filled in, and an Edit link (or button, for sections edited in a dialog).
 */
export function ResourceTable({
  def,
  rows,
  state,
  onEdit,
}: {
  def: ResourceDef;
  rows: ResourceRow[];
  state: ResourceListState;
  onEdit?: (row: ResourceRow) => void;
}) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const ids = rows.map((row) => row.id);
  const pageSelected = ids.length > 0 && (state.allMatching || ids.every((id) => state.selected.has(id)));
  const rowName = (row: ResourceRow) =>
    String(row[def.labelField] ?? row[`${def.labelField}`] ?? `#${row.id}`) || `#${row.id}`;
  return (
    <ScrollBox label={labels.title} className="relative overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-sm" data-testid="resource-table">
        <thead className="bg-slate-100 text-navy-900">
          <tr>
            {def.canDelete && (
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  checked={pageSelected}
                  onChange={(event) => state.setPageSelected(ids, event.target.checked)}
                  aria-label={t('selectPage')}
                />
              </th>
            )}
            {def.columns.map((column) => {
              const active = state.sort.field === column.field;
              const sortLabel = labels.column(column);
              return (
                <th
                  key={column.field}
                  scope="col"
                  className="px-3 py-2 font-semibold"
                  aria-sort={active ? (state.sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortable ? (
                    <button type="button" onClick={() => state.toggleSort(column.field)} className="inline-flex items-center gap-1 hover:underline">
                      {sortLabel}
                      <span aria-hidden="true" className="text-xs text-slate-500">
                        {active ? (state.sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    sortLabel
                  )}
                </th>
              );
            })}
            {hasTranslations(def) && (
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('translations.column')}
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 hover:bg-slate-50">
              {def.canDelete && (
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    checked={state.allMatching || state.selected.has(row.id)}
                    onChange={() => state.toggle(row.id)}
                    aria-label={t('selectRow', { name: rowName(row) })}
                  />
                </td>
              )}
              {def.columns.map((column) => (
                <td key={column.field} className="px-3 py-2 align-top">
                  <Cell def={def} column={column} row={row} />
                </td>
              ))}
              {hasTranslations(def) && (
                <td className="px-3 py-2">
                  <TranslationBadges status={(row.__translations ?? {}) as Record<string, 'complete' | 'partial' | 'missing'>} />
                </td>
              )}
              <td className="px-3 py-2 text-right">
                {onEdit ? (
                  <button type="button" onClick={() => onEdit(row)} className="font-semibold text-navy-800 hover:underline">
                    {t('edit')}
                    <span className="sr-only"> {rowName(row)}</span>
                  </button>
                ) : (
                  <Link href={`${def.basePath}/${row.id}`} className="font-semibold text-navy-800 hover:underline">
                    {t('edit')}
                    <span className="sr-only"> {rowName(row)}</span>
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
