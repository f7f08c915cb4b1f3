import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { SERVICE_JOB_KINDS, SERVICE_JOB_STATUSES } from '../../../shared/portal/enums';
import { SelectField } from '../../components/ui/SelectField';
import { useTRPC } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import { OUTLINE } from '../../components/ui/format';
import type { AdminServiceJobListSchema } from '../../../shared/portal/services.schema';
import type { ListParams } from '../../components/list/useListParams';

/** The service jobs list's search (serial number or customer), company, status and kind, always in view. */
export function JobFilters({ list }: { list: ListParams<typeof AdminServiceJobListSchema> }) {
  const state = list.value;
  const { t } = useTranslation(['admin-audits', 'portal-service']);
  const trpc = useTRPC();
  const options = useQuery({ ...trpc.admin.companies.options.queryOptions(), staleTime: 10 * 60_000 });
  const change = list.set;
  return (
    <form role="search" aria-label={t('jobs.filters')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" onSubmit={(event) => event.preventDefault()}>
      <div className="lg:col-span-2">
        <SearchBox label={t('jobs.search')} placeholder={t('jobs.searchPlaceholder')} value={state.q} onSearch={(q) => change({ q })} testId="admin-jobs-search" />
      </div>
      <SelectField label={t('jobs.company')} value={state.companyId ?? ''} data-testid="admin-jobs-company" onChange={(event) => change({ companyId: event.target.value ? Number(event.target.value) : undefined })}>
        <option value="">{t('jobs.anyCompany')}</option>
        {options.data?.companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('jobs.status')} value={state.status ?? ''} data-testid="admin-jobs-status" onChange={(event) => change({ status: SERVICE_JOB_STATUSES.find((status) => status === event.target.value) })}>
        <option value="">{t('jobs.anyStatus')}</option>
        {SERVICE_JOB_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`portal-service:status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('jobs.kind')} value={state.kind ?? ''} data-testid="admin-jobs-kind" onChange={(event) => change({ kind: SERVICE_JOB_KINDS.find((kind) => kind === event.target.value) })}>
        <option value="">{t('jobs.anyKind')}</option>
        {SERVICE_JOB_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`portal-service:kind.${kind}`)}
          </option>
        ))}
      </SelectField>
      {list.filtered && (
        <div className="lg:col-span-5">
          <button type="button" className={OUTLINE} onClick={list.clear}>
            {t('jobs.clearFilters')}
          </button>
        </div>
      )}
    </form>
  );
}
