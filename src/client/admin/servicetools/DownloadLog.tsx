import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DataTable, EmptyState, ROW, TD } from '../serials/ui/DataTable';
import { DateText } from '../../components/ui/DateText';

/** Who downloaded the tool's versions from the portal, newest first: person, company, address, version. */
export function DownloadLog({ toolId }: { toolId: number }) {
  const { t } = useTranslation('admin-servicetools');
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const log = useQuery({ ...trpc.admin.servicetools.log.queryOptions({ toolId, page }), placeholderData: keepPreviousData });
  const columns = ['when', 'version', 'user', 'company', 'ip'].map((key) => t(`log.columns.${key}`));
  if (log.isPending) return <Spinner />;
  if (!log.data) return <Alert tone="error">{t('common.loadFailed')}</Alert>;
  if (log.data.total === 0) return <EmptyState>{t('log.empty')}</EmptyState>;
  return (
    <div className="space-y-3">
      <DataTable caption={t('log.caption')} columns={columns} busy={log.isFetching} testId="servicetool-log">
        {log.data.rows.map((row) => (
          <tr key={row.id} className={ROW} data-testid="log-row">
            <td className={TD}>
              <DateText value={row.createdAt} withTime />
            </td>
            <td className={`${TD} font-mono`}>{row.version ?? '—'}</td>
            <td className={TD}>
              {row.userName || '—'}
              {row.userEmail && <span className="block text-xs text-slate-600">{row.userEmail}</span>}
            </td>
            <td className={TD}>{row.companyName || t('log.voltara')}</td>
            <td className={`${TD} font-mono text-xs`}>{row.ip || '—'}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page} total={log.data.total} perPage={log.data.pageSize} label={t('log.pages')} onPageChange={setPage} />
    </div>
  );
}
