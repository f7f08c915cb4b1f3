/** The back-office addresses the service screens link between (shared/routes.ts has their patterns). */
export const serialPath = (id: number) => `/admin/serials/${id}`;
export const servicePath = (serialId?: number) => (serialId ? `/admin/serials/service?serial=${serialId}` : '/admin/serials/service');
export const returnPath = (id: number) => `/admin/rma/${id}`;
export const certificatePath = (id: number) => `/admin/certificates/${id}`;
/** The certificate's PDF (admins may download any: server/features/certificates/certificates.rest.ts). */
export { certificatePdfHref } from '../../account/registrations/certificate-link';

