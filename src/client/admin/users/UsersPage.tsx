import { useTranslation } from '../../lib/i18n-react';
import { adminUsersResource } from '../../../shared/users/collections/admin-users';
import type { ResourceRow } from '../../../shared/collections/types';
import { useSession } from '../../lib/session';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { AddUserDialog } from './AddUserDialog';
import { UserBadges } from './Badges';
import { useFeedback } from '../../components/ui/use-feedback';
import { UserBulkActions } from './UserBulkActions';

/** The status column as the record page shows it: badges for deleted, disabled, invited and 2FA; "Active" otherwise. */
function StatusCell({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-users');
  const status = String(row.status);
  const twoFactor = row.twoFactorEnabled === true;
  if (status === 'active' && !twoFactor) return <span className="text-slate-700">{t('list.statuses.active')}</span>;
  return <UserBadges disabled={status === 'disabled'} twoFactor={twoFactor} invited={status === 'invited'} deleted={status === 'deleted'} />;
}

const CELLS: CellOverrides = { status: (row) => <StatusCell row={row} /> };

/**
 * /admin/users: the users collection in the generic list (search by name or e-mail, role, company and status filters,
 * sortable columns, pages, all in the address; cards on a phone; the CSV of what the filters match), with the
 * section's workflows around it: "Add user" (the invitation) and disable or enable for the ticked rows. Each row
 * opens /admin/users/{id}.
 */
export function UsersPage() {
  const self = useSession().user?.id;
  const { feedback, view } = useFeedback('user-status');
  return (
    <ResourceListPage
      def={adminUsersResource}
      actions={<AddUserDialog onAdded={feedback.done} />}
      above={view}
      cells={CELLS}
      bulkActions={{
        render: (selection) => <UserBulkActions selection={selection} feedback={feedback} />,
        // What a bulk action may change: neither the admin's own account nor a deleted one.
        selectable: (row) => String(row.id) !== self && row.status !== 'deleted',
      }}
    />
  );
}
