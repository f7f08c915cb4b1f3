import { adminCertificatesResource } from '../../certificates/collections/admin-certificates';

/** The certificates' collections of the admin area (the portal's and the account's live with their faces). */
export const CERTIFICATE_RESOURCES = { adminCertificates: adminCertificatesResource } as const;
