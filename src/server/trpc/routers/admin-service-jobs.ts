import { AdminAuditListSchema, AuditActionAddSchema, AuditActionDoneSchema, AuditIdSchema, AuditReviewSchema } from '../../../shared/portal/audits.schema';
import { AdminServiceJobListSchema, ServiceJobIdSchema } from '../../../shared/portal/services.schema';
import { listAuditsForAdmin } from '../../services/portal/service-centre/audits-admin';
import { getAudit } from '../../services/portal/service-centre/audits-read';
import { addAuditAction, reviewAudit, setAuditActionDone } from '../../services/portal/service-centre/audits-write';
import { getServiceJob, listServiceJobs } from '../../services/portal/service-centre/jobs-read';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * The back office of partner audits and service jobs (issues 12 and 27): `admin.partnerAudits.*` (every company's
 * audits, one audit, Voltara's review with its score and the next audit date, the follow-up actions) and
 * `admin.serviceJobs.*` (every company's service jobs or one company's, one job).
 */
export const adminServiceJobsRouter = {
  partnerAudits: router({
    list: admin.input(AdminAuditListSchema).query(({ ctx, input }) => listAuditsForAdmin(ctx.deps, input)),
    get: admin.input(AuditIdSchema).query(({ ctx, input }) => getAudit(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
    review: admin.input(AuditReviewSchema).mutation(({ ctx, input }) => reviewAudit(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    addAction: admin.input(AuditActionAddSchema).mutation(({ ctx, input }) => addAuditAction(ctx.deps, ctx.actor, input)),
    setActionDone: admin.input(AuditActionDoneSchema).mutation(({ ctx, input }) => setAuditActionDone(ctx.deps, ctx.actor, input.id, input.done)),
  }),
  serviceJobs: router({
    list: admin.input(AdminServiceJobListSchema).query(({ ctx, input }) => listServiceJobs(ctx.deps, ctx.actor, input, ctx.scope.locale, input.companyId)),
    get: admin.input(ServiceJobIdSchema).query(({ ctx, input }) => getServiceJob(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
  }),
};
