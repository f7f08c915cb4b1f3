import { adminCertificatesCollection } from '../../features/certificates/collections/admin-certificates';

/** The admin's certificates collection, mounted as admin.certificates beside its workflows (revoke, reissue, issue). */
export const CERTIFICATE_SERVER_RESOURCES = { adminCertificates: adminCertificatesCollection };
