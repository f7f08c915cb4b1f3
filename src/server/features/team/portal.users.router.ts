import { PortalInviteSchema, PortalUserIdSchema, PortalUserRoleSchema } from '../../../shared/team/team.schema';
import { changeCompanyUserRole, disableCompanyUser, enableCompanyUser, inviteUser, resendInvitation } from './user-writes';
import { listInviteCompanies } from './users';
import { teamCollection } from './collections/team';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/** /portal/users (issue 12), for seniors and admins: the services scope every row to the reader's company. */
const manager = procedure.meta({ permission: 'portal:manage-company' });

/**
 * The team collection (list, get; no writes) and its workflows, each within the reader's reach: invite, send the
 * invitation again, disable, enable, change role; `companies` are those an admin may invite into.
 */
export const portalUsersRouter = router({
  ...collectionProcedures(teamCollection),
  companies: manager.query(({ ctx }) => listInviteCompanies(ctx)),
  invite: manager.input(PortalInviteSchema).mutation(({ ctx, input }) => inviteUser(ctx, input)),
  resendInvitation: manager.input(PortalUserIdSchema).mutation(({ ctx, input }) => resendInvitation(ctx, input)),
  disable: manager.input(PortalUserIdSchema).mutation(({ ctx, input }) => disableCompanyUser(ctx, input)),
  enable: manager.input(PortalUserIdSchema).mutation(({ ctx, input }) => enableCompanyUser(ctx, input)),
  changeRole: manager.input(PortalUserRoleSchema).mutation(({ ctx, input }) => changeCompanyUserRole(ctx, input)),
});
