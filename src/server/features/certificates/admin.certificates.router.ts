import {
  certificateForAdmin,
  IssueConformitySchema,
  issueConformityCertificate,
  ReissueSchema,
  reissueCertificate,
  RevokeSchema,
  revokeCertificate,
} from './admin';
import { adminCertificatesCollection } from './collections/admin-certificates';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

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
