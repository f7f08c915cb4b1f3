import { LogRetentionSchema } from '../../../shared/logs/retention.schema';
import { GdprSubjectInputSchema, GdprUserSearchInputSchema } from '../../../shared/logs/gdpr.schema';
import { auditTrailCollection } from './collections/audit-trail';
import { gdprConsentsCollection } from './collections/gdpr-consents';
import { gdprRequestsCollection } from './collections/gdpr-requests';
import { outboxCollection, outboxMessageView } from './collections/outbox';
import { websiteLogCollection } from './collections/website-log';
import { eraseUser, exportPersonalData, findGdprSubjects } from '../privacy/gdpr';
import { readLogRetention, updateLogRetention } from './log-retention';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * The logs area (issue 4, Logs): the audit trail, the website log, the outbox, the GDPR log with its export and
 * erasure, and the retention setting. Every list is a collection (shared/logs/collections): the audit trail, the
 * website log, the outbox and the GDPR log's requests and consents; the GDPR log's find, export and erase are
 * workflows beside its lists. Every input is parsed here with its shared schema.
 */
export const adminLogsRouter = router({
  /** The audit trail: a read-only collection (its section filter's choices are its filterOptions). */
  audit: router(collectionProcedures(auditTrailCollection)),
  /** The website log: a read-only collection (its kinds are a select filter). */
  website: router(collectionProcedures(websiteLogCollection)),
  /** The outbox: a read-only collection whose record is the message dialog's e-mail with both bodies. */
  outbox: router({ ...collectionProcedures(outboxCollection), get: collectionDetail(outboxCollection, outboxMessageView) }),
  gdpr: router({
    findUsers: admin.input(GdprUserSearchInputSchema).query(({ ctx, input }) => findGdprSubjects(ctx, input)),
    /** The exports and erasures: a read-only collection (admin.logs.gdpr.requests.list ...). */
    requests: router(collectionProcedures(gdprRequestsCollection)),
    /** The consents given and withdrawn: a read-only collection. */
    consents: router(collectionProcedures(gdprConsentsCollection)),
    /** A mutation: the export is recorded in the GDPR log, and a GET must not write. */
    export: admin
      .input(GdprSubjectInputSchema)
      .mutation(({ ctx, input }) => exportPersonalData(ctx, input)),
    erase: admin.input(GdprSubjectInputSchema).mutation(({ ctx, input }) => eraseUser(ctx, input)),
  }),
  retention: router({
    get: admin.query(({ ctx }) => readLogRetention(ctx)),
    update: admin
      .input(LogRetentionSchema)
      .mutation(({ ctx, input }) => updateLogRetention(ctx, input)),
  }),
});
