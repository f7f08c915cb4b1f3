import { z } from 'zod';
import {
  certificateForAdmin,
  IssueConformitySchema,
  issueConformityCertificate,
  ReissueSchema,
  reissueCertificate,
  RevokeSchema,
  revokeCertificate,
} from '../certificates/admin';
import { ReturnNotesSchema, updateReturnNotes } from '../returns/admin';
import { adminReturnsCollection, adminReturnView } from '../returns/collections/admin-returns';
import { changeReturnStatus } from '../returns/status';
import { ReturnStatusChangeSchema } from '../../../shared/returns/return.schema';
import { ChecksumRuleSchema, SerialImportSchema, SerialUpdateSchema } from '../../../shared/serials/admin.schema';
import { ClaimDecisionSchema, OwnershipReleaseSchema, OwnershipTransferSchema, SerialClaimsSchema } from '../../../shared/serials/claims.schema';
import { ServiceRecordInputSchema } from '../../../shared/serials/service.schema';
import { releaseOwnership, transferOwnership } from './admin-ownership';
import { decideClaim } from './claim-decisions';
import { claimsOfSerial } from './claim-lists';
import { lookupSerial } from './admin-lookup';
import { importSerials, updateSerial } from './admin-write';
import { deleteChecksumRule, listChecksumRules, saveChecksumRule } from './checksums';
import { recordService } from './service-records';
import { adminCertificatesCollection } from '../certificates/collections/admin-certificates';
import { adminClaimsCollection } from './collections/admin-claims';
import { adminSerialsCollection, adminSerialView } from './collections/admin-serials';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });
const idInput = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * /admin/serials, /serials/search, /serials/service, /serials/checksums and /serials/{id} (issue 10): the serials
 * collection (list, and the record page's view of one), and the workflows: the exact look-up, the record page's edit
 * (`update` replaces the generic write the collection does not offer), the CSV import, service records, check-digit
 * rules and ownership claims (the claims' list is a collection of its own, docs/decisions/0076).
 */
export const adminSerialsRouter = router({
  ...collectionProcedures(adminSerialsCollection),
  get: collectionDetail(adminSerialsCollection, adminSerialView),
  lookup: admin.input(z.object({ number: z.string().max(1000) })).query(({ ctx, input }) => lookupSerial(ctx, input)),
  update: admin.input(SerialUpdateSchema).mutation(({ ctx, input }) => updateSerial(ctx, input)),
  import: admin.input(SerialImportSchema).mutation(({ ctx, input }) => importSerials(ctx, input)),
  recordService: admin.input(ServiceRecordInputSchema).mutation(({ ctx, input }) => recordService(ctx, input)),
  checksums: admin.query(({ ctx }) => listChecksumRules(ctx)),
  /** The ownership claims collection (read-only; a claim is decided on its instrument's page: decideClaim). */
  claims: router(collectionProcedures(adminClaimsCollection)),
  serialClaims: admin.input(SerialClaimsSchema).query(({ ctx, input }) => claimsOfSerial(ctx, input)),
  decideClaim: admin.input(ClaimDecisionSchema).mutation(({ ctx, input }) => decideClaim(ctx, input)),
  transfer: admin.input(OwnershipTransferSchema).mutation(({ ctx, input }) => transferOwnership(ctx, input)),
  release: admin.input(OwnershipReleaseSchema).mutation(({ ctx, input }) => releaseOwnership(ctx, input)),
  saveChecksum: admin.input(ChecksumRuleSchema).mutation(({ ctx, input }) => saveChecksumRule(ctx, input)),
  deleteChecksum: admin.input(idInput).mutation(({ ctx, input }) => deleteChecksumRule(ctx, input)),
});

/**
 * /admin/rma and /admin/rma/{id}: the returns collection (list, and the record page's view of one through its row
 * filter; it offers no writes), and the workflows of the record page: the next status step and the office notes.
 */
export const adminReturnsRouter = router({
  ...collectionProcedures(adminReturnsCollection),
  get: collectionDetail(adminReturnsCollection, adminReturnView),
  setStatus: admin.input(ReturnStatusChangeSchema).mutation(({ ctx, input }) => changeReturnStatus(ctx, input)),
  saveNotes: admin.input(ReturnNotesSchema).mutation(({ ctx, input }) => updateReturnNotes(ctx, input)),
});

/**
 * /admin/certificates and /admin/certificates/{id}: the certificates collection (list, and the record page's view of
 * one through its row filter), and the workflows that issue, revoke and reissue certificates.
 */
export const adminCertificatesRouter = router({
  ...collectionProcedures(adminCertificatesCollection),
  get: collectionDetail(adminCertificatesCollection, (ctx, record) => certificateForAdmin(ctx, record.id)),
  issueConformity: admin.input(IssueConformitySchema).mutation(({ ctx, input }) => issueConformityCertificate(ctx, input)),
  revoke: admin.input(RevokeSchema).mutation(({ ctx, input }) => revokeCertificate(ctx, input)),
  reissue: admin.input(ReissueSchema).mutation(({ ctx, input }) => reissueCertificate(ctx, input)),
});
