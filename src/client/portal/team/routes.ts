import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The company's people and tools: its users (seniors), the files for partners, the service tools. */
export const TEAM_ROUTES = [
  portalRoute('/files', 'portal.files'),
  portalRoute('/users', 'portal.users', { permission: 'portal:manage-company' }),
  portalRoute('/servicetools', 'portal.servicetools', { permission: 'portal:service-tools' }),
] as const;

export type TeamRouteId = IdsOf<typeof TEAM_ROUTES>;
