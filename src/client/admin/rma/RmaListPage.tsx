import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { usePageDescription } from '../../lib/usePageDescription';
import { useTRPC } from '../../trpc';
import { EmptyState } from '../serials/ui/DataTable';
import { nextTrail, previousTrail } from '../serials/ui/keyset';
import { KeysetPager } from '../serials/ui/KeysetPager';
import { readRmaListState, rmaListInput, writeRmaListState, type RmaListState } from './list-params';
import { RmaFilters } from './RmaFilters';
import { RmaTable } from './RmaTable';

/** /admin/rma: every return booked, newest first, by status, RMA number or the customer's e-mail, 25 a page. */
export function RmaListPage() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  usePageDescription(t('rma.list.description'));
  const [params, setParams] = useSearchParams();
  const state = readRmaListState(params);
  const setState = (next: RmaListState) => setParams(writeRmaListState(next));
  const list = useQuery({ ...trpc.admin.rma.list.queryOptions(rmaListInput(state)), placeholderData: keepPreviousData });
  const next = list.data?.next ?? null;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{t('rma.list.title')}</h1>
        <p className="mt-1 text-slate-600">{t('rma.list.description')}</p>
      </div>
      <RmaFilters state={state} onChange={setState} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{state.q || state.status ? t('rma.list.noMatches') : t('rma.list.empty')}</EmptyState>
      ) : (
        <RmaTable rows={list.data.rows} busy={list.isFetching} />
      )}
      <KeysetPager
        label={t('rma.list.pages')}
        hasPrevious={state.trail.length > 0}
        hasNext={next !== null}
        busy={list.isFetching}
        onPrevious={() => setState({ ...state, trail: previousTrail(state.trail) })}
        onNext={() => next !== null && setState({ ...state, trail: nextTrail(state.trail, next) })}
      />
    </div>
  );
}
