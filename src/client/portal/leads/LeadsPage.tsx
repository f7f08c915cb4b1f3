import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { LEAD_DIRECTIONS, LEAD_SORTS, PORTAL_LEAD_STATUSES, PortalLeadListSchema } from '../../../shared/portal/leads.schema';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { usePageInRange } from '../../components/list/usePageInRange';
import { useListParams } from '../../components/list/useListParams';
import { recordIdOf } from '../../lib/record-id';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import { PageHeader } from '../ui/PageHeader';
import { LeadDetailDialog } from './LeadDetailDialog';
import { LeadTable } from './LeadTable';
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
  // The open lead (?lead=12, the link of the "new lead" e-mail) is kept beside the list.
  const list$ = useListParams(PortalLeadListSchema, { extra: ['lead'] });
  const state = list$.value;
  const openId = recordIdOf(list$.extra('lead'));
  const setOpen = (id: number | null) => list$.setExtra('lead', id === null ? null : String(id));
  const [notice, setNotice] = useState('');
  const list = useQuery({ ...trpc.portal.leads.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const data = list.data;
  const filtered = list$.filtered;
  const clear = list$.clear;

  usePageInRange(list$, data, list.isPlaceholderData);

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
        <SearchBox
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={state.q}
          onSearch={(q) => list$.set({ q })}
          testId="leads-search"
        />
        <SelectField
          label={t('filters.status')}
          value={state.status ?? ''}
          data-testid="filter-status"
          onChange={(event) => list$.set({ status: PORTAL_LEAD_STATUSES.find((status) => status === event.target.value) })}
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
            if (sort) list$.set({ sort, dir: sort === 'deadline' ? 'asc' : 'desc' });
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
            if (dir) list$.set({ dir });
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
            <ListPager page={data} list={list$} edgeNavigation label={t('list.pages')} />
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
