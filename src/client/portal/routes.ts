import { portalRoute, type IdsOf } from '../../shared/route-tables/define';

/** The portal's home: the dashboard of the company's work. */
export const PORTAL_HOME_ROUTES = [
  portalRoute('', 'portal'),
] as const;

export type PortalHomeRouteId = IdsOf<typeof PORTAL_HOME_ROUTES>;
