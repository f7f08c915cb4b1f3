/**
 * The back office's addresses of partner audits and service jobs (shared/route-tables/admin.ts has their patterns):
 * under the Distributors section, as SPEC.md lists no admin path for them (README, decisions). The lists' own are
 * their collections' base paths.
 */
export { ADMIN_AUDITS_PATH } from '../../../shared/service-centre/collections/admin-audits';
export { ADMIN_SERVICE_JOBS_PATH } from '../../../shared/service-centre/collections/admin-service-jobs';
export const adminCompanyPath = (id: number) => `/admin/distributors/distributors/${id}`;
export const adminSerialPath = (id: number) => `/admin/serials/${id}`;
export const adminCertificatePath = (id: number) => `/admin/certificates/${id}`;
