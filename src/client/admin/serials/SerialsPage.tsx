import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { ImportPanel } from './ImportPanel';
import { AdminSerialListSchema } from '../../../shared/serials/admin.schema';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { SerialFilters } from './SerialFilters';
import { SerialsHeader } from './SerialsNav';
import { SerialTable } from './SerialTable';
import { EmptyState } from '../../components/list/DataTable';
import { WaitingClaimsPanel } from './WaitingClaimsPanel';

/** /admin/serials: every instrument built, in number order, searched by prefix and filtered, 25 a page; CSV import. */
export function SerialsPage() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const list$ = useListParams(AdminSerialListSchema);
  const list = useQuery({ ...trpc.admin.serials.list.queryOptions(list$.query), placeholderData: keepPreviousData });

  return (
    <div className="space-y-5">
      <SerialsHeader title={t('serials.list.title')} description={t('serials.list.description')} />
      <WaitingClaimsPanel />
      <SerialFilters list={list$} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{list$.filtered ? t('serials.list.noMatches') : t('serials.list.empty')}</EmptyState>
      ) : (
        <SerialTable rows={list.data.rows} caption={t('serials.list.caption')} busy={list.isFetching} />
      )}
      {list.data && <ListPager page={list.data} list={list$} label={t('serials.list.pages')} />}
      <ImportPanel />
    </div>
  );
}
