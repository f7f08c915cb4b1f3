import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The leads Voltara passes to the company. */
export const LEADS_ROUTES = [
  portalRoute('/leads', 'portal.leads'),
] as const;

export type LeadsRouteId = IdsOf<typeof LEADS_ROUTES>;
