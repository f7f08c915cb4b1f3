import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { usePageDescription } from '../../lib/usePageDescription';
import { useTRPC } from '../../trpc';
import { DistributorsHeader } from '../companies/DistributorsHeader';
import { EmptyState } from '../serials/ui/DataTable';
import { JobFilters } from './JobFilters';
import { JobTable } from './JobTable';
import { adminJobListInput, hasAdminJobFilters, readAdminJobList, writeAdminJobList, type AdminJobListState } from './list-params';

/**
 * /admin/distributors/service-jobs (issue 27): the service jobs every certified partner performs, newest received first,
 * by company, status and kind, searched by serial number or customer; the filters live in the address.
 */
export function JobsListPage() {
  const { t } = useTranslation('admin-audits');
  const trpc = useTRPC();
  usePageDescription(t('jobs.description'));
  const [params, setParams] = useSearchParams();
  const state = readAdminJobList(params);
  const setState = (next: AdminJobListState) => setParams(writeAdminJobList(next));
  const list = useQuery({ ...trpc.admin.serviceJobs.list.queryOptions(adminJobListInput(state)), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <div className="space-y-5">
      <DistributorsHeader title={t('jobs.title')} description={t('jobs.description')} />
      <JobFilters state={state} onChange={setState} />
      {list.isPending ? (
        <Spinner />
      ) : !data ? (
        <Alert tone="error">{t('jobs.loadError')}</Alert>
      ) : data.rows.length === 0 ? (
        <EmptyState>{hasAdminJobFilters(state) ? t('jobs.noMatches') : t('jobs.empty')}</EmptyState>
      ) : (
        <JobTable rows={data.rows} busy={list.isFetching} />
      )}
      {data && data.total > 0 && <Pagination page={data.page} total={data.total} perPage={data.pageSize} onPageChange={(page) => setState({ ...state, page })} label={t('jobs.pages')} />}
    </div>
  );
}
