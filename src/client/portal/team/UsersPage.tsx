import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ROLES } from '../../../shared/auth/roles';
import { SORT_DIRECTIONS } from '../../../shared/portal/serials.schema';
import { isCompanyRole, USER_SORTS, USER_STATES } from '../../../shared/portal/team.schema';
import type { PortalUserPage } from '../../../shared/portal/team.types';
import { Alert } from '../../components/ui/Alert';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { NoValue } from '../../components/ui/NoValue';
import { PageHeader } from '../ui/PageHeader';
import { InviteDialog } from './InviteDialog';
import { UserActions, type ActionFeedback } from './UserActions';
import { useFormat } from '../../lib/use-format';
import { PortalUserListSchema } from '../../../shared/portal/team.schema';
import { usePageInRange } from '../../components/list/usePageInRange';
import { useListParams } from '../../components/list/useListParams';
import { ListPager } from '../../components/list/ListPager';

const STATE_STYLES = {
  active: 'bg-green-100 text-green-800',
  invited: 'bg-amber-100 text-amber-900',
  disabled: 'bg-slate-200 text-slate-700',
} as const;

/**
 * /portal/users (seniors and admins): the company's users with their role, state and last sign-in; invite by e-mail,
 * change a role, disable or enable, never beyond the reader's own roles (the server decides; the screen offers only
 * what it would accept).
 */
export default function UsersPage() {
  const { t } = useTranslation('portal-team');
  const trpc = useTRPC();
  const list$ = useListParams(PortalUserListSchema);
  const state = list$.value;
  const list = useQuery({ ...trpc.portal.users.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const feedback: ActionFeedback = { done: (text) => setMessage({ tone: 'success', text }), failed: (text) => setMessage({ tone: 'error', text }) };
  const data = list.data;

  usePageInRange(list$, data, list.isPlaceholderData);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title={t('users.title')} path="/portal/users" lead={t('users.lead')}>
        {data && data.assignable.length > 0 && <InviteDialog assignable={data.assignable} chooseCompany={data.allCompanies} onInvited={feedback.done} />}
      </PageHeader>

      <div className="mt-6" role="status" aria-live="polite">
        {message?.tone === 'success' && (
          <p className="rounded border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800" data-testid="team-feedback">
            {message.text}
          </p>
        )}
      </div>
      {message?.tone === 'error' && <Alert tone="error">{message.text}</Alert>}

      <form
        role="search"
        aria-label={t('filters.label')}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchBox label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={state.q} onSearch={(q) => list$.set({ q })} testId="users-search" />
        <SelectField label={t('filters.state')} value={state.state ?? ''} data-testid="filter-state" onChange={(event) => list$.set({ state: USER_STATES.find((s) => s === event.target.value) })}>
          <option value="">{t('filters.anyState')}</option>
          {USER_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`states.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filters.role')} value={state.role ?? ''} data-testid="filter-role" onChange={(event) => list$.set({ role: ROLES.find((r) => r === event.target.value) })}>
          <option value="">{t('filters.anyRole')}</option>
          {ROLES.filter(isCompanyRole).map((value) => (
            <option key={value} value={value}>
              {t(`roles.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filters.sort')} value={state.sort} onChange={(event) => list$.set({ sort: USER_SORTS.find((s) => s === event.target.value) ?? 'name' })}>
          {USER_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`sorts.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filters.order')} value={state.dir} onChange={(event) => list$.set({ dir: SORT_DIRECTIONS.find((d) => d === event.target.value) ?? 'asc' })}>
          {SORT_DIRECTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`directions.${value}`)}
            </option>
          ))}
        </SelectField>
      </form>

      <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('users.loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          <div className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="users-empty">
            <p>{list$.filtered ? t('users.noMatch') : t('users.empty')}</p>
          </div>
        ) : (
          <>
            <UserTable page={data} feedback={feedback} />
            <ListPager page={data} list={list$} edgeNavigation label={t('users.pages')} />
          </>
        )}
      </div>
    </div>
  );
}

function UserTable({ page, feedback }: { page: PortalUserPage; feedback: ActionFeedback }) {
  const { t } = useTranslation('portal-team');
  const formats = useFormat();
  const columns = ['name', 'email', ...(page.allCompanies ? ['company'] : []), 'role', 'state', 'lastSignIn', 'actions'];
  const label = (key: string) => t(`columns.${key}`);
  return (
    <DataTable caption={t('users.caption')} columns={columns.map(label)} testId="users-table">
      {page.rows.map((row) => (
        <DataRow key={row.id} data-testid="user-row">
          <DataCell label={label('name')} primary>
            <span className="font-semibold text-navy-900">{row.name}</span>
            {row.isSelf && <span className="ml-2 text-xs text-slate-600">({t('actions.you')})</span>}
          </DataCell>
          <DataCell label={label('email')}>
            <span className="break-all">{row.email}</span>
          </DataCell>
          {page.allCompanies && <DataCell label={label('company')}>{row.companyName}</DataCell>}
          <DataCell label={label('role')}>{t(`roles.${row.role}`)}</DataCell>
          <DataCell label={label('state')}>
            <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[row.state]}`} data-testid="user-state">
              {t(`states.${row.state}`)}
            </span>
          </DataCell>
          <DataCell label={label('lastSignIn')}>
            {row.lastSignInAt ? <time dateTime={row.lastSignInAt}>{formats.dateTime(row.lastSignInAt)}</time> : <NoValue label={t('users.never')} />}
          </DataCell>
          <DataCell label={label('actions')}>
            <UserActions user={row} assignable={page.assignable} feedback={feedback} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
