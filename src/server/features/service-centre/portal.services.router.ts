import { z } from 'zod';
import { AuditActionAddSchema, AuditActionDoneSchema, AuditIdSchema, AuditSaveSchema } from '../../../shared/portal/audits.schema';
import { ServiceJobCompleteSchema, ServiceJobMoveSchema, ServiceJobOpenSchema, ServiceSerialLookupSchema } from '../../../shared/portal/services.schema';
import { auditDetail, auditsCollection } from './collections/portal-audits';
import { serviceJobDetail, servicesCollection } from './collections/portal-service-jobs';
import { activeAuditQuestions, auditOverview } from './audits-read';
import { addAuditAction, discardAudit, saveAuditDraft, submitAudit, setAuditActionDone } from './audits-write';
import { completeServiceJob } from './jobs-complete';
import { findServiceSerials } from './jobs-read';
import { moveServiceJob, openServiceJob } from './jobs-write';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/** /portal/services: the certified roles of SPEC.md section 6 (certified-junior, -junior-plus, -senior) and admin. */
const serviceCentre = procedure.meta({ permission: 'portal:services' });
/** /portal/audits: every portal role reads its company's audits… */
const member = procedure.meta({ permission: 'portal:access' });
/** …and the senior roles write them. */
const senior = procedure.meta({ permission: 'portal:manage-company' });

/**
 * Spread into the portal router: `portal.services.*` and `portal.audits.*` (issue 12). Each is its collection (list,
 * and get answering the record page's detail; neither offers create, update or delete) with its workflows beside it.
 */
export const portalServiceRouter = {
  services: router({
    ...collectionProcedures(servicesCollection),
    get: collectionDetail(servicesCollection, serviceJobDetail),
    lookupSerial: serviceCentre.input(ServiceSerialLookupSchema).query(({ ctx, input }) => findServiceSerials(ctx, input)),
    open: serviceCentre.input(ServiceJobOpenSchema).mutation(({ ctx, input }) => openServiceJob(ctx, input)),
    move: serviceCentre.input(ServiceJobMoveSchema).mutation(({ ctx, input }) => moveServiceJob(ctx, input)),
    complete: serviceCentre.input(ServiceJobCompleteSchema).mutation(({ ctx, input }) => completeServiceJob(ctx, input)),
  }),
  audits: router({
    ...collectionProcedures(auditsCollection),
    get: collectionDetail(auditsCollection, auditDetail),
    overview: member.input(z.object({})).query(({ ctx }) => auditOverview(ctx)),
    questions: member.query(({ ctx }) => activeAuditQuestions(ctx)),
    save: senior.input(AuditSaveSchema).mutation(({ ctx, input }) => saveAuditDraft(ctx, input)),
    submit: senior.input(AuditSaveSchema).mutation(({ ctx, input }) => submitAudit(ctx, input)),
    discard: senior.input(AuditIdSchema).mutation(({ ctx, input }) => discardAudit(ctx, input)),
    addAction: senior.input(AuditActionAddSchema).mutation(({ ctx, input }) => addAuditAction(ctx, input)),
    setActionDone: senior.input(AuditActionDoneSchema).mutation(({ ctx, input }) => setAuditActionDone(ctx, input)),
  }),
};
