import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DistributorsHeader } from '../companies/DistributorsHeader';
import { EmptyState } from '../../components/list/DataTable';
import { JobFilters } from './JobFilters';
import { JobTable } from './JobTable';
import { AdminServiceJobListSchema } from '../../../shared/portal/services.schema';
import { useListParams } from '../../components/list/useListParams';
import { ListPager } from '../../components/list/ListPager';

/**
 * /admin/distributors/service-jobs (issue 27): the service jobs every certified partner performs, newest received first,
 * by company, status and kind, searched by serial number or customer; the filters live in the address.
 */
export function JobsListPage() {
  const { t } = useTranslation('admin-audits');
  const trpc = useTRPC();
  const list$ = useListParams(AdminServiceJobListSchema);
  const list = useQuery({ ...trpc.admin.serviceJobs.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <div className="space-y-5">
      <DistributorsHeader title={t('jobs.title')} description={t('jobs.description')} />
      <JobFilters list={list$} />
      {list.isPending ? (
        <Spinner />
      ) : !data ? (
        <Alert tone="error">{t('jobs.loadError')}</Alert>
      ) : data.rows.length === 0 ? (
        <EmptyState>{list$.filtered ? t('jobs.noMatches') : t('jobs.empty')}</EmptyState>
      ) : (
        <JobTable rows={data.rows} busy={list.isFetching} />
      )}
      {data && data.total > 0 && <ListPager page={data} list={list$} label={t('jobs.pages')} />}
    </div>
  );
}
