import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { can } from '../../../shared/auth/policy';
import { SALE_CSV_COLUMNS, SALE_PERIODS, SALE_SORTS, SaleListSchema, type SalePeriod } from '../../../shared/portal/sales.schema';
import type { SaleRow } from '../../../shared/portal/sales.types';
import { SORT_DIRECTIONS } from '../../../shared/portal/serials.schema';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/Field';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useSession } from '../../lib/session';
import { useTRPC, useTRPCClient } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { NoValue } from '../../components/ui/NoValue';
import { PageHeader } from '../ui/PageHeader';
import { PRIMARY, SECONDARY, saveDownload } from './format';
import { ImportPanel } from './ImportPanel';
import { SaleDialog } from './SaleDialog';
import { SaleRowActions } from './SaleRowActions';
import { SalesCsvHelp } from './SalesCsvHelp';
import { SalesTotals } from './SalesTotals';
import { useImportTexts } from './use-import-texts';
import { formatDate, formatMoney } from '../../../shared/format';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/**
 * /portal/sales: the company's sales to end customers by serial (and parts by model code): searched by serial,
 * customer or model code, filtered by period, sorted, 25 a page; totals by month, quarter or year; the filter as CSV;
 * a sale recorded by hand or a CSV of them imported (all rows or none; rows whose reference is recorded are skipped).
 * The senior roles also correct a sale: edit it or delete it (issue 27).
 */
