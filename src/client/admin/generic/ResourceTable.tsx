import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { offers, type ResourceDef, type ResourceRow } from '../../../shared/collections/types';
import type { ReactNode } from 'react';
import { Cell, TranslationBadges } from './cells';
import { useResourceLabels } from './labels';
import type { ResourceListState } from './resource-list';
import { DataCell, DataRow, DataTable, type Column } from '../../components/list/DataTable';

/**
 * A section's own drawing of some of its columns, by field (a certificate's state badge, an instrument's picture beside
 * its name); the other columns are drawn from their kind.
 */
export type CellOverrides = Readonly<Partial<Record<string, (row: ResourceRow) => ReactNode>>>;

const hasTranslations = (def: ResourceDef) => def.fields.some((f) => f.kind === 'localized' || f.kind === 'localizedRich');

const EDIT = 'font-semibold text-navy-800 hover:underline';

/**
 * A resource's rows in the one list table, configured from its definition: a checkbox per row and one for the page
 * (for the bulk bar, where the collection offers delete), sortable column headers, the languages filled in, and the
 * row's actions: a section's own (`rowActions`, e.g. accepting a lead), then Open (a detail page) or Edit (a link, or a
 * button for sections edited in a dialog) where the collection offers them. The label field heads each card on a phone.
 */
export function ResourceTable({
  def,
  rows,
  state,
  onEdit,
  rowActions,
  cells,
  selectable,
}: {
  def: ResourceDef;
  rows: ResourceRow[];
  state: ResourceListState;
  onEdit?: (row: ResourceRow) => void;
  rowActions?: (row: ResourceRow) => ReactNode;
  cells?: CellOverrides;
  /**
   * The rows that may be ticked, for a section's own bulk actions (ResourceListPage's `bulkActions`): the others' box
   * is disabled, and "select the page" ticks these only. Without it, every row where the collection offers delete.
   */
  selectable?: (row: ResourceRow) => boolean;
}) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const selecting = selectable !== undefined || offers(def, 'delete');
  const ids = rows.filter((row) => selectable?.(row) ?? true).map((row) => row.id);
  const pageSelected = ids.length > 0 && (state.allMatching || ids.every((id) => state.selected.has(id)));
  // A relation as label field names the record by its label (a course's title), not its id.
  const rowName = (row: ResourceRow) => String(row[`${def.labelField}__label`] ?? row[def.labelField] ?? '') || `#${row.id}`;
  // A read-only list without a section's own actions has no actions column (on a phone: no empty strip under each card).
  const hasActions = rowActions !== undefined || Boolean(def.routes.detail) || offers(def, 'update');
  const titleField = def.columns.some((column) => column.field === def.labelField) ? def.labelField : def.columns[0]?.field;
  const columns: Column[] = [
    ...def.columns.map((column) => ({
      header: labels.column(column),
      primary: column.field === titleField,
      ...(column.sortable
        ? { sort: { key: column.field, sort: state.sort.field, dir: state.sort.dir, onSort: state.toggleSort } }
        : {}),
    })),
    ...(hasTranslations(def) ? [t('translations.column')] : []),
    ...(hasActions ? [{ header: <span className="sr-only">{t('actions')}</span>, actions: true }] : []),
  ];
  const selection = (checked: boolean, onChange: (checked: boolean) => void, label: string, row?: ResourceRow) =>
    selecting ? { checked, onChange, label, disabled: row !== undefined && !(selectable?.(row) ?? true) } : undefined;
  return (
    <DataTable
      caption={labels.title}
      columns={columns}
      testId="resource-table"
      selection={selection(pageSelected, (checked) => state.setPageSelected(ids, checked), t('selectPage'))}
    >
      {rows.map((row) => (
        <DataRow
          key={String(row.id)}
          selection={selection(state.allMatching || state.selected.has(row.id), () => state.toggle(row.id), t('selectRow', { name: rowName(row) }), row)}
        >
          {def.columns.map((column) => (
            <DataCell key={column.field}>
              {cells?.[column.field]?.(row) ?? <Cell def={def} column={column} row={row} />}
            </DataCell>
          ))}
          {hasTranslations(def) && (
            <DataCell>
              <TranslationBadges status={(row.__translations ?? {}) as Record<string, 'complete' | 'partial' | 'missing'>} />
            </DataCell>
          )}
          {/* One line on a desktop (the table scrolls inside its box if it must); a phone's card wraps them. */}
          {hasActions && (
            <DataCell className="text-right">
              <span className="inline-flex flex-wrap items-center justify-end gap-3 sm:flex-nowrap">
                {rowActions?.(row)}
                {def.routes.detail ? (
                  <Link href={`${def.basePath}/${encodeURIComponent(String(row[def.detailKey ?? 'id']))}`} className={EDIT}>
                    {t('open')}
                    <span className="sr-only"> {rowName(row)}</span>
                  </Link>
                ) : !offers(def, 'update') ? null : onEdit ? (
                  <button type="button" onClick={() => onEdit(row)} className={EDIT}>
                    {t('edit')}
                    <span className="sr-only"> {rowName(row)}</span>
                  </button>
                ) : (
                  <Link href={`${def.basePath}/${row.id}`} className={EDIT}>
                    {t('edit')}
                    <span className="sr-only"> {rowName(row)}</span>
                  </Link>
                )}
              </span>
            </DataCell>
          )}
        </DataRow>
      ))}
    </DataTable>
  );
}
