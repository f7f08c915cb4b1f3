import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The service tools and their versions. */
export const ADMIN_SERVICE_TOOLS_ROUTES = [
  adminRoute('/servicetools', 'admin.servicetools', 'admin-servicetools:list.description'),
  adminRoute('/servicetools/:id', 'admin.servicetool'),
] as const;

export type AdminServiceToolsRouteId = IdsOf<typeof ADMIN_SERVICE_TOOLS_ROUTES>;
