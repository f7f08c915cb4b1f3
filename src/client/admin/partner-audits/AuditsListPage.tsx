import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DistributorsHeader } from '../companies/DistributorsHeader';
import { EmptyState } from '../../components/list/DataTable';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { AdminAuditListSchema } from '../../../shared/portal/audits.schema';
import { useListParams } from '../../components/list/useListParams';
import { ListPager } from '../../components/list/ListPager';

/**
 * /admin/distributors/audits (issue 27): every partner's audits, those waiting for Voltara's review first, filtered by
 * company, status and the self-assessment's day, searched by company or auditor; the filters live in the address.
 */
export function AuditsListPage() {
  const { t } = useTranslation('admin-audits');
  const trpc = useTRPC();
  const list$ = useListParams(AdminAuditListSchema);
  const state = list$.value;
  const list = useQuery({ ...trpc.admin.partnerAudits.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const data = list.data;
  const awaiting =
    data && data.awaitingReview > 0 && state.status !== 'submitted' ? (
      <button
        type="button"
        onClick={() => list$.set({ status: 'submitted' })}
        className="rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-sky-900 ring-1 ring-sky-300 tabular"
        data-testid="admin-audits-awaiting"
      >
        {t('audits.awaiting', { count: data.awaitingReview })}
      </button>
    ) : undefined;
  return (
    <div className="space-y-5">
      <DistributorsHeader title={t('audits.title')} description={t('audits.description')} actions={awaiting} />
      <AuditFilters list={list$} />
      {list.isPending ? (
        <Spinner />
      ) : !data ? (
        <Alert tone="error">{t('audits.loadError')}</Alert>
      ) : data.rows.length === 0 ? (
        <EmptyState>{list$.filtered ? t('audits.noMatches') : t('audits.empty')}</EmptyState>
      ) : (
        <AuditTable rows={data.rows} busy={list.isFetching} />
      )}
      {data && data.total > 0 && <ListPager page={data} list={list$} label={t('audits.pages')} />}
    </div>
  );
}
