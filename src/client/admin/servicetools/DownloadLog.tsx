import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { ServiceToolLogQuerySchema } from '../../../shared/portal/servicetools.schema';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable, EmptyState } from '../../components/list/DataTable';
import { DateText } from '../../components/ui/DateText';

const LOG_PLACE = ServiceToolLogQuerySchema.omit({ toolId: true });

/** Who downloaded the tool's versions from the portal, newest first: person, company, address, version. */
export function DownloadLog({ toolId }: { toolId: number }) {
  const { t } = useTranslation('admin-servicetools');
  const trpc = useTRPC();
  // Under the tool's form: its own parameters (?log.page=2), so Back from a page of the log returns to it.
  const list$ = useListParams(LOG_PLACE, { prefix: 'log.' });
  const log = useQuery({ ...trpc.admin.servicetools.log.queryOptions({ ...list$.query, toolId }), placeholderData: keepPreviousData });
  const columns = ['when', 'version', 'user', 'company', 'ip'].map((key) => t(`log.columns.${key}`));
  if (log.isPending) return <Spinner />;
  if (!log.data) return <Alert tone="error">{t('common.loadFailed')}</Alert>;
  if (log.data.total === 0) return <EmptyState>{t('log.empty')}</EmptyState>;
  return (
    <div className="space-y-3">
      <DataTable caption={t('log.caption')} columns={columns} busy={log.isFetching} testId="servicetool-log">
        {log.data.rows.map((row) => (
          <DataRow key={row.id} data-testid="log-row">
            <DataCell>
              <DateText value={row.createdAt} withTime />
            </DataCell>
            <DataCell className="font-mono">{row.version ?? '—'}</DataCell>
            <DataCell>
              {row.userName || '—'}
              {row.userEmail && <span className="block text-xs text-slate-600">{row.userEmail}</span>}
            </DataCell>
            <DataCell>{row.companyName || t('log.voltara')}</DataCell>
            <DataCell className="font-mono text-xs">{row.ip || '—'}</DataCell>
          </DataRow>
        ))}
      </DataTable>
      <ListPager page={log.data} list={list$} label={t('log.pages')} />
    </div>
  );
}
