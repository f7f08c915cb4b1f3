import { useTranslation } from '../../lib/i18n-react';
import { isRole } from '../../../shared/auth/roles';
import { assignableRoles, roleWithinReach, USER_STATES, type UserState } from '../../../shared/team/team.schema';
import { teamResource } from '../../../shared/team/collections/team';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { NoValue } from '../../components/ui/NoValue';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';
import { InviteDialog } from './InviteDialog';
import { UserActions, type TeamMember } from './UserActions';
import { useFeedback } from '../../components/ui/use-feedback';
import { StateBadge } from '../../components/ui/StateBadge';
import { TEAM_MEMBER_BADGES } from '../../components/ui/state-looks';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const stateOf = (value: unknown): UserState => USER_STATES.find((state) => state === value) ?? 'active';

/** A list row as the row's workflows take it: the account's own id, its role and state. */
function memberOf(row: ResourceRow): TeamMember {
  const role = textOf(row.role);
  return { id: textOf(row.userId), name: textOf(row.name), email: textOf(row.email), role: isRole(role) ? role : 'user', state: stateOf(row.state) };
}

function LastSignIn({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('portal-team');
  const formats = useFormat();
  const at = textOf(row.lastSignIn);
  return at ? <time dateTime={at}>{formats.dateTime(at)}</time> : <NoValue label={t('users.never')} />;
}

function NameCell({ row, selfId }: { row: ResourceRow; selfId: string | undefined }) {
  const { t } = useTranslation('portal-team');
  return (
    <>
      <span className="font-semibold text-navy-900">{textOf(row.name)}</span>
      {row.userId === selfId && <span className="ml-2 text-xs text-slate-600">({t('actions.you')})</span>}
    </>
  );
}

/**
 * /portal/users (seniors and admins): the team collection (search, state and role filters, sort, pages in the address,
 * cards on a phone) with the company's users' role, state and last sign-in; invite by e-mail, change a role, disable
 * or enable, never beyond the reader's own roles (the server decides; the screen offers only what it would accept).
 */
export default function UsersPage() {
  const { t } = useTranslation('portal-team');
  const { user } = useSession();
  const { feedback, view: notice } = useFeedback('team-feedback');
  const assignable = user ? assignableRoles(user.role) : [];
  const manageable = (member: TeamMember) => !!user && member.id !== user.id && roleWithinReach(user.role, member.role);
  return (
    <ResourceListPage
      def={teamResource}
      actions={assignable.length > 0 ? <InviteDialog assignable={assignable} chooseCompany={user?.role === 'admin'} onInvited={feedback.done} /> : null}
      above={notice}
      cells={{
        name: (row) => <NameCell row={row} selfId={user?.id} />,
        email: (row) => <span className="break-all">{textOf(row.email)}</span>,
        state: (row) => <StateBadge of={TEAM_MEMBER_BADGES} state={stateOf(row.state)} />,
        lastSignIn: (row) => <LastSignIn row={row} />,
      }}
      rowActions={(row) => {
        const member = memberOf(row);
        return manageable(member) ? <UserActions user={member} assignable={assignable} feedback={feedback} /> : <span className="text-sm text-slate-500">{t('actions.none')}</span>;
      }}
    />
  );
}
