import { LeadCloseSchema, LeadIdSchema, LeadRegisterSchema, LeadRejectSchema } from '../../../shared/leads/leads.schema';
import { leadsCollection } from './collections/portal-leads';
import { portalLeadOptions } from './admin';
import { acceptLead, closeLead, rejectLead } from './answer';
import { getCompanyLead, openLeadsSummary } from './collections/portal-lead-reads';
import { registerLead } from './register';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/leads (issue 12): every portal member reads, answers and works their own company's leads, and registers
 * deals it found itself (an admin reads every company's, and answers nothing here). Another company's lead is 404.
 */
const member = procedure.meta({ permission: 'portal:access' });

/**
 * The leads collection (list; no create, update or delete: a lead changes through the workflows beside it) and its
 * workflows. `get` is the lead as its dialog shows it (history, what the member may do now, the contact held back
 * until the company accepts), found through the collection's own get (its row filter: another company's lead is 404).
 */
export const portalLeadsRouter = router({
  ...collectionProcedures(leadsCollection),
  get: collectionDetail(leadsCollection, (ctx, record) => getCompanyLead(ctx, record.id)),
  /** The dashboard's piece: offered and accepted counts and the soonest deadlines. */
  open: member.query(({ ctx }) => openLeadsSummary(ctx)),
  options: member.query(({ ctx }) => portalLeadOptions(ctx)),
  accept: member.input(LeadIdSchema).mutation(({ ctx, input }) => acceptLead(ctx, input)),
  reject: member.input(LeadRejectSchema).mutation(({ ctx, input }) => rejectLead(ctx, input)),
  close: member.input(LeadCloseSchema).mutation(({ ctx, input }) => closeLead(ctx, input)),
  register: member.input(LeadRegisterSchema).mutation(({ ctx, input }) => registerLead(ctx, input)),
});
