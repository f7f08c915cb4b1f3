import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** Not paths of SPEC.md: the dealers' public profiles of "Find a dealer", beside the portal's companies (issue 12).
 * Their screens are the generic collection screens (admin/generic/pages.ts). */
export const DEALER_PROFILES_ROUTES = [
  adminRoute('/distributors/dealers', 'admin.distributors.dealers'),
  adminRoute('/distributors/dealers/:id', 'admin.distributors.dealer'),
] as const;

export type DealerProfilesRouteId = IdsOf<typeof DEALER_PROFILES_ROUTES>;
