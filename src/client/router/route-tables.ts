import { createMatcher, type RouteDef, type RouteMatch } from '../../shared/route-tables/define';
import type { PublicRouteId, SignedInRouteId } from '../../shared/route-tables/ids';
import { AREA_PREFIX, LANDING_ROUTE, PUBLIC_ROUTES, type PrefixedArea } from '../../shared/route-tables/public';

/**
 * The browser's half of shared/routes.ts. The public table (with the landing pages' catch-all last) ships with the
 * first bundle; the account, portal and admin tables (170 routes, ~2 kB gzipped) come with their area. A path under
 * /account, /portal or /admin can only match its area's table: no public route starts with those segments, and the
 * catch-all matches one segment, which each area's table matches first (`/admin` is the dashboard). So matching here
 * gives the route the server's joined table gives (tests/unit/routes.test.ts checks it route by route).
 */
export const matchPublicRoute: (pathname: string) => RouteMatch<PublicRouteId> | null = createMatcher([...PUBLIC_ROUTES, LANDING_ROUTE]);

/** The signed-in area whose table a path belongs to, or null for a public path. */
export function prefixedAreaOf(pathname: string): PrefixedArea | null {
  const area = AREA_PREFIX.exec(pathname)?.[1];
  return area ? (area.toLowerCase() as PrefixedArea) : null;
}

export const AREA_TABLES: Record<PrefixedArea, () => Promise<readonly RouteDef<SignedInRouteId>[]>> = {
  account: () => import('../../shared/route-tables/account').then((module) => module.ACCOUNT_ROUTES),
  portal: () => import('../../shared/route-tables/portal').then((module) => module.PORTAL_ROUTES),
  admin: () => import('../../shared/route-tables/admin').then((module) => module.ADMIN_ROUTES),
};
