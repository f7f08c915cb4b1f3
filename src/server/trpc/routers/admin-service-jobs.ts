import { AdminAuditListSchema, AuditIdSchema } from '../../../shared/portal/audits.schema';
import { AdminServiceJobListSchema, ServiceJobIdSchema } from '../../../shared/portal/services.schema';
import { getAudit, listAudits } from '../../services/portal/service-centre/audits-read';
import { reviewAudit } from '../../services/portal/service-centre/audits-write';
import { getServiceJob, listServiceJobs } from '../../services/portal/service-centre/jobs-read';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * Issue 12's back office of partner audits and service jobs, for the admin's company page: `admin.partnerAudits.*`
 * (a company's audits, one audit, marking it reviewed) and `admin.serviceJobs.*` (a company's service jobs, one job).
 */
export const adminServiceJobsRouter = {
  partnerAudits: router({
    list: admin.input(AdminAuditListSchema).query(({ ctx, input }) => listAudits(ctx.deps, ctx.actor, input, input.companyId)),
    get: admin.input(AuditIdSchema).query(({ ctx, input }) => getAudit(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
    review: admin.input(AuditIdSchema).mutation(({ ctx, input }) => reviewAudit(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
  }),
  serviceJobs: router({
    list: admin.input(AdminServiceJobListSchema).query(({ ctx, input }) => listServiceJobs(ctx.deps, ctx.actor, input, ctx.scope.locale, input.companyId)),
    get: admin.input(ServiceJobIdSchema).query(({ ctx, input }) => getServiceJob(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
  }),
};
