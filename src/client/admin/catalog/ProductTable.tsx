import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { CATALOG_NS, productsResource } from '../../../shared/catalog/collections/products';
import type { ResourceRow } from '../../../shared/collections/types';
import { TranslationBadges } from '../generic/cells';
import type { ResourceListState } from '../generic/resource-list';
import { PublishToggle } from './PublishToggle';
import { DataCell, DataRow, DataTable, type Column } from '../../components/list/DataTable';

type Status = 'complete' | 'partial' | 'missing';

/** The product list's rows: selection, model code, name, category (a link to its page), the publish switch, languages. */
export function ProductTable({ rows, state }: { rows: ResourceRow[]; state: ResourceListState }) {
  const { t } = useTranslation([CATALOG_NS, 'admin-resources']);
  const ids = rows.map((row) => row.id);
  const pageSelected = ids.length > 0 && (state.allMatching || ids.every((id) => state.selected.has(id)));
  const name = (row: ResourceRow) => String(row.name_EN || `#${row.id}`);
  const sortable = (field: string, header: string, primary = false) => ({
    header,
    primary,
    sort: { key: field, sort: state.sort.field, dir: state.sort.dir, onSort: state.toggleSort },
  });
  const columns: Column[] = [
    sortable('modelCode', t('products.fields.modelCode')),
    sortable('name', t('products.fields.name'), true),
    t('products.fields.categoryId'),
    sortable('published', t('products.fields.published')),
    t('translations.column', { ns: 'admin-resources' }),
    { header: <span className="sr-only">{t('actions', { ns: 'admin-resources' })}</span>, actions: true },
  ];
  return (
    <DataTable
      caption={t('products.title')}
      columns={columns}
      testId="resource-table"
      selection={{ checked: pageSelected, onChange: (checked) => state.setPageSelected(ids, checked), label: t('selectPage', { ns: 'admin-resources' }) }}
    >
      {rows.map((row) => (
        <DataRow
          key={row.id}
          selection={{
            checked: state.allMatching || state.selected.has(row.id),
            onChange: () => state.toggle(row.id),
            label: t('selectRow', { ns: 'admin-resources', name: name(row) }),
          }}
        >
          <DataCell className="font-mono whitespace-nowrap">{String(row.modelCode || '—')}</DataCell>
          <DataCell>{name(row)}</DataCell>
          <DataCell>
            <Link href={`/admin/categories/${String(row.categoryId)}`} className="text-navy-800 underline hover:text-navy-950">
              {String(row.categoryId__label ?? `#${String(row.categoryId)}`)}
            </Link>
          </DataCell>
          <DataCell>
            <PublishToggle list="products" id={row.id} name={name(row)} published={row.published === true} />
          </DataCell>
          <DataCell>
            <TranslationBadges status={(row.__translations ?? {}) as Partial<Record<string, Status>>} />
          </DataCell>
          <DataCell className="text-right">
            <Link href={`${productsResource.basePath}/${row.id}`} className="font-semibold text-navy-800 hover:underline">
              {t('edit', { ns: 'admin-resources' })}
              <span className="sr-only"> {name(row)}</span>
            </Link>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
