import { AuditActionAddSchema, AuditActionDoneSchema, AuditReviewSchema } from '../../../shared/portal/audits.schema';
import { auditDetail } from './collections/portal-audits';
import { serviceJobDetail } from './collections/portal-service-jobs';
import { adminAuditsCollection } from './collections/admin-audits';
import { adminServiceJobsCollection } from './collections/admin-service-jobs';
import { addAuditAction, reviewAudit, setAuditActionDone } from './audits-write';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * The back office of partner audits and service jobs (issues 12 and 27), each an admin collection over every
 * company's rows (list, filter choices, and the record page's view through its row filter; they offer no writes):
 * `admin.partnerAudits` with Voltara's review (its score and the next audit date) and the follow-up actions beside it,
 * and `admin.serviceJobs`, whose jobs change only through the partners' own workflows.
 */
export const adminServiceJobsRouter = {
  partnerAudits: router({
    ...collectionProcedures(adminAuditsCollection),
    get: collectionDetail(adminAuditsCollection, auditDetail),
    review: admin.input(AuditReviewSchema).mutation(({ ctx, input }) => reviewAudit(ctx, input)),
    addAction: admin.input(AuditActionAddSchema).mutation(({ ctx, input }) => addAuditAction(ctx, input)),
    setActionDone: admin.input(AuditActionDoneSchema).mutation(({ ctx, input }) => setAuditActionDone(ctx, input)),
  }),
  serviceJobs: router({
    ...collectionProcedures(adminServiceJobsCollection),
    get: collectionDetail(adminServiceJobsCollection, serviceJobDetail),
  }),
};
