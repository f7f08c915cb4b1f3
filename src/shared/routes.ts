import { ACCOUNT_ROUTES } from './route-tables/account';
import { ADMIN_ROUTES } from './route-tables/admin';
import { createMatcher } from './route-tables/define';
import type { AnyRoute } from './route-tables/ids';
import { PORTAL_ROUTES } from './route-tables/portal';
import { LANDING_ROUTE, PUBLIC_ROUTES } from './route-tables/public';

export { rendersOnServer, routeTitleKey, type Area, type Layout, type RouteDef, type RouteMatch } from './route-tables/define';
export type { AnyRoute, RouteId, PublicRouteId, SignedInRouteId } from './route-tables/ids';

/**
 * Every page of SPEC.md section 2, in matching order (specific paths before parameters). The server's 404 decision,
 * its renderer and the sitemap read this table; the browser matches with the same tables, the public one in its first
 * bundle and an area's with that area (client/router/route-tables.ts), so the two cannot disagree.
 */
export const ROUTES: readonly AnyRoute[] = [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES, ...PORTAL_ROUTES, ...ADMIN_ROUTES, LANDING_ROUTE];

/** The first route whose pattern matches the path (query string excluded), or null. */
export const matchRoute = createMatcher(ROUTES);
