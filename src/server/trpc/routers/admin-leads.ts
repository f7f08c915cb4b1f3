import {
  AdminLeadCreateSchema,
  AdminLeadListSchema,
  AdminLeadResolveSchema,
  AdminLeadRouteSchema,
  LeadIdSchema,
  LeadSettingsSchema,
} from '../../../shared/portal/leads.schema';
import { adminLeadOptions, createLead, resolveConflict, routeLead } from '../../services/portal/leads/admin';
import { getAdminLead } from '../../services/portal/leads/detail';
import { listAdminLeads } from '../../services/portal/leads/list';
import { readLeadSettings, updateLeadSettings } from '../../services/site-settings';
import { procedure, router } from '../init';

/** /admin/distributors/leads, leads/send and leads/{id} (issue 12): Voltara routes, reassigns and resolves leads. */
const admin = procedure.meta({ permission: 'admin:access' });

/** Spread into the admin router: `admin.leads.*`. */
export const adminLeadsRouter = {
  leads: router({
    list: admin.input(AdminLeadListSchema).query(({ ctx, input }) => listAdminLeads(ctx.deps, input, ctx.scope.locale)),
    get: admin.input(LeadIdSchema).query(({ ctx, input }) => getAdminLead(ctx.deps, input.id, ctx.scope.locale)),
    options: admin.query(({ ctx }) => adminLeadOptions(ctx.deps, ctx.scope.locale)),
    create: admin.input(AdminLeadCreateSchema).mutation(({ ctx, input }) => createLead(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    route: admin.input(AdminLeadRouteSchema).mutation(({ ctx, input }) => routeLead(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    resolve: admin.input(AdminLeadResolveSchema).mutation(({ ctx, input }) => resolveConflict(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    settings: admin.query(({ ctx }) => readLeadSettings(ctx.deps)),
    saveSettings: admin.input(LeadSettingsSchema).mutation(({ ctx, input }) => updateLeadSettings(ctx.deps, input, ctx.scope.locale)),
  }),
};
