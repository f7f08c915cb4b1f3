import { z } from 'zod';
import { AuditActionAddSchema, AuditActionDoneSchema, AuditIdSchema, AuditSaveSchema } from '../../../shared/service-centre/audits.schema';
import { auditDetail, auditsCollection } from './collections/portal-audits';
import { activeAuditQuestions, auditOverview } from './audits-read';
import { addAuditAction, discardAudit, saveAuditDraft, submitAudit, setAuditActionDone } from './audits-write';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';
/** /portal/audits: every portal role reads its company's audits… */
const member = procedure.meta({ permission: 'portal:access' });
/** …and the senior roles write them. */
const senior = procedure.meta({ permission: 'portal:manage-company' });

export const portalAuditsRouter = router({
  ...collectionProcedures(auditsCollection),
  get: collectionDetail(auditsCollection, auditDetail),
  overview: member.input(z.object({})).query(({ ctx }) => auditOverview(ctx)),
  questions: member.query(({ ctx }) => activeAuditQuestions(ctx)),
  save: senior.input(AuditSaveSchema).mutation(({ ctx, input }) => saveAuditDraft(ctx, input)),
  submit: senior.input(AuditSaveSchema).mutation(({ ctx, input }) => submitAudit(ctx, input)),
  discard: senior.input(AuditIdSchema).mutation(({ ctx, input }) => discardAudit(ctx, input)),
  addAction: senior.input(AuditActionAddSchema).mutation(({ ctx, input }) => addAuditAction(ctx, input)),
  setActionDone: senior.input(AuditActionDoneSchema).mutation(({ ctx, input }) => setAuditActionDone(ctx, input)),
});
