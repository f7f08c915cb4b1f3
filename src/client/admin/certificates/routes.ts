import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The calibration and test certificates. */
export const ADMIN_CERTIFICATES_ROUTES = [
  adminRoute('/certificates', 'admin.certificates', 'admin-service:certificates.list.description'),
  adminRoute('/certificates/:id', 'admin.certificate', 'admin-service:certificate.description'),
] as const;

export type AdminCertificatesRouteId = IdsOf<typeof ADMIN_CERTIFICATES_ROUTES>;
