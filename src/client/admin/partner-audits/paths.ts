/**
 * The back office's addresses of partner audits and service jobs (shared/route-tables/admin.ts has their patterns):
 * under the Distributors section, as SPEC.md lists no admin path for them (README, decisions).
 */
export const ADMIN_AUDITS_PATH = '/admin/distributors/audits';
export const adminAuditPath = (id: number) => `${ADMIN_AUDITS_PATH}/${id}`;
export const ADMIN_SERVICE_JOBS_PATH = '/admin/distributors/service-jobs';
export const adminServiceJobPath = (id: number) => `${ADMIN_SERVICE_JOBS_PATH}/${id}`;
export const adminCompanyPath = (id: number) => `/admin/distributors/distributors/${id}`;
export const adminSerialPath = (id: number) => `/admin/serials/${id}`;
export const adminCertificatePath = (id: number) => `/admin/certificates/${id}`;
