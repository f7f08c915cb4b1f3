import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The company's returns, and booking one. */
export const COMPANY_RETURNS_ROUTES = [
  portalRoute('/returns', 'portal.returns'),
  portalRoute('/returns/return', 'portal.return'),
] as const;

export type CompanyReturnsRouteId = IdsOf<typeof COMPANY_RETURNS_ROUTES>;