export default function SalesPage() {
  const { t, i18n } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  // The totals' period (?period=quarter) is kept beside the list; changing it leaves the list where it is.
  const list$ = useListParams(SaleListSchema, { extra: ['period'] });
  const state = list$.value;
  const change = list$.set;
  const period: SalePeriod = SALE_PERIODS.find((value) => value === list$.extra('period')) ?? 'month';
  // The filter the list, the totals and the CSV share.
  const filter = { q: state.q, ...(state.from ? { from: state.from } : {}), ...(state.to ? { to: state.to } : {}) };
  const list = useQuery({ ...trpc.portal.sales.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const company = useQuery(trpc.portal.pricelist.view.queryOptions({ page: 1 }));
  const [recording, setRecording] = useState(false);
  const [editing, setEditing] = useState<SaleRow | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The server decides (403 for anyone else); the screen offers corrections only to those it will accept them from.
  const corrects = can(useSession().user, 'portal:manage-company');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const importSales = useMutation(
    trpc.portal.sales.import.mutationOptions({
      onSuccess: (report) => {
        if (report.written > 0) void queryClient.invalidateQueries({ queryKey: trpc.portal.sales.pathKey() });
      },
    }),
  );
  const importTexts = {
    ...useImportTexts('portal-trade', t('sales.import.title')),
    skipped: (count: number) => t('sales.import.skipped', { count }),
    reference: t('sales.import.reference'),
  };
  const language = i18n.language;
  const data = list.data;
  const filtered = list$.filtered;
  const columns = [t('sales.columns.soldOn'), t('sales.columns.serial'), t('sales.columns.model'), t('sales.columns.customer'), t('sales.columns.quantity'), t('sales.columns.unitPrice'), t('sales.columns.total'), ...(data?.allCompanies ? [t('sales.columns.company')] : []), ...(corrects ? [t('sales.columns.actions')] : [])];

  const download = async () => {
    setDownloading(true);
    setDownloadError('');
    try {
      saveDownload(await client.portal.sales.exportCsv.query(filter));
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <PageHeader title={t('sales.title')} path="/portal/sales" lead={t('sales.lead')}>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={PRIMARY} onClick={() => setRecording(true)} data-testid="record-sale">
            {t('sales.record.open')}
          </button>
          <button type="button" className={SECONDARY} onClick={() => void download()} disabled={downloading} aria-busy={downloading} data-testid="sales-download">
            {t('sales.download')}
          </button>
        </div>
      </PageHeader>
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      {notice && (
        <div data-testid="sales-notice">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}

      <form
        role="search"
        aria-label={t('sales.filters.label')}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchBox label={t('sales.filters.search')} placeholder={t('sales.filters.placeholder')} value={state.q} onSearch={(q) => change({ q })} testId="sales-search" />
        <TextField label={t('sales.filters.from')} type="date" value={state.from ?? ''} max={state.to || undefined} onChange={(event) => change({ from: event.target.value })} data-testid="sales-from" />
        <TextField label={t('sales.filters.to')} type="date" value={state.to ?? ''} min={state.from || undefined} onChange={(event) => change({ to: event.target.value })} data-testid="sales-to" />
        <SelectField label={t('sales.filters.sort')} value={state.sort} onChange={(event) => change({ sort: SALE_SORTS.find((sort) => sort === event.target.value) ?? 'soldOn' })}>
          {SALE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sales.sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('sales.filters.order')} value={state.dir} onChange={(event) => change({ dir: SORT_DIRECTIONS.find((dir) => dir === event.target.value) ?? 'desc' })}>
          {SORT_DIRECTIONS.map((dir) => (
            <option key={dir} value={dir}>
              {t(`directions.${dir}`)}
            </option>
          ))}
        </SelectField>
        <button type="button" className={`${SECONDARY} text-sm`} disabled={!filtered} onClick={list$.clear}>
          {t('clearFilters')}
        </button>
      </form>

      <SalesTotals filter={filter} period={period} onPeriod={(next) => list$.setExtra('period', next === 'month' ? null : next)} />

      <section aria-labelledby="sales-list-title" className="space-y-4" aria-busy={list.isFetching}>
        <h2 id="sales-list-title" className="text-xl font-semibold text-navy-900">
          {t('sales.listTitle')}
        </h2>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="sales-empty">
            {filtered ? t('sales.noMatch') : t('sales.empty')}
          </p>
        ) : (
          <>
            <DataTable caption={t('sales.caption')} columns={columns} testId="sales-table">
              {data.rows.map((row) => (
                <DataRow key={row.id} data-testid="sale-row">
                  <DataCell label={columns[0]!} primary>
                    <span className="font-semibold">{formatDate(row.soldOn, localeOf(language))}</span>
                  </DataCell>
                  <DataCell label={columns[1]!}>
                    {row.serialNumber ? (
                      row.serialId ? (
                        <Link href={`/portal/serials/${row.serialId}`} className="font-mono text-navy-800 underline-offset-2 hover:underline">
                          {row.serialNumber}
                        </Link>
                      ) : (
                        <span className="font-mono">{row.serialNumber}</span>
                      )
                    ) : (
                      <NoValue label={t('sales.noSerial')} />
                    )}
                  </DataCell>
                  <DataCell label={columns[2]!}>
                    <span className="whitespace-nowrap">{row.modelCode}</span>
                    {row.productName && <span className="block text-xs text-slate-600">{row.productName}</span>}
                  </DataCell>
                  <DataCell label={columns[3]!}>{row.customerName}</DataCell>
                  <DataCell label={columns[4]!}>{formatNumber(row.quantity, localeOf(language))}</DataCell>
                  <DataCell label={columns[5]!}>
                    <span className="tabular-nums">{formatMoney(row.unitPrice, row.currency, localeOf(language))}</span>
                  </DataCell>
                  <DataCell label={columns[6]!}>
                    <span className="font-semibold tabular-nums">{formatMoney(row.lineTotal, row.currency, localeOf(language))}</span>
                  </DataCell>
                  {data.allCompanies && <DataCell label={columns[7]!}>{row.companyName}</DataCell>}
                  {corrects && (
                    <DataCell label={columns[columns.length - 1]!}>
                      <SaleRowActions
                        sale={row}
                        onEdit={() => {
                          setNotice(null);
                          setEditing(row);
                        }}
                        onRemoved={() => setNotice({ tone: 'success', text: t('sales.remove.done') })}
                        onFailed={(text) => setNotice({ tone: 'error', text })}
                      />
                    </DataCell>
                  )}
                </DataRow>
              ))}
            </DataTable>
            <ListPager page={data} list={list$} edgeNavigation label={t('sales.pages')} />
          </>
        )}
      </section>

      <ImportPanel
        texts={importTexts}
        columns={SALE_CSV_COLUMNS.join(',')}
        pending={importSales.isPending}
        report={importSales.data}
        error={importSales.error?.message ?? ''}
        onImport={(csv) => importSales.mutate({ csv })}
        testId="sales-import"
      >
        <SalesCsvHelp />
      </ImportPanel>
      {recording && <SaleDialog open={recording} onOpenChange={setRecording} currency={company.data?.pricelist?.currency ?? 'EUR'} />}
      {editing && (
        <SaleDialog
          key={editing.id}
          open
          sale={editing}
          onOpenChange={(open) => !open && setEditing(null)}
          currency={editing.currency}
          onSaved={() => setNotice({ tone: 'success', text: t('sales.edit.done') })}
        />
      )}
    </div>
  );
}
