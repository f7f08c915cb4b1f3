import { companyCertificatesCollection } from './collections/company-certificates';
import { collectionProcedures } from '../../trpc/collection-router';
import { router } from '../../trpc/init';

/** The company's certificates: a read-only collection (list, get); the PDFs download through /api/certificates. */
export const portalCertificatesRouter = router(collectionProcedures(companyCertificatesCollection));
