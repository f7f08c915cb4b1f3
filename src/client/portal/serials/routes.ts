import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The company's end customers and the serial numbers it sold. */
export const SERIALS_ROUTES = [
  portalRoute('/customers', 'portal.customers'),
  portalRoute('/customers/:id', 'portal.customer'),
  portalRoute('/serials', 'portal.serials'),
  portalRoute('/serials/:id', 'portal.serial'),
] as const;

export type SerialsRouteId = IdsOf<typeof SERIALS_ROUTES>;
