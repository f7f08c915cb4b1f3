import { z } from 'zod';
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
