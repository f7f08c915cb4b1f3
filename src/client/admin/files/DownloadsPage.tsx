import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { DownloadListQuerySchema } from '../../../shared/files/download.schema';
import { ListPager } from '../../components/list/ListPager';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { useListParams } from '../../components/list/useListParams';
import { Spinner } from '../../components/ui/Spinner';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { DownloadFilters } from './DownloadFilters';
import { DownloadPanel } from './DownloadPanel';
import { DownloadLogTable } from './DownloadLogTable';
import { useFormat } from '../../lib/use-format';
import { ROW_LINK } from '../../components/ui/format';

/**
 * /admin/downloads/{id?}: the downloads with search, audience and category filters, sortable columns and pages; with
 * an id (or 'new') the edit (or add) form opens beside the list on wide screens, below it on narrow ones.
 */
export function DownloadsPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-files');
  const trpc = useTRPC();
  const list$ = useListParams(DownloadListQuerySchema);
  const query = list$.search;
  const list = useQuery({ ...trpc.admin.files.downloads.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const { fileSize: size } = useFormat();
  const selected = params.id;

  const sortable = (column: string, label: string) => ({
    header: label,
    sort: { key: column, sort: list$.value.sort, dir: list$.value.dir, onSort: list$.sortBy },
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{t('downloads.title')}</h1>
          <p className="mt-1 text-slate-600">{t('downloads.description')}</p>
        </div>
        <Link href={`/admin/downloads/new${query}`} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800">
          {t('downloads.new')}
        </Link>
      </div>

      <div className={selected ? 'grid gap-6 2xl:grid-cols-[minmax(0,1fr)_30rem]' : ''}>
        <div className="min-w-0 space-y-4">
          <DownloadFilters list={list$} />
          {list.isPending ? (
            <Spinner />
          ) : !list.data ? null : list.data.rows.length === 0 ? (
            <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-600">{t('downloads.empty')}</p>
          ) : (
            <DataTable
              caption={t('downloads.title')}
              columns={[
                sortable('title', t('downloads.columns.title')),
                sortable('category', t('downloads.columns.category')),
                sortable('audience', t('downloads.columns.audience')),
                t('downloads.columns.file'),
                sortable('sort', t('downloads.columns.sort')),
              ]}
              busy={list.isFetching}
              testId="downloads-table"
            >
              {list.data.rows.map((row) => (
                <DataRow
                  key={row.id}
                  data-testid="download-row"
                  aria-current={selected === String(row.id) ? 'true' : undefined}
                  className="aria-[current=true]:bg-sky-50"
                >
                  <DataCell>
                    <Link href={`/admin/downloads/${row.id}${query}`} className={ROW_LINK}>
                      {row.title_EN}
                    </Link>
                    {!row.published && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">{t('downloads.draft')}</span>}
                  </DataCell>
                  <DataCell className="whitespace-nowrap">{t(`categories.${row.category}`)}</DataCell>
                  <DataCell className="whitespace-nowrap">{t(`audiences.${row.audience}`)}</DataCell>
                  <DataCell>
                    <Link href={`/admin/files/${row.file.id}`} className="text-navy-800 underline-offset-2 hover:underline">
                      {row.file.name}
                    </Link>
                    <span className="ml-2 text-xs whitespace-nowrap text-slate-600 tabular">{size(row.file.size)}</span>
                  </DataCell>
                  <DataCell className="tabular">{row.sort}</DataCell>
                </DataRow>
              ))}
            </DataTable>
          )}
          {list.data && (
            <ListPager page={list.data} list={list$} label={t('downloads.pagesLabel')} />
          )}
        </div>
        {selected && <DownloadPanel key={selected} selected={selected} listQuery={query} />}
      </div>

      {!selected && (
        <section aria-labelledby="download-log-heading" className="space-y-3">
          <h2 id="download-log-heading" className="text-lg font-semibold text-navy-900">
            {t('log.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('log.description')}</p>
          <DownloadLogTable />
        </section>
      )}
    </div>
  );
}
