import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { SERVICE_JOB_KINDS, SERVICE_JOB_STATUSES } from '../../../shared/portal/enums';
import { SERVICE_JOB_SORTS, ServiceJobListSchema } from '../../../shared/portal/services.schema';
import { SORT_DIRECTIONS } from '../../../shared/portal/serials.schema';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { usePageInRange } from '../../components/list/usePageInRange';
import { useListParams } from '../../components/list/useListParams';
import { recordIdOf } from '../../lib/record-id';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { EmptyList } from '../serials/PortalPageHead';
import { SearchBox } from '../../components/list/SearchBox';
import { JobDialog } from './JobDialog';
import { JobTable } from './JobTable';
import { OpenJobDialog } from './OpenJobDialog';
import { SERVICES_PATH } from './paths';
import { PageHead, SECONDARY } from './ui';

/**
 * /portal/services: the jobs the partner performs as a service centre, filtered by status and kind, searched by serial
 * or customer, sorted, 25 a page. A job opens in a dialog (its id in the address) to move it along or complete it.
 */
export default function ServicesPage() {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  // The open job (?job=12) is kept beside the list.
  const list$ = useListParams(ServiceJobListSchema, { extra: ['job'] });
  const state = list$.value;
  const openJob = recordIdOf(list$.extra('job'));
  const [notice, setNotice] = useState('');
  const showJob = (id: number | null) => list$.setExtra('job', id === null ? null : String(id));
  const list = useQuery({ ...trpc.portal.services.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const data = list.data;
  const filtered = list$.filtered;
  const clear = list$.clear;

  usePageInRange(list$, data, list.isPlaceholderData);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHead trail={[{ name: t('services.title'), path: SERVICES_PATH }]} title={t('services.title')} lead={t('services.lead')}>
        <OpenJobDialog
          onOpened={(id, message) => {
            setNotice(message);
            // A job just opened: the whole list again, so it is there behind its dialog.
            list$.setExtra('job', String(id), { clearList: true });
          }}
        />
      </PageHead>

      {notice && (
        <div className="mt-6">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}

      <form role="search" aria-label={t('filters.label')} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end" onSubmit={(event) => event.preventDefault()}>
        <SearchBox label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={state.q} onSearch={(q) => list$.set({ q })} testId="jobs-search" />
        <SelectField
          label={t('filters.status')}
          value={state.status ?? ''}
          data-testid="filter-status"
          onChange={(event) => list$.set({ status: SERVICE_JOB_STATUSES.find((status) => status === event.target.value) })}
        >
          <option value="">{t('filters.anyStatus')}</option>
          {SERVICE_JOB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filters.kind')} value={state.kind ?? ''} data-testid="filter-kind" onChange={(event) => list$.set({ kind: SERVICE_JOB_KINDS.find((kind) => kind === event.target.value) })}>
          <option value="">{t('filters.anyKind')}</option>
          {SERVICE_JOB_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.sort')}
          value={state.sort}
          data-testid="sort"
          onChange={(event) => {
            const sort = SERVICE_JOB_SORTS.find((value) => value === event.target.value);
            if (sort) list$.set({ sort });
          }}
        >
          {SERVICE_JOB_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.order')}
          value={state.dir}
          data-testid="sort-direction"
          onChange={(event) => {
            const dir = SORT_DIRECTIONS.find((value) => value === event.target.value);
            if (dir) list$.set({ dir });
          }}
        >
          {SORT_DIRECTIONS.map((dir) => (
            <option key={dir} value={dir}>
              {t(`directions.${dir}`)}
            </option>
          ))}
        </SelectField>
        <button type="button" disabled={!filtered} onClick={clear} className={SECONDARY}>
          {t('filters.clear')}
        </button>
      </form>

      <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('services.loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          <EmptyList testId={filtered ? 'jobs-no-match' : 'jobs-empty'} clearLabel={t('filters.clear')} {...(filtered ? { onClear: clear } : {})}>
            {filtered ? t('services.noMatch') : t('services.empty')}
          </EmptyList>
        ) : (
          <>
            <JobTable rows={data.rows} caption={t('services.caption')} showCompany={data.allCompanies} onOpen={(id) => showJob(id)} />
            <ListPager page={data} list={list$} edgeNavigation label={t('services.pages')} />
          </>
        )}
      </div>

      {openJob !== null && <JobDialog id={openJob} onClose={() => showJob(null)} />}
    </div>
  );
}
