import { PortalInviteSchema, PortalUserIdSchema, PortalUserRoleSchema } from '../../../shared/portal/team.schema';
import { changeCompanyUserRole, disableCompanyUser, enableCompanyUser, inviteUser, resendInvitation } from '../../services/portal/team/user-writes';
import { listInviteCompanies } from '../../services/portal/team/users';
import { portalFilesCollection } from '../../resources/files/portal-files';
import { teamCollection } from '../../resources/portal/team';
import { portalServiceToolsCollection, portalServiceToolView } from '../../resources/servicetools/portal-service-tools';
import { collectionDetail, collectionProcedures } from '../collection-router';
import { procedure, router } from '../init';

/**
 * /portal/users (seniors and admins), /portal/files (every portal member) and /portal/servicetools (the service
 * roles) of issue 12. The team is scoped to the reader's company, the files and tools to the reader's role; the
 * downloads themselves go through the REST routes of rest/portal-downloads.ts, which log them.
 */
const manager = procedure.meta({ permission: 'portal:manage-company' });

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
  /**
   * The service tools the member's role may fetch, as a read-only collection (list, filterOptions ...); `get` is a
   * tool with its versions (the list's dialog). The fetches are REST (logged).
   */
  servicetools: router({
    ...collectionProcedures(portalServiceToolsCollection),
    get: collectionDetail(portalServiceToolsCollection, portalServiceToolView),
  }),
};
