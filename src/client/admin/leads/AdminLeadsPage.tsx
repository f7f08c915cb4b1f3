import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { AdminLeadListSchema, LEAD_DIRECTIONS, LEAD_SORTS } from '../../../shared/portal/leads.schema';
import { LEAD_STATUSES } from '../../../shared/portal/enums';
import type { AdminLeadRow } from '../../../shared/portal/leads.types';
import { Alert } from '../../components/ui/Alert';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DeadlineText } from '../../portal/leads/DeadlineText';
import { LeadStatusBadge } from '../../portal/leads/StatusBadge';
import { SearchBox } from '../../components/list/SearchBox';
import { LeadSettingsForm } from './LeadSettingsForm';
import { ADMIN_LEAD_SEND_PATH, adminLeadPath } from './paths';
import { useFormat } from '../../lib/use-format';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { useListParams } from '../../components/list/useListParams';
import { ListPager } from '../../components/list/ListPager';
import { ROW_LINK } from '../../components/ui/format';

const COLUMNS = ['ref', 'prospect', 'status', 'company', 'country', 'product', 'value', 'received', 'deadline'] as const;

/** /admin/distributors/leads: every lead, filtered by status (conflicts first to mind), company and country. */
export function AdminLeadsPage() {
  const { t } = useTranslation('admin-leads');
  const trpc = useTRPC();
  const list$ = useListParams(AdminLeadListSchema);
  const state = list$.value;
  const list = useQuery({ ...trpc.admin.leads.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const options = useQuery({ ...trpc.admin.leads.options.queryOptions(), staleTime: 10 * 60_000 });
  const data = list.data;
  const id = (value: string) => (value ? Number(value) : undefined);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-navy-900">
            {t('list.title')}
            {data && data.conflicts > 0 && (
              <button
                type="button"
                onClick={() => list$.set({ status: 'conflict' })}
                className="rounded-full bg-violet-100 px-2.5 py-0.5 text-sm font-bold text-violet-900 ring-1 ring-violet-300 tabular"
                data-testid="leads-conflicts"
              >
                {t('list.conflicts', { count: data.conflicts })}
              </button>
            )}
            {data && data.toReview > 0 && (
              <button
                type="button"
                onClick={() => list$.set({ status: 'review' })}
                className="rounded-full bg-violet-50 px-2.5 py-0.5 text-sm font-bold text-violet-900 ring-1 ring-violet-300 tabular"
                data-testid="leads-to-review"
              >
                {t('list.toReview', { count: data.toReview })}
              </button>
            )}
          </h1>
          <p className="mt-1 text-slate-600">{t('list.description')}</p>
        </div>
        <Link href={ADMIN_LEAD_SEND_PATH} className="rounded bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800">
          {t('list.send')}
        </Link>
      </div>

      <form role="search" aria-label={t('filters.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" onSubmit={(event) => event.preventDefault()}>
        <div className="lg:col-span-2">
          <SearchBox label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={state.q} onSearch={(q) => list$.set({ q })} testId="admin-leads-search" />
        </div>
        <SelectField label={t('filters.status')} value={state.status ?? ''} data-testid="admin-filter-status" onChange={(event) => list$.set({ status: LEAD_STATUSES.find((s) => s === event.target.value) })}>
          <option value="">{t('filters.anyStatus')}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filters.company')} value={state.companyId ?? ''} onChange={(event) => list$.set({ companyId: id(event.target.value) })}>
          <option value="">{t('filters.anyCompany')}</option>
          {options.data?.companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filters.country')} value={state.countryId ?? ''} onChange={(event) => list$.set({ countryId: id(event.target.value) })}>
          <option value="">{t('filters.anyCountry')}</option>
          {options.data?.countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.sort')}
          value={`${state.sort}:${state.dir}`}
          onChange={(event) => {
            const [sort, dir] = event.target.value.split(':');
            const s = LEAD_SORTS.find((value) => value === sort);
            const d = LEAD_DIRECTIONS.find((value) => value === dir);
            if (s && d) list$.set({ sort: s, dir: d });
          }}
        >
          {LEAD_SORTS.flatMap((sort) =>
            LEAD_DIRECTIONS.map((dir) => (
              <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>
                {t(`sorts.${sort}.${dir}`)}
              </option>
            )),
          )}
        </SelectField>
      </form>

      {list.isPending ? (
        <Spinner />
      ) : !data ? (
        <Alert tone="error">{t('list.error')}</Alert>
      ) : data.rows.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-600">{list$.filtered ? t('list.noMatches') : t('list.empty')}</p>
      ) : (
        <LeadsTable rows={data.rows} busy={list.isFetching} serverNow={data.now} receivedAt={list.dataUpdatedAt} />
      )}
      {data && data.total > 0 && (
        <ListPager page={data} list={list$} label={t('list.pages')} />
      )}
      <LeadSettingsForm />
    </div>
  );
}

function LeadsTable({ rows, busy, serverNow, receivedAt }: { rows: readonly AdminLeadRow[]; busy: boolean; serverNow: string; receivedAt: number }) {
  const { t } = useTranslation('admin-leads');
  const format = useFormat();
  const none = <span className="text-slate-500">—</span>;
  return (
    <DataTable
      caption={t('list.caption')}
      columns={COLUMNS.map((column) => ({ header: t(`columns.${column}`), primary: column === 'prospect' }))}
      busy={busy}
      testId="admin-leads-table"
    >
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="admin-lead-row">
          <DataCell className="whitespace-nowrap tabular text-slate-600">{t('ref', { id: row.id })}</DataCell>
          <DataCell>
            <Link href={adminLeadPath(row.id)} className={ROW_LINK}>
              {row.prospectCompany}
            </Link>
            <div className="text-xs text-slate-600">{row.contactName}</div>
          </DataCell>
          <DataCell>
            <LeadStatusBadge status={row.status} namespace="admin-leads" />
          </DataCell>
          <DataCell>{row.companyName || <span className="text-slate-500">{t('voltara')}</span>}</DataCell>
          <DataCell>{row.country || none}</DataCell>
          <DataCell>{row.productName || none}</DataCell>
          <DataCell className="whitespace-nowrap tabular">{row.value > 0 ? format.money(row.value, row.currency, { dropZeroCents: true }) : none}</DataCell>
          <DataCell className="whitespace-nowrap tabular">{format.date(row.createdAt)}</DataCell>
          <DataCell>
            <DeadlineText deadlineAt={row.deadlineAt} serverNow={serverNow} receivedAt={receivedAt} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
