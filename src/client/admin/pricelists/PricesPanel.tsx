import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { PARTNER_TIERS } from '../../../shared/portal/enums';
import { AdminPricesListSchema, PRICE_CSV_COLUMNS, PRICE_IMPORT_MODES } from '../../../shared/portal/pricelist.schema';
import { useListParams } from '../../components/list/useListParams';
import type { AdminPriceRow } from '../../../shared/portal/pricelist.types';
import { Alert } from '../../components/ui/Alert';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { ListPager } from '../../components/list/ListPager';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { ImportPanel } from '../../portal/trade/ImportPanel';
import { useImportTexts } from '../../portal/trade/use-import-texts';
import { PriceDialog } from './PriceDialog';
import { formatMoney } from '../../../shared/format';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';
import { PRIMARY, ROW_LINK } from '../../components/ui/format';

/** The prices' search, tier and page in the address; which price list comes from the page. */
const PRICES_PLACE = AdminPricesListSchema.omit({ pricelistId: true });

/** The prices of one price list by model, tier and quantity break: search, tier filter, add, edit, remove, CSV import. */
export function PricesPanel({ pricelistId }: { pricelistId: number }) {
  const { t, i18n } = useTranslation('admin-pricelists');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list$ = useListParams(PRICES_PLACE);
  const { q, tier = '' } = list$.value;
  const [editing, setEditing] = useState<AdminPriceRow | 'new' | null>(null);
  const [mode, setMode] = useState<(typeof PRICE_IMPORT_MODES)[number]>('merge');
  const prices = useQuery({ ...trpc.admin.pricelists.prices.queryOptions({ ...list$.query, pricelistId }), placeholderData: keepPreviousData });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pricelists.pathKey() });
  const remove = useMutation(trpc.admin.pricelists.remove.mutationOptions({ onSuccess: () => invalidate() }));
  const importPrices = useMutation(trpc.admin.pricelists.import.mutationOptions({ onSuccess: (report) => { if (report.written > 0) void invalidate(); } }));
  const importTexts = useImportTexts('admin-pricelists', t('import.title'));
  const data = prices.data;
  const currency = data?.pricelist.currency ?? 'EUR';
  const language = i18n.language;
  const columns = [t('columns.model'), t('columns.description'), t('columns.tier'), t('columns.minQuantity'), t('columns.unitPrice'), t('columns.actions')];

  return (
    <section aria-labelledby="prices-title" className="space-y-5 rounded border border-slate-200 bg-white p-5" data-testid="prices-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="prices-title" className="text-xl font-bold text-navy-900">
          {t('title')}
        </h2>
        <button type="button" className={PRIMARY} onClick={() => setEditing('new')} data-testid="price-add">
          {t('price.add')}
        </button>
      </div>
      {data && (
        <p className="text-sm text-slate-600" data-testid="prices-companies">
          {data.companies.length === 0
            ? t('companies.none')
            : t('companies.some', { list: data.companies.map((company) => `${company.name} (${t(`tiers.${company.tier}`)})`).join(', ') })}
        </p>
      )}
      <form role="search" aria-label={t('filters.label')} className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <SearchBox label={t('filters.search')} placeholder={t('filters.placeholder')} value={q} onSearch={(term) => list$.set({ q: term })} testId="prices-search" />
        <SelectField label={t('columns.tier')} value={tier} onChange={(event) => list$.set({ tier: PARTNER_TIERS.find((value) => value === event.target.value) })}>
          <option value="">{t('filters.allTiers')}</option>
          {PARTNER_TIERS.map((value) => (
            <option key={value} value={value}>
              {t(`tiers.${value}`)}
            </option>
          ))}
        </SelectField>
      </form>
      {remove.error && <Alert tone="error">{remove.error.message}</Alert>}
      {prices.isPending ? (
        <Spinner />
      ) : prices.isError ? (
        <Alert tone="error">{prices.error.message}</Alert>
      ) : data && data.rows.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-6 text-center text-slate-600">{q || tier ? t('noMatch') : t('empty')}</p>
      ) : data ? (
        <>
          <DataTable caption={t('caption', { name: data.pricelist.name })} columns={columns} testId="prices-table">
            {data.rows.map((row) => (
              <DataRow key={row.id} data-testid="price-row">
                <DataCell label={columns[0]!} primary>
                  <span className="font-semibold whitespace-nowrap">{row.modelCode}</span>
                </DataCell>
                <DataCell label={columns[1]!}>{row.description}</DataCell>
                <DataCell label={columns[2]!}>{t(`tiers.${row.tier}`)}</DataCell>
                <DataCell label={columns[3]!}>{formatNumber(row.minQuantity, localeOf(language))}</DataCell>
                <DataCell label={columns[4]!}>
                  <span className="tabular-nums">{formatMoney(row.unitPrice, currency, localeOf(language))}</span>
                </DataCell>
                <DataCell label={columns[5]!}>
                  <span className="flex gap-3">
                    <button type="button" className={ROW_LINK} onClick={() => setEditing(row)} aria-label={t('price.editLabel', { model: row.modelCode, tier: t(`tiers.${row.tier}`), quantity: row.minQuantity })}>
                      {t('price.edit')}
                    </button>
                    <ConfirmModal
                      trigger="trash"
                      triggerLabel={t('price.removeLabel', { model: row.modelCode, tier: t(`tiers.${row.tier}`), quantity: row.minQuantity })}
                      message={t('price.removeMessage', { model: row.modelCode, tier: t(`tiers.${row.tier}`), quantity: row.minQuantity })}
                      disabled={remove.isPending}
                      onConfirm={() => remove.mutate({ id: row.id })}
                    />
                  </span>
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
          <ListPager page={data} list={list$} edgeNavigation label={t('pages')} />
        </>
      ) : null}
      <ImportPanel
        texts={importTexts}
        columns={PRICE_CSV_COLUMNS.join(',')}
        pending={importPrices.isPending}
        report={importPrices.data}
        error={importPrices.error?.message ?? ''}
        onImport={(csv) => importPrices.mutate({ pricelistId, csv, mode })}
        testId="prices-import"
      >
        <SelectField label={t('import.mode')} value={mode} onChange={(event) => setMode(PRICE_IMPORT_MODES.find((value) => value === event.target.value) ?? 'merge')}>
          {PRICE_IMPORT_MODES.map((value) => (
            <option key={value} value={value}>
              {t(`import.modes.${value}`)}
            </option>
          ))}
        </SelectField>
      </ImportPanel>
      {editing && <PriceDialog pricelistId={pricelistId} currency={currency} price={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
