import { LeadCloseSchema, LeadIdSchema, LeadRegisterSchema, LeadRejectSchema, PortalLeadListSchema } from '../../../shared/portal/leads.schema';
import { portalLeadOptions } from '../../services/portal/leads/admin';
import { acceptLead, closeLead, rejectLead } from '../../services/portal/leads/answer';
import { getCompanyLead } from '../../services/portal/leads/detail';
import { listCompanyLeads, openLeadsSummary } from '../../services/portal/leads/list';
import { registerLead } from '../../services/portal/leads/register';
import { procedure, router } from '../init';

/**
 * /portal/leads (issue 12): every portal member reads, answers and works their own company's leads, and registers
 * deals it found itself (an admin reads every company's, and answers nothing here). Another company's lead is 404.
 */
const member = procedure.meta({ permission: 'portal:access' });

/** Spread into the portal router: `portal.leads.*`. */
export const portalLeadsRouter = {
  leads: router({
    list: member.input(PortalLeadListSchema).query(({ ctx, input }) => listCompanyLeads(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    get: member.input(LeadIdSchema).query(({ ctx, input }) => getCompanyLead(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
    /** The dashboard's piece: offered and accepted counts and the soonest deadlines. */
    open: member.query(({ ctx }) => openLeadsSummary(ctx.deps, ctx.actor)),
    options: member.query(({ ctx }) => portalLeadOptions(ctx.deps, ctx.scope.locale)),
    accept: member.input(LeadIdSchema).mutation(({ ctx, input }) => acceptLead(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
    reject: member.input(LeadRejectSchema).mutation(({ ctx, input }) => rejectLead(ctx.deps, ctx.actor, input.id, input.reason, ctx.scope.locale)),
    close: member.input(LeadCloseSchema).mutation(({ ctx, input }) => closeLead(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    register: member.input(LeadRegisterSchema).mutation(({ ctx, input }) => registerLead(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  }),
};
