import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { AdminReturnListSchema } from '../../../shared/returns/admin-list.schema';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { EmptyState } from '../../components/list/DataTable';
import { RmaFilters } from './RmaFilters';
import { RmaTable } from './RmaTable';

/** /admin/rma: every return booked, newest first, by status, RMA number or the customer's e-mail, 25 a page. */
export function RmaListPage() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const list$ = useListParams(AdminReturnListSchema);
  const list = useQuery({ ...trpc.admin.rma.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{t('rma.list.title')}</h1>
        <p className="mt-1 text-slate-600">{t('rma.list.description')}</p>
      </div>
      <RmaFilters list={list$} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{list$.filtered ? t('rma.list.noMatches') : t('rma.list.empty')}</EmptyState>
      ) : (
        <RmaTable rows={list.data.rows} busy={list.isFetching} />
      )}
      {list.data && <ListPager page={list.data} list={list$} label={t('rma.list.pages')} />}
    </div>
  );
}
