import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { AdminUserListQuerySchema, type AdminUserSort } from '../../../shared/users/admin-users.schema';
import { ListPager } from '../../components/list/ListPager';
import { SortHeader } from '../../components/list/SortHeader';
import { useListParams } from '../../components/list/useListParams';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { UserBadges } from './Badges';
import { UserFilters } from './UserFilters';
import { useFormat } from '../../lib/use-format';
import { ScrollBox } from '../../components/ui/ScrollBox';

/** /admin/users: every account, searchable by name or e-mail, filtered by role and company, sortable, 25 a page. */
export function UsersPage() {
  const { t } = useTranslation(['admin-users', 'admin']);
  const trpc = useTRPC();
  const list$ = useListParams(AdminUserListQuerySchema);
  const list = useQuery({ ...trpc.admin.users.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const { date } = useFormat();

  const sortable = (column: AdminUserSort, label: string) => (
    <SortHeader column={column} label={label} sort={list$.value.sort} dir={list$.value.dir} onSort={list$.sortBy} />
  );

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{t('list.title')}</h1>
        <p className="mt-1 text-slate-600">{t('list.description')}</p>
      </div>
      <UserFilters list={list$} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? null : list.data.rows.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-600">{t('list.empty')}</p>
      ) : (
        <ScrollBox label={t('list.title')} className="relative overflow-x-auto rounded border border-slate-200 bg-white shadow-sm">
          <table className="w-full border-collapse text-left text-sm" data-testid="users-table" aria-busy={list.isFetching}>
            <caption className="sr-only">{t('list.title')}</caption>
            <thead className="sticky top-0 bg-slate-100">
              <tr>
                {sortable('name', t('list.columns.name'))}
                {sortable('email', t('list.columns.email'))}
                {sortable('role', t('list.columns.role'))}
                <th scope="col" className="px-3 py-2">{t('list.columns.company')}</th>
                <th scope="col" className="px-3 py-2">{t('list.columns.status')}</th>
                {sortable('created', t('list.columns.created'))}
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((user) => (
                <tr key={user.id} className="border-t border-slate-200 hover:bg-slate-50" data-testid="user-row">
                  <td className="px-3 py-1.5">
                    <Link href={`/admin/users/${encodeURIComponent(user.id)}`} className="font-semibold text-navy-800 underline-offset-2 hover:underline">
                      {user.name}
                    </Link>
                  </td>
                  <td className="px-3 py-1.5 whitespace-nowrap">{user.email}</td>
                  <td className="px-3 py-1.5 whitespace-nowrap">{t(`admin:roles.${user.role}`)}</td>
                  <td className="px-3 py-1.5">{user.company_name ?? <span className="text-slate-500">—</span>}</td>
                  <td className="px-3 py-1.5">
                    <UserBadges disabled={user.disabled} twoFactor={user.two_factor_enabled} />
                  </td>
                  <td className="px-3 py-1.5 whitespace-nowrap tabular">
                    <time dateTime={user.created_at}>{date(user.created_at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {list.data && (
        <ListPager page={list.data} list={list$} label={t('list.pagesLabel')} />
      )}
    </div>
  );
}
