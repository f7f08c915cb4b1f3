import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { usePageDescription } from '../../lib/usePageDescription';
import { useTRPC } from '../../trpc';
import { ImportPanel } from './ImportPanel';
import { hasSerialFilters, readSerialListState, serialListInput, writeSerialListState, type SerialListState } from './list-params';
import { SerialFilters } from './SerialFilters';
import { SerialsHeader } from './SerialsNav';
import { SerialTable } from './SerialTable';
import { EmptyState } from './ui/DataTable';
import { WaitingClaimsPanel } from './WaitingClaimsPanel';
import { nextTrail, previousTrail } from './ui/keyset';
import { KeysetPager } from './ui/KeysetPager';

/** /admin/serials: every instrument built, in number order, searched by prefix and filtered, 25 a page; CSV import. */
export function SerialsPage() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  usePageDescription(t('serials.list.description'));
  const [params, setParams] = useSearchParams();
  const state = readSerialListState(params);
  const setState = (next: SerialListState) => setParams(writeSerialListState(next));
  const list = useQuery({ ...trpc.admin.serials.list.queryOptions(serialListInput(state)), placeholderData: keepPreviousData });
  const next = list.data?.next ?? null;

  return (
    <div className="space-y-5">
      <SerialsHeader title={t('serials.list.title')} description={t('serials.list.description')} />
      <WaitingClaimsPanel />
      <SerialFilters state={state} onChange={setState} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{hasSerialFilters(state) ? t('serials.list.noMatches') : t('serials.list.empty')}</EmptyState>
      ) : (
        <SerialTable rows={list.data.rows} caption={t('serials.list.caption')} busy={list.isFetching} />
      )}
      <KeysetPager
        label={t('serials.list.pages')}
        hasPrevious={state.trail.length > 0}
        hasNext={next !== null}
        busy={list.isFetching}
        onPrevious={() => setState({ ...state, trail: previousTrail(state.trail) })}
        onNext={() => next !== null && setState({ ...state, trail: nextTrail(state.trail, next) })}
      />
      <ImportPanel />
    </div>
  );
}
