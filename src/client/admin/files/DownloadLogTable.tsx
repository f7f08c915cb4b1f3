import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { DownloadLogQuerySchema } from '../../../shared/files/download.schema';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { useFormat } from '../../lib/use-format';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';

/** The log's place in the address; which download's log it is comes from the page. */
const LOG_PLACE = DownloadLogQuerySchema.omit({ downloadId: true });

/** Who fetched restricted downloads (all, or one download's), newest first. */
export function DownloadLogTable({ downloadId }: { downloadId?: number }) {
  const { t } = useTranslation('admin-files');
  const trpc = useTRPC();
  // Beside the downloads list on the same page: its own parameters (?log.page=2).
  const list$ = useListParams(LOG_PLACE, { prefix: 'log.' });
  const log = useQuery({ ...trpc.admin.files.downloads.log.queryOptions({ ...list$.query, downloadId }), placeholderData: keepPreviousData });
  const { dateTime } = useFormat();
  if (log.isPending) return <Spinner />;
  if (!log.data) return null;
  if (log.data.rows.length === 0) return <p className="text-sm text-slate-600">{t('log.empty')}</p>;
  return (
    <div className="space-y-3">
      <DataTable
        caption={t('log.title')}
        columns={[t('log.when'), ...(downloadId === undefined ? [t('log.download')] : []), t('log.who'), t('log.ip')]}
        testId="download-log"
      >
        {log.data.rows.map((row) => (
          <DataRow key={row.id}>
            <DataCell className="whitespace-nowrap tabular">
              <time dateTime={row.createdAt}>{dateTime(row.createdAt)}</time>
            </DataCell>
            {downloadId === undefined && <DataCell>{row.title ?? t('log.deleted')}</DataCell>}
            <DataCell>{row.email || t('log.anonymous')}</DataCell>
            <DataCell className="tabular">{row.ip}</DataCell>
          </DataRow>
        ))}
      </DataTable>
      <ListPager page={log.data} list={list$} label={t('log.pagesLabel')} />
    </div>
  );
}
