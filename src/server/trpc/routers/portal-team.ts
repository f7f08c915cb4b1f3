import { PortalFilesQuerySchema } from '../../../shared/portal/files.schema';
import { PortalServiceToolsQuerySchema, ServiceToolIdSchema } from '../../../shared/portal/servicetools.schema';
import { PortalInviteSchema, PortalUserIdSchema, PortalUserRoleSchema } from '../../../shared/portal/team.schema';
import { getPortalServiceTool, listPortalFiles, listPortalServiceTools } from '../../services/portal/team/downloads';
import { changeCompanyUserRole, disableCompanyUser, enableCompanyUser, inviteUser, resendInvitation } from '../../services/portal/team/user-writes';
import { listInviteCompanies } from '../../services/portal/team/users';
import { teamCollection } from '../../resources/portal/team';
import { collectionProcedures } from '../collection-router';
import { procedure, router } from '../init';

/**
 * /portal/users (seniors and admins), /portal/files (every portal member) and /portal/servicetools (the service
 * roles) of issue 12. The services scope every row to the reader's company; the downloads themselves go through the
 * REST routes of rest/portal-downloads.ts, which log them.
 */
const manager = procedure.meta({ permission: 'portal:manage-company' });
const member = procedure.meta({ permission: 'portal:access' });
const servicer = procedure.meta({ permission: 'portal:service-tools' });

/** Spread into the portal router: `portal.users.*`, `portal.files.*`, `portal.servicetools.*`. */
export const portalTeamRouter = {
  /**
   * The team collection (list, get; no writes) and its workflows, each within the reader's reach: invite, send the
   * invitation again, disable, enable, change role; `companies` are those an admin may invite into.
   */
  users: router({
    ...collectionProcedures(teamCollection),
    companies: manager.query(({ ctx }) => listInviteCompanies(ctx.deps, ctx.actor)),
    invite: manager.input(PortalInviteSchema).mutation(({ ctx, input }) => inviteUser(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    resendInvitation: manager.input(PortalUserIdSchema).mutation(({ ctx, input }) => resendInvitation(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
    disable: manager.input(PortalUserIdSchema).mutation(({ ctx, input }) => disableCompanyUser(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
    enable: manager.input(PortalUserIdSchema).mutation(({ ctx, input }) => enableCompanyUser(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
    changeRole: manager.input(PortalUserRoleSchema).mutation(({ ctx, input }) => changeCompanyUserRole(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  }),
  files: router({
    list: member.input(PortalFilesQuerySchema.prefault({})).query(({ ctx, input }) => listPortalFiles(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  }),
  servicetools: router({
    list: servicer.input(PortalServiceToolsQuerySchema.prefault({})).query(({ ctx, input }) => listPortalServiceTools(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    get: servicer.input(ServiceToolIdSchema).query(({ ctx, input }) => getPortalServiceTool(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
  }),
};
