import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { CATALOG_NS, productsResource } from '../../../shared/resources/catalog/products';
import type { ResourceRow } from '../../../shared/resources/types';
import { TranslationBadges } from '../generic/cells';
import type { ResourceListState } from '../generic/resource-list';
import { PublishToggle } from './PublishToggle';
import { ScrollBox } from '../../components/ui/ScrollBox';

type Status = 'complete' | 'partial' | 'missing';
const SORTABLE = [
  { field: 'modelCode', label: 'products.fields.modelCode' },
  { field: 'name', label: 'products.fields.name' },
] as const;

function SortButton({ field, label, state }: { field: string; label: string; state: ResourceListState }) {
  const active = state.sort.field === field;
  return (
    <button type="button" onClick={() => state.toggleSort(field)} className="inline-flex items-center gap-1 hover:underline">
      {label}
      <span aria-hidden="true" className="text-xs text-slate-500">
        {active ? (state.sort.dir === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}

const ariaSort = (state: ResourceListState, field: string) =>
  state.sort.field === field ? (state.sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;

/** The product list's rows: selection, model code, name, category (a link to its page), the publish switch, languages. */
export function ProductTable({ rows, state }: { rows: ResourceRow[]; state: ResourceListState }) {
  const { t } = useTranslation([CATALOG_NS, 'admin-resources']);
  const ids = rows.map((row) => row.id);
  const pageSelected = ids.length > 0 && (state.allMatching || ids.every((id) => state.selected.has(id)));
  const name = (row: ResourceRow) => String(row.name_EN || `#${row.id}`);
  return (
    <ScrollBox label={t('products.title')} className="relative overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-sm" data-testid="resource-table">
        <thead className="sticky top-0 bg-slate-100 text-navy-900">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                checked={pageSelected}
                onChange={(event) => state.setPageSelected(ids, event.target.checked)}
                aria-label={t('selectPage', { ns: 'admin-resources' })}
              />
            </th>
            {SORTABLE.map((column) => (
              <th key={column.field} scope="col" className="px-3 py-2 font-semibold" aria-sort={ariaSort(state, column.field)}>
                <SortButton field={column.field} label={t(column.label)} state={state} />
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('products.fields.categoryId')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold" aria-sort={ariaSort(state, 'published')}>
              <SortButton field="published" label={t('products.fields.published')} state={state} />
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('translations.column', { ns: 'admin-resources' })}
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('actions', { ns: 'admin-resources' })}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 hover:bg-slate-50">
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  checked={state.allMatching || state.selected.has(row.id)}
                  onChange={() => state.toggle(row.id)}
                  aria-label={t('selectRow', { ns: 'admin-resources', name: name(row) })}
                />
              </td>
              <td className="px-3 py-2 font-mono whitespace-nowrap">{String(row.modelCode || '—')}</td>
              <td className="px-3 py-2">{name(row)}</td>
              <td className="px-3 py-2">
                <Link href={`/admin/categories/${String(row.categoryId)}`} className="text-navy-800 underline hover:text-navy-600">
                  {String(row.categoryId__label ?? `#${String(row.categoryId)}`)}
                </Link>
              </td>
              <td className="px-3 py-2">
                <PublishToggle list="products" id={row.id} name={name(row)} published={row.published === true} />
              </td>
              <td className="px-3 py-2">
                <TranslationBadges status={(row.__translations ?? {}) as Partial<Record<string, Status>>} />
              </td>
              <td className="px-3 py-2 text-right">
                <Link href={`${productsResource.basePath}/${row.id}`} className="font-semibold text-navy-800 hover:underline">
                  {t('edit', { ns: 'admin-resources' })}
                  <span className="sr-only"> {name(row)}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
