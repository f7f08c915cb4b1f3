import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { AUDIT_STATUSES } from '../../../shared/portal/enums';
import { TextField } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { useTRPC } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import { OUTLINE } from '../../components/ui/format';
import type { AdminAuditListSchema } from '../../../shared/portal/audits.schema';
import type { ListParams } from '../../components/list/useListParams';

/** The audits list's search (company or auditor), status, company and the self-assessment's days, always in view. */
export function AuditFilters({ list }: { list: ListParams<typeof AdminAuditListSchema> }) {
  const state = list.value;
  const { t } = useTranslation(['admin-audits', 'portal-service']);
  const trpc = useTRPC();
  const options = useQuery({ ...trpc.admin.companies.options.queryOptions(), staleTime: 10 * 60_000 });
  const change = list.set;
  return (
    <form role="search" aria-label={t('audits.filters')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" onSubmit={(event) => event.preventDefault()}>
      <div className="lg:col-span-2">
        <SearchBox label={t('audits.search')} placeholder={t('audits.searchPlaceholder')} value={state.q} onSearch={(q) => change({ q })} testId="admin-audits-search" />
      </div>
      <SelectField label={t('audits.status')} value={state.status ?? ''} data-testid="admin-audits-status" onChange={(event) => change({ status: AUDIT_STATUSES.find((status) => status === event.target.value) })}>
        <option value="">{t('audits.anyStatus')}</option>
        {AUDIT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`portal-service:auditStatus.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('audits.company')} value={state.companyId ?? ''} data-testid="admin-audits-company" onChange={(event) => change({ companyId: event.target.value ? Number(event.target.value) : undefined })}>
        <option value="">{t('audits.anyCompany')}</option>
        {options.data?.companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('audits.from')} type="date" value={state.from ?? ''} max={state.to} data-testid="admin-audits-from" onChange={(event) => change({ from: event.target.value })} />
      <TextField label={t('audits.to')} type="date" value={state.to ?? ''} min={state.from} data-testid="admin-audits-to" onChange={(event) => change({ to: event.target.value })} />
      {list.filtered && (
        <div className="lg:col-span-6">
          <button type="button" className={OUTLINE} onClick={list.clear}>
            {t('audits.clearFilters')}
          </button>
        </div>
      )}
    </form>
  );
}
