import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { DownloadLogQuerySchema } from '../../../shared/files/download.schema';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { useFormat } from '../../lib/use-format';
import { ScrollBox } from '../../components/ui/ScrollBox';

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
      <ScrollBox label={t('log.title')} className="relative overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full border-collapse text-left text-sm" data-testid="download-log">
          <caption className="sr-only">{t('log.title')}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">{t('log.when')}</th>
              {downloadId === undefined && <th scope="col" className="px-3 py-2">{t('log.download')}</th>}
              <th scope="col" className="px-3 py-2">{t('log.who')}</th>
              <th scope="col" className="px-3 py-2">{t('log.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200">
                <td className="px-3 py-1.5 whitespace-nowrap tabular">
                  <time dateTime={row.createdAt}>{dateTime(row.createdAt)}</time>
                </td>
                {downloadId === undefined && <td className="px-3 py-1.5">{row.title ?? t('log.deleted')}</td>}
                <td className="px-3 py-1.5">{row.email || t('log.anonymous')}</td>
                <td className="px-3 py-1.5 tabular">{row.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <ListPager page={log.data} list={list$} label={t('log.pagesLabel')} />
    </div>
  );
}
