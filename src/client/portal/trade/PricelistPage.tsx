import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { PricelistViewSchema } from '../../../shared/portal/pricelist.schema';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC, useTRPCClient } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { Breaks } from './Breaks';
import { saveDownload } from './format';
import { formatDate } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';
import { PRIMARY, OUTLINE } from '../../components/ui/format';

/**
 * /portal/pricelist: the company's price list at its tier, in the list's currency: searchable by model code or
 * description, each model with its quantity breaks, and the whole list as CSV or PDF. Without a list, says so.
 */
export default function PricelistPage() {
  const { t, i18n } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const list$ = useListParams(PricelistViewSchema);
  const view = useQuery({ ...trpc.portal.pricelist.view.queryOptions(list$.query), placeholderData: keepPreviousData });
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [downloadError, setDownloadError] = useState('');
  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    setDownloadError('');
    try {
      saveDownload(await client.portal.pricelist.download.query({ format }));
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  const data = view.data;
  const list = data?.pricelist ?? null;
  const columns = [t('pricelist.columns.model'), t('pricelist.columns.description'), t('pricelist.columns.breaks')];

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <PageHeader title={t('pricelist.title')} path="/portal/pricelist" lead={t('pricelist.lead')}>
        {list && (
          <div className="flex flex-wrap gap-2">
            <Link href="/portal/pricelist/lookup" className={PRIMARY}>
              {t('lookup.open')}
            </Link>
            <button type="button" className={OUTLINE} onClick={() => void download('csv')} disabled={busy !== null} aria-busy={busy === 'csv'} data-testid="pricelist-csv">
              {t('pricelist.downloadCsv')}
            </button>
            <button type="button" className={OUTLINE} onClick={() => void download('pdf')} disabled={busy !== null} aria-busy={busy === 'pdf'} data-testid="pricelist-pdf">
              {t('pricelist.downloadPdf')}
            </button>
          </div>
        )}
      </PageHeader>
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      {view.isPending ? (
        <Spinner />
      ) : !data ? (
        <Alert tone="error">{view.error?.message ?? t('loadError')}</Alert>
      ) : !list ? (
        <div className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="pricelist-none">
          <p className="font-semibold text-navy-900">{t('pricelist.none.title')}</p>
          <p className="mt-1">{t('pricelist.none.text')}</p>
        </div>
      ) : (
        <>
          <dl className="grid gap-3 rounded border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4" data-testid="pricelist-facts">
            <div>
              <dt className="text-slate-600">{t('pricelist.facts.list')}</dt>
              <dd className="font-semibold text-navy-900">{list.name}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('pricelist.facts.tier')}</dt>
              <dd className="font-semibold text-navy-900" data-testid="pricelist-tier">
                {data.tier ? t(`tiers.${data.tier}`) : ''}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('pricelist.facts.currency')}</dt>
              <dd className="font-semibold text-navy-900" data-testid="pricelist-currency">
                {list.currency}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('pricelist.facts.validFrom')}</dt>
              <dd className="font-semibold text-navy-900">{list.validFrom ? formatDate(list.validFrom, localeOf(i18n.language)) : '—'}</dd>
            </div>
          </dl>
          <form role="search" aria-label={t('pricelist.search')} className="max-w-xl" onSubmit={(event) => event.preventDefault()}>
            <SearchBox label={t('pricelist.search')} placeholder={t('pricelist.placeholder')} value={list$.value.q} onSearch={(q) => list$.set({ q })} testId="pricelist-search" />
          </form>
          <div className="space-y-4" aria-busy={view.isFetching}>
            {data.rows.length === 0 ? (
              <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="pricelist-empty">
                {list$.filtered ? t('pricelist.noMatch') : t('pricelist.empty')}
              </p>
            ) : (
              <>
                <DataTable caption={t('pricelist.caption', { name: list.name })} columns={columns} testId="pricelist-table">
                  {data.rows.map((item) => (
                    <DataRow key={item.modelCode} data-testid="pricelist-row">
                      <DataCell label={columns[0]!} primary>
                        <Link href={`/portal/pricelist/lookup?model=${encodeURIComponent(item.modelCode)}`} className="font-semibold whitespace-nowrap text-navy-800 underline-offset-2 hover:underline">
                          {item.modelCode}
                        </Link>
                      </DataCell>
                      <DataCell label={columns[1]!}>{item.description}</DataCell>
                      <DataCell label={columns[2]!}>
                        <Breaks breaks={item.breaks} currency={list.currency} />
                      </DataCell>
                    </DataRow>
                  ))}
                </DataTable>
                <ListPager page={data} list={list$} edgeNavigation label={t('pricelist.pages')} />
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
