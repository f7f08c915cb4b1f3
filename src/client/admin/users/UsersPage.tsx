import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { AdminUserListQuerySchema, type AdminUserSort } from '../../../shared/users/admin-users.schema';
import { ListPager } from '../../components/list/ListPager';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { useListParams } from '../../components/list/useListParams';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { UserBadges } from './Badges';
import { UserFilters } from './UserFilters';
import { useFormat } from '../../lib/use-format';
import { Alert } from '../../components/ui/Alert';
import { OUTLINE, ROW_LINK } from '../../components/ui/format';
import { useSession } from '../../lib/session';
import { AddUserDialog } from './AddUserDialog';
import { StatusRegion } from './StatusRegion';
import { UserBulkBar } from './UserBulkBar';
import { useRowSelection } from './use-row-selection';
import type { ActionFeedback } from './use-users-cache';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /admin/users: every account, searchable by name or e-mail, filtered by role, company and status, sortable, 25 a
 * page; "Add user", the CSV of what the filters match, and disable or enable for the ticked rows.
 */
export function UsersPage() {
  const { t } = useTranslation(['admin-users', 'admin']);
  const trpc = useTRPC();
  const list$ = useListParams(AdminUserListQuerySchema);
  const list = useQuery({ ...trpc.admin.users.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const { date } = useFormat();
  const self = useSession().user?.id;
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(JSON.stringify(list$.query), rows.map((user) => user.id));
  // "Select all" ticks what a bulk action may change: neither the admin's own account nor a deleted one.
  const selectable = rows.filter((user) => user.id !== self && !user.deleted).map((user) => user.id);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const feedback: ActionFeedback = {
    done(message) {
      setFailure('');
      setStatus(message);
    },
    failed(error) {
      setStatus('');
      setFailure(messageOf(error));
    },
  };

  const sortable = (column: AdminUserSort, label: string) => ({
    header: label,
    sort: { key: column, sort: list$.value.sort, dir: list$.value.dir, onSort: list$.sortBy },
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{t('list.title')}</h1>
          <p className="mt-1 text-slate-600">{t('list.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The list's own address parameters: the CSV holds what the search and filters match, in the list's order. */}
          <a href={`/api/admin/users/export.csv${list$.search}`} download title={t('list.exportHint')} className={OUTLINE} data-testid="users-export">
            {t('list.export')}
          </a>
          <AddUserDialog onAdded={feedback.done} />
        </div>
      </div>
      <StatusRegion message={status} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <UserFilters list={list$} />
      <UserBulkBar ids={selection.ids} selfSelected={self !== undefined && selection.has(self)} onClear={selection.clear} feedback={feedback} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? null : list.data.rows.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-600">{t('list.empty')}</p>
      ) : (
        <DataTable
          caption={t('list.title')}
          columns={[
            sortable('name', t('list.columns.name')),
            sortable('email', t('list.columns.email')),
            sortable('role', t('list.columns.role')),
            t('list.columns.company'),
            t('list.columns.status'),
            sortable('created', t('list.columns.created')),
          ]}
          busy={list.isFetching}
          testId="users-table"
          selection={{
            checked: selection.all(selectable),
            onChange: (checked) => selection.setAll(selectable, checked),
            label: t('list.selectAll'),
          }}
        >
          {list.data.rows.map((user) => (
            <DataRow
              key={user.id}
              data-testid="user-row"
              selection={{ checked: selection.has(user.id), onChange: (checked) => selection.toggle(user.id, checked), label: t('list.selectRow', { name: user.name }) }}
            >
              <DataCell>
                <Link href={`/admin/users/${encodeURIComponent(user.id)}`} className={ROW_LINK}>
                  {user.name}
                </Link>
              </DataCell>
              <DataCell className="whitespace-nowrap">{user.email}</DataCell>
              <DataCell className="whitespace-nowrap">{t(`admin:roles.${user.role}`)}</DataCell>
              <DataCell>{user.company_name ?? <span className="text-slate-500">—</span>}</DataCell>
              <DataCell>
                <UserBadges disabled={user.disabled} twoFactor={user.two_factor_enabled} invited={user.invited} deleted={user.deleted} />
              </DataCell>
              <DataCell className="whitespace-nowrap tabular">
                <time dateTime={user.created_at}>{date(user.created_at)}</time>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
      {list.data && (
        <ListPager page={list.data} list={list$} label={t('list.pagesLabel')} />
      )}
    </div>
  );
}
