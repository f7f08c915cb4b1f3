import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import { LEAD_DIRECTIONS, LEAD_SORTS, PORTAL_LEAD_STATUSES } from '../../../shared/portal/leads.schema';
import { Alert } from '../../components/ui/Alert';
import { Pagination } from '../../components/ui/Pagination';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { SearchField } from '../serials/SearchField';
import { PageHeader } from '../ui/PageHeader';
import { LeadDetailDialog } from './LeadDetailDialog';
import { LeadTable } from './LeadTable';
import { hasLeadFilters, leadIdOf, leadListInput, NO_LEAD_FILTERS, readLeadList, withLeadChange, writeLeadList, type LeadListState } from './list-params';
import { RegisterDealDialog } from './RegisterDealDialog';

const LEADS_PATH = '/portal/leads';

/**
 * /portal/leads: the leads Voltara routed to the company and the deals it registered itself; search by prospect,
 * filter by status, sort by date or deadline, 25 a page. A lead opens in a dialog (?lead={id}) to accept or reject
 * before its deadline, then mark won or lost. Every member of the company may; an admin reads every company's.
 */
export default function LeadsPage() {
  const { t } = useTranslation('portal-leads');
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const state = readLeadList(params);
  const openId = leadIdOf(params.get('lead'));
  const setState = (next: LeadListState) => setParams(writeLeadList(next));
  const setOpen = (id: number | null) => setParams(writeLeadList(state, id));
  const [notice, setNotice] = useState('');
  const list = useQuery({ ...trpc.portal.leads.list.queryOptions(leadListInput(state)), placeholderData: keepPreviousData });
  const data = list.data;
  const filtered = hasLeadFilters(state);
  const clear = () => setState({ ...NO_LEAD_FILTERS, sort: state.sort, dir: state.dir });

  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pastEnd = data !== undefined && !list.isPlaceholderData && data.rows.length === 0 && data.total > 0 && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) setParams(writeLeadList({ ...state, page: lastPage }), { replace: true });
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title={t('list.title')} path={LEADS_PATH} lead={t('list.lead')}>
        {data && !data.allCompanies && <RegisterDealDialog onRegistered={setNotice} />}
      </PageHeader>

      {notice && (
        <div className="mt-6" data-testid="leads-notice">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}

      <form
        role="search"
        aria-label={t('filters.label')}
        className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchField
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={state.q}
          onSearch={(q) => setState(withLeadChange(state, { q }))}
          testId="leads-search"
        />
        <SelectField
          label={t('filters.status')}
          value={state.status ?? ''}
          data-testid="filter-status"
          onChange={(event) => setState(withLeadChange(state, { status: PORTAL_LEAD_STATUSES.find((status) => status === event.target.value) }))}
        >
          <option value="">{t('filters.anyStatus')}</option>
          {PORTAL_LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.sort')}
          value={state.sort}
          data-testid="sort"
          onChange={(event) => {
            const sort = LEAD_SORTS.find((value) => value === event.target.value);
            // By deadline the soonest comes first; by date the newest.
            if (sort) setState(withLeadChange(state, { sort, dir: sort === 'deadline' ? 'asc' : 'desc' }));
          }}
        >
          {LEAD_SORTS.map((sort) => (
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
            const dir = LEAD_DIRECTIONS.find((value) => value === event.target.value);
            if (dir) setState(withLeadChange(state, { dir }));
          }}
        >
          {LEAD_DIRECTIONS.map((dir) => (
            <option key={dir} value={dir}>
              {t(`directions.${state.sort}.${dir}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          disabled={!filtered}
          onClick={clear}
          className="rounded border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100 disabled:opacity-50"
        >
          {t('filters.clear')}
        </button>
      </form>

      <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('list.loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          <div className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid={filtered ? 'leads-no-match' : 'leads-empty'}>
            <p>{filtered ? t('list.noMatch') : t('list.empty')}</p>
            {filtered && (
              <button type="button" onClick={clear} className="mt-3 rounded border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100">
                {t('filters.clear')}
              </button>
            )}
          </div>
        ) : (
          <>
            <LeadTable rows={data.rows} showCompany={data.allCompanies} serverNow={data.now} receivedAt={list.dataUpdatedAt} onOpen={setOpen} />
            <Pagination
              page={state.page}
              total={data.total}
              perPage={data.pageSize}
              edgeNavigation
              label={t('list.pages')}
              onPageChange={(page) => setState({ ...state, page })}
            />
          </>
        )}
      </div>

      {openId !== null && (
        <LeadDetailDialog
          id={openId}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setNotice(message);
          }}
        />
      )}
    </div>
  );
}
