import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The company's certificates. */
export const COMPANY_CERTIFICATES_ROUTES = [
  portalRoute('/certificates', 'portal.certificates'),
] as const;

export type CompanyCertificatesRouteId = IdsOf<typeof COMPANY_CERTIFICATES_ROUTES>;
