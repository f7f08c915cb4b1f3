import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { STOCK_CSV_COLUMNS, STOCK_SORTS, StockListSchema } from '../../../shared/portal/stock.schema';
import type { StockRow } from '../../../shared/portal/stock.types';
import { SORT_DIRECTIONS } from '../../../shared/portal/serials.schema';
import { Alert } from '../../components/ui/Alert';
import { CheckboxField } from '../../components/ui/Field';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import { CardCell, CardRow, CardTable } from '../ui/CardTable';
import { PageHeader } from '../ui/PageHeader';
import { LINK_BUTTON, PRIMARY } from './format';
import { ImportPanel } from './ImportPanel';
import { StockAddDialog, StockEditDialog } from './StockDialogs';
import { useImportTexts } from './use-import-texts';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/**
 * /portal/stock: the company's stock per product and option (model code) with its low-stock threshold; low levels
 * are flagged and can be listed alone. Any member of the company may correct a level, add a model code of the
 * catalogue, or import levels from CSV (all rows or none).
 */
export default function StockPage() {
  const { t, i18n } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list$ = useListParams(StockListSchema);
  const state = list$.value;
  const change = list$.set;
  const list = useQuery({ ...trpc.portal.stock.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<StockRow | null>(null);
  const [adding, setAdding] = useState(false);
  const importStock = useMutation(
    trpc.portal.stock.import.mutationOptions({
      onSuccess: (report) => {
        if (report.written > 0) void queryClient.invalidateQueries({ queryKey: trpc.portal.stock.pathKey() });
      },
    }),
  );
  const importTexts = useImportTexts('portal-trade', t('stock.import.title'));
  const data = list.data;
  const language = i18n.language;
  const columns = [t('stock.columns.model'), t('stock.columns.product'), t('stock.columns.quantity'), t('stock.columns.threshold'), t('stock.columns.status'), ...(data?.allCompanies ? [t('stock.columns.company')] : []), t('stock.columns.actions')];

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <PageHeader title={t('stock.title')} path="/portal/stock" lead={t('stock.lead')}>
        <button type="button" className={PRIMARY} onClick={() => setAdding(true)} data-testid="stock-add-open">
          {t('stock.add.open')}
        </button>
      </PageHeader>
      {data && data.lowCount > 0 && (
        <Alert tone="info">
          <span data-testid="stock-low-count">{t('stock.lowCount', { count: data.lowCount })}</span>
        </Alert>
      )}
      <form role="search" aria-label={t('stock.filters.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end" onSubmit={(event) => event.preventDefault()}>
        <SearchBox label={t('stock.filters.search')} placeholder={t('stock.filters.placeholder')} value={state.q} onSearch={(q) => change({ q })} testId="stock-search" />
        <SelectField label={t('stock.filters.sort')} value={state.sort} onChange={(event) => change({ sort: STOCK_SORTS.find((sort) => sort === event.target.value) ?? 'model' })}>
          {STOCK_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`stock.sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('stock.filters.order')} value={state.dir} onChange={(event) => change({ dir: SORT_DIRECTIONS.find((dir) => dir === event.target.value) ?? 'asc' })}>
          {SORT_DIRECTIONS.map((dir) => (
            <option key={dir} value={dir}>
              {t(`directions.${dir}`)}
            </option>
          ))}
        </SelectField>
        <div className="pb-2">
          <CheckboxField label={t('stock.filters.lowOnly')} checked={state.low === true} onChange={(event) => change({ low: event.target.checked || undefined })} data-testid="stock-low-only" />
        </div>
      </form>

      <div className="space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="stock-empty">
            {list$.filtered ? t('stock.noMatch') : t('stock.empty')}
          </p>
        ) : (
          <>
            <CardTable caption={t('stock.caption')} columns={columns} testId="stock-table">
              {data.rows.map((row) => (
                <CardRow key={row.id} testId="stock-row">
                  <CardCell label={columns[0]!} primary>
                    <span className="font-semibold whitespace-nowrap">{row.modelCode}</span>
                  </CardCell>
                  <CardCell label={columns[1]!}>{row.productName}</CardCell>
                  <CardCell label={columns[2]!}>
                    <span className="tabular-nums">{formatNumber(row.quantity, localeOf(language))}</span>
                  </CardCell>
                  <CardCell label={columns[3]!}>
                    <span className="tabular-nums">{formatNumber(row.threshold, localeOf(language))}</span>
                  </CardCell>
                  <CardCell label={columns[4]!}>
                    {row.low ? (
                      <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="stock-low">
                        {t('stock.low')}
                      </span>
                    ) : (
                      <span className="text-xs text-slate-600">{t('stock.ok')}</span>
                    )}
                  </CardCell>
                  {data.allCompanies && <CardCell label={columns[5]!}>{row.companyName}</CardCell>}
                  <CardCell label={columns[columns.length - 1]!}>
                    <button type="button" className={LINK_BUTTON} onClick={() => setEditing(row)} aria-label={t('stock.edit.label', { model: row.modelCode })} data-testid="stock-edit-open">
                      {t('stock.edit.open')}
                    </button>
                  </CardCell>
                </CardRow>
              ))}
            </CardTable>
            <ListPager page={data} list={list$} edgeNavigation label={t('stock.pages')} />
          </>
        )}
      </div>

      <ImportPanel
        texts={importTexts}
        columns={STOCK_CSV_COLUMNS.join(',')}
        pending={importStock.isPending}
        report={importStock.data}
        error={importStock.error?.message ?? ''}
        onImport={(csv) => importStock.mutate({ csv })}
        testId="stock-import"
      />
      {editing && <StockEditDialog level={editing} onClose={() => setEditing(null)} />}
      {adding && <StockAddDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
