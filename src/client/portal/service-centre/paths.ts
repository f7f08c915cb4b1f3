/** The addresses of the service-centre and audit pages (shared/routes.ts has their patterns). */
export const AUDITS_PATH = '/portal/audits';
export const AUDIT_NEW_PATH = '/portal/audits/new';
export const auditPath = (id: number) => `${AUDITS_PATH}/${id}`;
/** Where a certificate's PDF is served (the server checks the reader may have it: certificates/read.ts). */
export const certificatePdfHref = (id: number) => `/api/certificates/${id}/pdf`;
