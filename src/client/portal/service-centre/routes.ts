import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The certified partner's service jobs and audits. */
export const SERVICE_CENTRE_ROUTES = [
  portalRoute('/services', 'portal.services', { permission: 'portal:services' }),
  portalRoute('/audits', 'portal.audits'),
  portalRoute('/audits/new', 'portal.auditNew'),
  portalRoute('/audits/:id', 'portal.audit'),
] as const;

export type ServiceCentreRouteId = IdsOf<typeof SERVICE_CENTRE_ROUTES>;
