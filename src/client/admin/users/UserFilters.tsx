import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { isRole, ROLES } from '../../../shared/auth/roles';
import { ADMIN_USER_STATUSES, NO_COMPANY, type AdminUserListQuerySchema } from '../../../shared/users/admin-users.schema';
import { useTRPC } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import type { ListParams } from '../../components/list/useListParams';

/** Search box, role, company and status filters, and a way back to the whole list; always in view above the table. */
export function UserFilters({ list }: { list: ListParams<typeof AdminUserListQuerySchema> }) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const trpc = useTRPC();
  const companies = useQuery(trpc.admin.users.companies.queryOptions());
  const state = list.value;

  const select = 'rounded border border-slate-300 bg-white px-3 py-2 text-sm';
  return (
    <div role="search" className="flex flex-wrap items-end gap-3">
      <SearchBox
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={state.q}
        onSearch={(q) => list.set({ q })}
      />
      <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
        {t('list.role')}
        <select
          value={state.role ?? ''}
          onChange={(event) => list.set({ role: isRole(event.target.value) ? event.target.value : undefined })}
          className={`${select} font-normal`}
        >
          <option value="">{t('list.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin:roles.${role}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
        {t('list.company')}
        <select
          value={state.company === undefined ? '' : String(state.company)}
          onChange={(event) => {
            const value = event.target.value;
            list.set({ company: value === '' ? undefined : value === NO_COMPANY ? NO_COMPANY : Number(value) });
          }}
          className={`${select} font-normal`}
        >
          <option value="">{t('list.allCompanies')}</option>
          <option value={NO_COMPANY}>{t('list.noCompany')}</option>
          {(companies.data ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
        {t('list.status')}
        <select
          value={state.status ?? ''}
          onChange={(event) => list.set({ status: ADMIN_USER_STATUSES.find((status) => status === event.target.value) })}
          className={`${select} font-normal`}
        >
          <option value="">{t('list.allStatuses')}</option>
          {ADMIN_USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`list.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      {list.filtered && (
        <button
          type="button"
          onClick={list.clear}
          className="rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100"
        >
          {t('list.clearFilters')}
        </button>
      )}
    </div>
  );
}
