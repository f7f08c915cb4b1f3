import { PortalServiceToolsQuerySchema, ServiceToolIdSchema } from '../../../shared/portal/servicetools.schema';
import { PortalInviteSchema, PortalUserIdSchema, PortalUserRoleSchema } from '../../../shared/portal/team.schema';
import { getPortalServiceTool, listPortalServiceTools } from '../downloads/portal-downloads';
import { changeCompanyUserRole, disableCompanyUser, enableCompanyUser, inviteUser, resendInvitation } from './user-writes';
import { listInviteCompanies } from './users';
import { portalFilesCollection } from '../downloads/collections/portal-files';
import { teamCollection } from './collections/team';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/users (seniors and admins), /portal/files (every portal member) and /portal/servicetools (the service
 * roles) of issue 12. The services scope every row to the reader's company; the downloads themselves go through the
 * REST routes of features/downloads/portal-downloads.rest.ts, which log them.
 */
const manager = procedure.meta({ permission: 'portal:manage-company' });
const servicer = procedure.meta({ permission: 'portal:service-tools' });

/** Spread into the portal router: `portal.users.*`, `portal.files.*`, `portal.servicetools.*`. */
export const portalTeamRouter = {
  /**
   * The team collection (list, get; no writes) and its workflows, each within the reader's reach: invite, send the
   * invitation again, disable, enable, change role; `companies` are those an admin may invite into.
   */
  users: router({
    ...collectionProcedures(teamCollection),
    companies: manager.query(({ ctx }) => listInviteCompanies(ctx)),
    invite: manager.input(PortalInviteSchema).mutation(({ ctx, input }) => inviteUser(ctx, input)),
    resendInvitation: manager.input(PortalUserIdSchema).mutation(({ ctx, input }) => resendInvitation(ctx, input)),
    disable: manager.input(PortalUserIdSchema).mutation(({ ctx, input }) => disableCompanyUser(ctx, input)),
    enable: manager.input(PortalUserIdSchema).mutation(({ ctx, input }) => enableCompanyUser(ctx, input)),
    changeRole: manager.input(PortalUserRoleSchema).mutation(({ ctx, input }) => changeCompanyUserRole(ctx, input)),
  }),
  /** The downloads the member may fetch, as a read-only collection (list, get); the fetches are REST (logged). */
  files: router(collectionProcedures(portalFilesCollection)),
  servicetools: router({
    list: servicer.input(PortalServiceToolsQuerySchema.prefault({})).query(({ ctx, input }) => listPortalServiceTools(ctx, input)),
    get: servicer.input(ServiceToolIdSchema).query(({ ctx, input }) => getPortalServiceTool(ctx, input)),
  }),
};
