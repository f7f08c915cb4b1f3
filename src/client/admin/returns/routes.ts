import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The returns (the spec's path and menu keep its word, RMA). */
export const ADMIN_RETURNS_ROUTES = [
  adminRoute('/rma', 'admin.returns', 'returns:admin.lead'),
  adminRoute('/rma/:id', 'admin.returns.edit', 'admin-service:returns.detail.description'),
] as const;

export type AdminReturnsRouteId = IdsOf<typeof ADMIN_RETURNS_ROUTES>;
