import { AuditActionAddSchema, AuditActionDoneSchema, AuditReviewSchema } from '../../../shared/service-centre/audits.schema';
import { auditDetail } from './collections/portal-audits';
import { adminAuditsCollection } from './collections/admin-audits';
import { addAuditAction, reviewAudit, setAuditActionDone } from './audits-write';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

export const adminPartnerAuditsRouter = router({
  ...collectionProcedures(adminAuditsCollection),
  get: collectionDetail(adminAuditsCollection, auditDetail),
  review: admin.input(AuditReviewSchema).mutation(({ ctx, input }) => reviewAudit(ctx, input)),
  addAction: admin.input(AuditActionAddSchema).mutation(({ ctx, input }) => addAuditAction(ctx, input)),
  setActionDone: admin.input(AuditActionDoneSchema).mutation(({ ctx, input }) => setAuditActionDone(ctx, input)),
});
