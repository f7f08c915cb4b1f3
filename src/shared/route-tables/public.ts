import { ARTICLE_ROUTES } from '../../client/public/editorial/routes';
import { AUTH_ROUTES } from '../../client/auth/routes';
import { CATALOG_ROUTES } from '../../client/public/catalog/routes';
import { CERTIFICATE_ROUTES } from '../../client/public/certificates/routes';
import { DEALER_ROUTES } from '../../client/public/dealers/routes';
import { FORM_ROUTES } from '../../client/public/forms/routes';
import { GALLERY_ROUTES } from '../../client/public/gallery/routes';
import { HOME_ROUTES, LANDING_ROUTE } from '../../client/public/home/routes';
import { INFO_ROUTES } from '../../client/public/information/routes';
import { LIBRARY_ROUTES } from '../../client/public/library/routes';
import { addressOf } from './define';
import { REGISTRATION_ROUTES } from '../../client/account/registrations/routes';
import { RESOURCE_ROUTES } from '../../client/public/resources/routes';

export { LANDING_ROUTE };

/**
 * The pages outside /account, /portal and /admin (SPEC.md section 2), each declared by its section, in its folder's
 * `routes.ts` (pure data, read by the server and the browser's first bundle alike). Matched in this order, each
 * section's specific paths before its parameters; the forms before the dealers (`/distributors/apply` before
 * `/distributors/:area`). tests/unit/route-sections.test.ts fails on a route that an earlier one hides. The landing
 * pages' catch-all is apart: it comes after every area's table (shared/routes.ts).
 */
export const PUBLIC_ROUTES = [
  ...HOME_ROUTES,
  ...AUTH_ROUTES,
  ...FORM_ROUTES,
  ...INFO_ROUTES,
  ...ARTICLE_ROUTES,
  ...DEALER_ROUTES,
  ...RESOURCE_ROUTES,
  ...LIBRARY_ROUTES,
  ...CATALOG_ROUTES,
  ...REGISTRATION_ROUTES,
  ...GALLERY_ROUTES,
  ...CERTIFICATE_ROUTES,
] as const;

/** The ids of the pages outside the signed-in areas (the landing pages' included). */
export type PublicRouteId = (typeof PUBLIC_ROUTES)[number]['id'] | (typeof LANDING_ROUTE)['id'];

/** A public page's address, read from the table (so a menu or a list of links cannot drift from it). */
export function publicPath(id: PublicRouteId): string {
  const route = [...PUBLIC_ROUTES, LANDING_ROUTE].find((candidate) => candidate.id === id);
  return route ? addressOf(route) : '/';
}

/** The paths of the signed-in areas' tables (account.ts, portal.ts, admin.ts): no public route starts with them. */
export const AREA_PREFIX = /^\/(account|portal|admin)(?=\/|$)/i;
export type PrefixedArea = 'account' | 'portal' | 'admin';
