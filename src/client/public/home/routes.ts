import { publicRoute, route, type IdsOf } from '../../../shared/route-tables/define';

/** The home page. */
export const HOME_ROUTES = [publicRoute('/', 'home')] as const;

/**
 * The landing pages (SPEC.md: any single segment whose published landing page has that slug). Matched last, after every
 * area's table (shared/routes.ts), and answered only when such a page exists (server/http/spa.ts pageExists).
 */
export const LANDING_ROUTE = route('/:slug', 'landing', 'public', undefined, { lookup: 'landing' });

export type HomeRouteId = IdsOf<typeof HOME_ROUTES> | (typeof LANDING_ROUTE)['id'];
